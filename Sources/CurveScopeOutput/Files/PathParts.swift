/// The folder and the name of a path, as text (no file system access): the one split the
/// atomic writer and the input registry share.
package enum PathParts {
  /// The last component: `a/b/c.png` → `c.png`; `a/` → `` (a folder).
  package static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The folder part: `a/b/c.png` → `a/b`; `c.png` → `.`; `/c.png` → `/`.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

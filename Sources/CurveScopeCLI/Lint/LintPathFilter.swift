/// `--include` and `--exclude`: which walked files are linted, by glob on the path as
/// reported. `*` matches within a folder name, `**` across folders, `?` one character; a glob
/// without `/` is matched against the file name alone.
struct LintPathFilter: Equatable {
  /// Globs a path must match one of (none: every path).
  var include: [String]
  /// Globs a path must match none of.
  var exclude: [String]

  /// Whether `path` is linted.
  func admits(_ path: String) -> Bool {
    if !include.isEmpty, !include.contains(where: { Self.matches($0, path) }) { return false }
    return !exclude.contains { Self.matches($0, path) }
  }

  /// Whether `glob` matches `path`: a glob without `/` its file name; a relative glob the
  /// path or any of its trailing parts that starts at a folder (`Tests/*` matches
  /// `App/Tests/A.swift`); an absolute glob the whole path.
  static func matches(_ glob: String, _ path: String) -> Bool {
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    let pattern = Array(glob.unicodeScalars)
    guard glob.contains("/") else {
      let name = trimmed.split(separator: "/").last ?? trimmed
      return match(pattern, 0, Array(name.unicodeScalars), 0)
    }
    let text = Array(trimmed.unicodeScalars)
    if match(pattern, 0, text, 0) { return true }
    guard !glob.hasPrefix("/") else { return false }
    for start in text.indices where text[start] == "/" && start + 1 < text.count {
      if match(pattern, 0, Array(text[(start + 1)...]), 0) { return true }
    }
    return false
  }

  /// Backtracking match; `**` may cross `/`, `*` may not. Bounded by the lengths (paths are
  /// at most a few thousand characters; globs are short).
  private static func match(
    _ glob: [Unicode.Scalar], _ g: Int, _ text: [Unicode.Scalar], _ t: Int
  ) -> Bool {
    var g = g
    var t = t
    while g < glob.count {
      let c = glob[g]
      if c == "*" {
        let double = g + 1 < glob.count && glob[g + 1] == "*"
        let next = g + (double ? 2 : 1)
        // `**/` also matches no folder at all.
        if double, next < glob.count, glob[next] == "/", match(glob, next + 1, text, t) {
          return true
        }
        var k = t
        while true {
          if match(glob, next, text, k) { return true }
          guard k < text.count, double || text[k] != "/" else { return false }
          k += 1
        }
      }
      guard t < text.count else { return false }
      if c != "?" && c != text[t] { return false }
      if c == "?" && text[t] == "/" { return false }
      g += 1
      t += 1
    }
    return t == text.count
  }
}

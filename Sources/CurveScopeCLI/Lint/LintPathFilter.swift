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

  /// Whether `glob` from `g` matches `text` from `t`; `**` may cross `/`, `*` may not. Each
  /// (glob position, text position) pair is decided once (`memo`), so the time is at most the
  /// product of the lengths, however many stars the glob has.
  private static func match(
    _ glob: [Unicode.Scalar], _ g: Int, _ text: [Unicode.Scalar], _ t: Int
  ) -> Bool {
    var memo = [Int8](repeating: -1, count: (glob.count + 1) * (text.count + 1))
    return match(glob, g, text, t, &memo)
  }

  private static func match(
    _ glob: [Unicode.Scalar], _ g: Int, _ text: [Unicode.Scalar], _ t: Int, _ memo: inout [Int8]
  ) -> Bool {
    let slot = g * (text.count + 1) + t
    if memo[slot] >= 0 { return memo[slot] == 1 }
    let result: Bool
    if g == glob.count {
      result = t == text.count
    } else if glob[g] == "*" {
      let double = g + 1 < glob.count && glob[g + 1] == "*"
      let next = g + (double ? 2 : 1)
      if double, next < glob.count, glob[next] == "/", match(glob, next + 1, text, t, &memo) {
        // `**/` also matches no folder at all.
        result = true
      } else if match(glob, next, text, t, &memo) {
        result = true
      } else if t < text.count, double || text[t] != "/" {
        result = match(glob, g, text, t + 1, &memo)
      } else {
        result = false
      }
    } else if t < text.count, glob[g] == text[t] || (glob[g] == "?" && text[t] != "/") {
      result = match(glob, g + 1, text, t + 1, &memo)
    } else {
      result = false
    }
    memo[slot] = result ? 1 : 0
    return result
  }
}

/// The language of a source file, which decides how it is lexed (comments, strings,
/// preprocessor lines) and how fixes are written.
package enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
  /// Swift (`.swift`): nested block comments, interpolated and raw strings, `#if` lines.
  case swift
  /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`): `@"…"` strings, character literals,
  /// preprocessor lines, blocks and message sends.
  case objectiveC = "objective-c"

  /// The language of a file named `path`, from its extension; `nil` for any other file.
  package init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...] {
    case "swift": self = .swift
    case "m", "mm", "h": self = .objectiveC
    default: return nil
    }
  }

  /// The file extensions lint reads, without the dot.
  package static let extensions = ["swift", "m", "mm", "h"]
}

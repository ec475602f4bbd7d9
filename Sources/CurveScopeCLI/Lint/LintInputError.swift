import CurveScopeLint
import CurveScopeSupport

/// A path given to `lint` that it cannot take (a usage error, exit 64, wrapped in
/// ``UsageError/Cause/invalidValue(_:)``).
enum LintInputError: CurveScopeError, Equatable {
  /// A file named on the command line that is not Swift or Objective-C source.
  case notSource(path: String)
  /// A path that holds more than `limit` source files.
  case tooManyFiles(path: String, limit: Int)
  /// Every source found was skipped (not UTF-8, too large, unreadable): nothing was linted.
  case everyFileSkipped(count: Int)

  /// The path at fault, printable.
  var subject: String {
    switch self {
    case .notSource(let path), .tooManyFiles(let path, _): TerminalText.escaped(path)
    case .everyFileSkipped(let count): "lint: \(count) source file\(count == 1 ? "" : "s")"
    }
  }

  /// Why, and what would be right.
  var problem: String {
    switch self {
    case .notSource:
      "not a Swift or Objective-C source ("
        + SourceLanguage.extensions.map { "." + $0 }.joined(separator: ", ") + ")"
    case .tooManyFiles(_, let limit):
      "holds more than \(limit) source files; lint fewer at once"
    case .everyFileSkipped:
      "every file was skipped (see the notes above); nothing was linted"
    }
  }
}

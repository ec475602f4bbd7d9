public import CurveScopeSupport

/// An input file that cannot be read (exit 66) or whose content is wrong (exit 65).
public struct InputFileError: CurveScopeError {
  /// What went wrong with the file.
  public enum Kind: Sendable, Equatable {
    /// The file does not exist or cannot be opened (exit 66).
    case unreadable
    /// The file was read, but its content is invalid or too large (exit 65).
    case invalidContent
  }

  /// The path as the user typed it (`-` for standard input).
  public var path: String
  /// Whether the file could not be read or its content was wrong.
  public var kind: Kind
  /// What is wrong, including the location inside the file when known.
  public var reason: String

  /// Creates an input file error.
  public init(path: String, kind: Kind, reason: String) {
    self.path = path
    self.kind = kind
    self.reason = reason
  }

  /// Wraps a library error found in the content of `path`.
  public init(path: String, content error: any CurveScopeError) {
    self.init(path: path, kind: .invalidContent, reason: error.description)
  }

  /// The file, as typed.
  public var subject: String { path == "-" ? "standard input" : path }
  /// The reason.
  public var problem: String { reason }
}

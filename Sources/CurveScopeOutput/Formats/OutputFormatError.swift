public import CurveScopeSupport

/// An output path whose extension names no supported format (a usage error).
public struct OutputFormatError: CurveScopeError, Equatable {
  /// The path as given.
  public var path: String
  /// The extension found, without the dot, or `nil` when there is none.
  public var `extension`: String?

  /// Creates the error.
  public init(path: String, extension: String?) {
    self.path = path
    self.extension = `extension`
  }

  /// The path.
  public var subject: String { path }
  /// What is wrong and the extensions that work.
  public var problem: String {
    let found = `extension`.map { "unsupported extension '.\($0)'" } ?? "no file extension"
    return "\(found); use .png, .svg or .pdf"
  }
}

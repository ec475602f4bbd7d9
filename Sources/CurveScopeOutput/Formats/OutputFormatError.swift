public import CurveScopeSupport

/// An output path whose extension names no supported format (a usage error).
public struct OutputFormatError: CurveScopeError, Equatable {
  /// The path as given.
  public var path: String
  /// The extension found, without the dot, or `nil` when there is none.
  public var `extension`: String?
  /// The extensions the output takes, without dots, in the order the message lists them.
  public var supported: [String]

  /// Creates the error; `supported` defaults to the still figures' png, svg and pdf.
  public init(
    path: String, extension: String?, supported: [String] = OutputFormat.allCases.map(\.rawValue)
  ) {
    self.path = path
    self.extension = `extension`
    self.supported = supported
  }

  /// The path.
  public var subject: String { path }
  /// What is wrong and the extensions that work (`use .png, .svg or .pdf`).
  public var problem: String {
    let found = `extension`.map { "unsupported extension '.\($0)'" } ?? "no file extension"
    let names = supported.map { "." + $0 }
    guard let last = names.last else { return found }
    let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + last : last
    return "\(found); use \(list)"
  }

  /// The lower-cased extension of a path's last component, without the dot; `nil` when it has
  /// none (a hidden file's leading dot is not one).
  public static func fileExtension(of path: String) -> String? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return String(name[name.index(after: dot)...]).lowercased()
  }
}

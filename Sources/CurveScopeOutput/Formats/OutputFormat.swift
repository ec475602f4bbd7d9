/// The file format of a figure, chosen by the output path's extension.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Portable Network Graphics, pixels (1600 × 1000 by default).
  case png
  /// Scalable Vector Graphics, in CSS pixels (800 × 500 by default).
  case svg
  /// Portable Document Format, in points (800 × 500 by default).
  case pdf

  /// The format for a path's extension (case-insensitive `.png`, `.svg`, `.pdf`).
  public init(path: String) throws(OutputFormatError) {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      throw OutputFormatError(path: path, extension: nil)
    }
    let suffix = String(name[name.index(after: dot)...]).lowercased()
    guard let format = OutputFormat(rawValue: suffix) else {
      throw OutputFormatError(path: path, extension: suffix)
    }
    self = format
  }
}

import Foundation

/// A fresh empty folder under the system's temporary folder, removed by `remove()`.
public struct TestFolder {
  /// The folder's absolute path.
  public let path: String

  /// Makes the folder.
  public init() throws {
    path = NSTemporaryDirectory() + "curvescope-plot-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The names in the folder, hidden ones included, sorted.
  public func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Removes the folder and everything in it; a folder already gone is no error.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

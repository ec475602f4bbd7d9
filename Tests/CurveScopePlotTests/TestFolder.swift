import Foundation

/// A fresh empty folder under the system's temporary folder, removed by `remove()`.
struct TestFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "curvescope-plot-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The names in the folder, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

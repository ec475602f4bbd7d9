import Foundation
import Testing

/// A temporary folder removed when the value is dropped.
final class ScratchFolder {
  let path: String

  init(_ label: String = #function) throws {
    let safe = label.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "curvescope-\(safe)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `path/name`.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `path/name` and returns the path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    return file(name)
  }

  /// The scenario file of the repository named `name`, copied here.
  @discardableResult
  func copyScenario(_ name: String = "show-375x812-291", as file: String) throws -> String {
    let source = Repository.root + "/Curves/scenarios/\(name).json"
    try FileManager.default.copyItem(atPath: source, toPath: self.file(file))
    return self.file(file)
  }

  /// A FIFO at `path/name`.
  @discardableResult
  func fifo(_ name: String) -> String {
    let path = file(name)
    #expect(mkfifo(path, 0o600) == 0)
    return path
  }
}

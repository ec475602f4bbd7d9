import Foundation
import Testing

extension FrameRateStaysTests {
  /// Runs `Independent/SCRIPT` (Python with Pillow) to draw recordings into `folder`: it is
  /// given the recordings' file names `outputs`, then the truth file's, then `extra`. Returns the
  /// recordings' paths and the truth it wrote.
  static func drawn(
    _ script: String, outputs: [String], in folder: VideoTestFolder, extra: [String] = []
  ) throws -> (paths: [String], truth: Truth) {
    let python = try #require(PillowPython.path)
    let paths = outputs.map(folder.file)
    let truthPath = folder.file("truth.json")
    let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Independent/" + script).path
    let made = try ExternalTool.run(python, [scriptPath] + paths + [truthPath] + extra)
    try #require(made.status == 0, "\(made.standardError)")
    let truth = try JSONDecoder().decode(
      Truth.self, from: Data(contentsOf: URL(fileURLWithPath: truthPath)))
    return (paths, truth)
  }
}

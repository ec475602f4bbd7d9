import CurveScopeTestSupport
import Foundation

/// Runs command-line tools (ffmpeg, ffprobe, python3) that make or check test material
/// independently of CurveScope.
enum ExternalTool {
  /// The result of a run.
  typealias Output = ToolRun

  /// Runs `executable` (looked up on PATH) with `arguments` (the shared runner).
  static func run(_ executable: String, _ arguments: [String]) throws -> Output {
    try ToolRun.run(executable, arguments)
  }

  /// Whether `executable` runs (`-version`).
  static func isAvailable(_ executable: String) -> Bool {
    (try? run(executable, ["-version"]).status) == 0
  }

  /// Runs ffmpeg quietly and fails with its stderr when it does not succeed.
  static func ffmpeg(_ arguments: [String]) throws {
    let output = try run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y"] + arguments)
    guard output.status == 0 else {
      throw ToolFailure(
        message: "ffmpeg \(arguments.joined(separator: " ")): \(output.standardError)")
    }
  }

  /// The presentation times (ms) of every video frame, from ffprobe.
  static func frameTimes(_ path: String) throws -> [Double] {
    let output = try run(
      "ffprobe",
      [
        "-v", "error", "-select_streams", "v:0", "-show_entries",
        "frame=best_effort_timestamp_time",
        "-of", "csv=p=0", path,
      ])
    guard output.status == 0 else { throw ToolFailure(message: output.standardError) }
    return output.standardOutput.split(whereSeparator: \.isNewline).compactMap {
      Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ", ")))
    }.map { $0 * 1000 }
  }
}

/// A tool that failed.
struct ToolFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A fresh empty folder under the system's temporary folder, removed by `remove()`.
struct VideoTestFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "curvescope-video-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the folder, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

extension ExternalTool {
  /// Row `y` of an image, decoded by ffmpeg as RGB.
  static func pixelRow(_ path: String, y: Int) throws -> [(UInt8, UInt8, UInt8)] {
    let raw = NSTemporaryDirectory() + "curvescope-row-" + UUID().uuidString + ".rgb"
    defer { try? FileManager.default.removeItem(atPath: raw) }
    try ffmpeg(["-i", path, "-vf", "crop=iw:1:0:\(y)", "-f", "rawvideo", "-pix_fmt", "rgb24", raw])
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: raw)))
    return stride(from: 0, to: bytes.count - 2, by: 3).map {
      (bytes[$0], bytes[$0 + 1], bytes[$0 + 2])
    }
  }
}

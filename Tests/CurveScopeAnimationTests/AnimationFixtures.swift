import CurveScope
import CurveScopeAnimation
import CurveScopePlot
import CurveScopeTestSupport
import Foundation

/// Measurements and helpers the animation tests share.
enum AnimationFixtures {
  /// The default show (375 × 812, 291 pt, 0.25 s, curve 7) measured at `rate` for `strategies`.
  static func show(_ strategies: [InputBarStrategy], rate: FrameRate = .hz120) throws
    -> [SyncMeasurement]
  {
    let scenario = try Scenario.defaultShow()
    return try strategies.map {
      try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(rate)).measurement()
    }
  }

  /// The three strategies of the gallery's default show: a desync both ways, in sync, one frame
  /// late.
  static func three() throws -> [SyncMeasurement] {
    try show([.reportedDuration, .curveShift, .displayLink])
  }

  /// The index of the frame at `milliseconds` (a summary's time is a frame's time).
  static func frame(_ measurement: SyncMeasurement, at milliseconds: Double?) -> Int? {
    guard let milliseconds else { return nil }
    return measurement.series.frames.firstIndex { $0.timeMilliseconds == milliseconds }
  }

  /// `0xRRGGBB` of a chart colour (Cairo's 8-bit conversion of exact hex colours).
  static func hex(_ color: Color) -> UInt32 {
    func channel(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
    return channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
  }
}

/// A fresh empty folder under the system's temporary folder, removed by `remove()`.
struct AnimationTestFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "curvescope-animation-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the folder, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// The size of a file in bytes.
  func size(_ name: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: file(name))[.size] as? Int ?? -1
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Runs ffprobe and ffmpeg, the independent readers of what the writers wrote.
enum FFmpegTool {
  /// Whether ffprobe and ffmpeg run.
  static let isAvailable: Bool = {
    (try? run("ffprobe", ["-version"]).status) == 0
      && (try? run("ffmpeg", ["-version"]).status) == 0
  }()

  /// Runs a tool (the shared runner), its output through temporary files.
  static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, out: String, err: String
  ) {
    let run = try ToolRun.run(executable, arguments)
    return (run.status, run.standardOutput, run.standardError)
  }

  /// ffprobe's `key=value` stream entries of the first video stream, frames counted by decoding.
  static func stream(_ path: String) throws -> [String: String] {
    let result = try run(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=width,height,nb_read_frames,avg_frame_rate,duration:format=duration", "-of",
        "default=noprint_wrappers=1", path,
      ])
    var entries: [String: String] = [:]
    for line in result.out.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2, entries[parts[0]] == nil { entries[parts[0]] = parts[1] }
    }
    return entries
  }

  /// Every frame's presentation time in ms, from ffprobe.
  static func frameTimes(_ path: String) throws -> [Double] {
    let result = try run(
      "ffprobe",
      [
        "-v", "error", "-select_streams", "v:0", "-show_entries",
        "frame=best_effort_timestamp_time", "-of", "csv=p=0", path,
      ])
    return result.out.split(whereSeparator: \.isNewline).compactMap {
      Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ", ")))
    }.map { $0 * 1000 }
  }

  /// Whether ffmpeg decodes every frame of the file without an error (`-xerror` stops at the
  /// first), and the frames ffprobe counts by decoding.
  static func decodedFrameCount(_ path: String) throws -> (status: Int32, frames: Int) {
    let result = try run(
      "ffmpeg", ["-v", "error", "-nostats", "-xerror", "-i", path, "-f", "null", "-"])
    let probe = try run(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames", "-of", "csv=p=0", path,
      ])
    let count = Int(probe.out.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    return (result.status, count)
  }
}

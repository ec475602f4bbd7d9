import CurveScopeCLI
import CurveScopeTestSupport
import Foundation
import Testing

/// `curvescope measure` on recordings it reads but can give no verdict on.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct MeasureRefusalTests {
  typealias BadRun = MeasureBadRun

  /// Recordings `measure` reads but can give no verdict on: exit 65 with the reason on the last
  /// line, and what was seen still written (the trace, the debug frames).
  static let refusals: [BadRun] = [
    BadRun(name: "no keyboard", code: 65, says: "no keyboard") { try MeasureBadRun.plain($0) },
    BadRun(name: "no known screen size, no keyboard", code: 65, says: "no keyboard") {
      try VideoReaderErrorTests.clip($0, "small.mp4")
    },
    // The largest portrait frame within the limits (4880 × 8192 = 39.98 MP) is decoded: it is
    // refused for what it shows, not as a video that cannot be read.
    BadRun(name: "largest frame within the limits", code: 65, says: "no keyboard") { folder in
      let path = folder.file("tall.mov")
      try ExternalTool.ffmpeg([
        "-f", "lavfi", "-i", "color=c=gray:size=4880x8192:rate=1:duration=1", "-c:v", "png", path,
      ])
      return path
    },
  ]

  /// The cases this run checks: the 40-megapixel frame (decoded and searched in full) only in
  /// the long run (`CURVESCOPE_SLOW_TESTS=1`).
  static let refusalsRun = SlowTests.enabled ? refusals : Array(refusals.prefix(2))

  @Test(arguments: refusalsRun)
  func refusalKeepsWhatWasSeen(_ refusal: BadRun) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = try refusal.make(folder)
    let trace = folder.file("seen.json")
    let run = try MeasureRun(path, ["--trace-out", trace, "--debug-frames", folder.file("frames")])
    #expect(run.code == refusal.code, "\(run.standardError)")
    let last = run.standardError.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("error: ") && last.contains(refusal.says), "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: trace), "the trace of what was seen")
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file("frames"))
    #expect(!frames.isEmpty, "the debug frames of what was seen")
  }
}

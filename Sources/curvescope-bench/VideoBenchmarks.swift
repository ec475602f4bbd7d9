import CurveScope
import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Benchmarks of recordings and animations (`swift run -c release curvescope-bench video`, also
/// run after the others):
///
/// - decoding and detecting every frame of a 10-second, 120 fps, 1170 × 2532 H.264 recording
///   (``BenchRecording``: the phone-screen drawing of a chat session, the keyboard shown and
///   hidden twice), against the `ffmpeg` tool decoding the same file to nothing
///   (`ffmpeg -i X -f null -`), run in turn, best and median of 3 (goal: decode + detect within
///   1.5× of ffmpeg's decoding alone);
/// - encoding one animation frame (a 750 × 1624 phone screen) as PNG, into an H.264 MP4 and
///   into a GIF, ms per frame.
enum VideoBenchmarks {
  static let recordingPath = BenchRecording.path

  static func run() {
    print("== video: decode + detect vs ffmpeg, animation encoding per frame")
    do {
      try BenchRecording.makeIfNeeded()
      try decodeAndDetect()
      try encoding()
    } catch {
      print("video: failed: \(error)")
    }
  }

  /// Decodes and detects one recording, printing how many frames had both edges; the exit
  /// status (0, or 1 on an error) for `curvescope-bench video-detect FILE`.
  static func detect(_ path: String) -> Int32 {
    do {
      let reader = try VideoReader(path: path)
      let tracker = MotionEdgeTracker()
      var frame: VideoFrame?
      while try reader.readFrame(into: &frame), let current = frame { tracker.add(current.image) }
      let edges = tracker.finish().frames
      let found = edges.filter { $0.keyboardTop != nil && $0.barBottom != nil }.count
      print("\(edges.count) frames, both edges in \(found)")
      return 0
    } catch {
      print("error: \(error)")
      return 1
    }
  }

  static func decodeAndDetect() throws {
    var ffmpeg: [Double] = []
    var decode: [Double] = []
    var detect: [Double] = []
    var frames = 0
    var found = 0
    for _ in 0..<3 {
      ffmpeg.append(
        try wallSeconds {
          try spawn([
            "ffmpeg", "-hide_banner", "-loglevel", "error", "-i", recordingPath, "-f", "null", "-",
          ])
        })
      decode.append(
        try wallSeconds {
          let reader = try VideoReader(path: recordingPath)
          frames = 0
          while try reader.nextFrame() != nil { frames += 1 }
        })
      detect.append(
        try wallSeconds {
          let reader = try VideoReader(path: recordingPath)
          reader.readsChroma = false  // as `measure` reads
          let tracker = MotionEdgeTracker()
          var frame: VideoFrame?
          while try reader.readFrame(into: &frame), let current = frame {
            tracker.add(current.image)
          }
          found =
            tracker.finish().frames.filter { $0.keyboardTop != nil && $0.barBottom != nil }
            .count
        })
    }
    let best = (ffmpeg.min() ?? 0, decode.min() ?? 0, detect.min() ?? 0)
    let median = (
      PlotBenchmarks.median(ffmpeg), PlotBenchmarks.median(decode), PlotBenchmarks.median(detect)
    )
    print("  \(frames) frames of 1170 × 2532; both edges found in \(found)")
    PlotBenchmarks.line(
      "ffmpeg -i X -f null - (whole process)", median.0 * 1000, "best \(ms(best.0))")
    PlotBenchmarks.line("VideoReader: decode every frame", median.1 * 1000, "best \(ms(best.1))")
    PlotBenchmarks.line("VideoReader + MotionEdgeTracker", median.2 * 1000, "best \(ms(best.2))")
    print(
      "  decode + detect / ffmpeg: \(ratio(median.2 / median.0))× median, "
        + "\(ratio(best.2 / best.0))× best (goal ≤ 1.5×); detection alone "
        + "\(ratio((median.2 - median.1) * 1000 / Double(max(frames, 1)))) ms a frame")
  }

  static func encoding() throws {
    let screen = try PhoneScreen(scale: 2)
    let analysis = try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: .reportedDuration, clock: FrameClock(.hz60))
    let frames = try analysis.series().frames.prefix(36).map { frame in
      try screen.render(
        PhoneScreenState(
          timeMilliseconds: frame.timeMilliseconds, keyboardTop: frame.keyboardTop ?? .nan,
          barBottom: frame.barBottom ?? .nan))
    }
    let images = try frames.map {
      try PixelImage(width: $0.width, height: $0.height, layout: .bgra, bytes: $0.bytes)
    }
    let count = Double(frames.count)
    var size = 0
    let render = try wallSeconds {
      for frame in analysis.series().frames.prefix(36) {
        _ = try screen.render(
          PhoneScreenState(
            timeMilliseconds: frame.timeMilliseconds, keyboardTop: frame.keyboardTop ?? .nan,
            barBottom: frame.barBottom ?? .nan))
      }
    }
    let png = try wallSeconds { for frame in frames { size += try frame.encodedPNG().count } }
    let mp4Path = "/tmp/curvescope-bench-screen.mp4"
    let mp4 = try wallSeconds {
      let writer = try VideoWriter(path: mp4Path, width: frames[0].width, height: frames[0].height)
      for (index, image) in images.enumerated() {
        try writer.append(image, timeMilliseconds: Double(index) * 1000 / 60)
      }
      try writer.finish()
    }
    let gifPath = "/tmp/curvescope-bench-screen.gif"
    let gif = try wallSeconds {
      let palette = GIFPalette(samples: [images[0], images[images.count - 1]])
      let writer = try GIFWriter(
        path: gifPath, width: frames[0].width, height: frames[0].height, palette: palette)
      for (index, image) in images.enumerated() {
        try writer.append(image, timeMilliseconds: Double(index) * 1000 / 30)
      }
      try writer.finish()
    }
    print("  per 750 × 1624 phone-screen frame (\(frames.count) frames):")
    PlotBenchmarks.line("draw (Cairo, shared by every path)", render * 1000 / count)
    PlotBenchmarks.line(
      "PNG (libpng, level 2)", png * 1000 / count, "\(size / frames.count / 1024) KiB a frame")
    PlotBenchmarks.line(
      "MP4 (libx264 medium, CRF 18)", mp4 * 1000 / count, "\(fileSize(mp4Path) / 1024) KiB in all")
    PlotBenchmarks.line(
      "GIF (palette, changed rectangles, LZW)", gif * 1000 / count,
      "\(fileSize(gifPath) / 1024) KiB in all")
  }

  private static func wallSeconds(_ body: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// Runs a command found on PATH and waits for it.
  private static func spawn(_ arguments: [String]) throws {
    var pid: pid_t = 0
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawnp(&pid, arguments[0], nil, nil, &argv, environ) == 0 else {
      throw BenchFailure(message: "cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  private static func fileSize(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }

  private static func ms(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

  /// Two decimals.
  private static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

/// A benchmark that could not run.
struct BenchFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

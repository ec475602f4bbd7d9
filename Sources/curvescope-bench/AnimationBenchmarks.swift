import CurveScope
import CurveScopeAnimation
import CurveScopePlot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The animation path against the PNG path (`swift run -c release curvescope-bench animation`,
/// also run after the others): the gallery's default show, three phones side by side
/// (1213 × 1034 px a frame, 73 distinct pictures in 220 frames at 30 fps, 8× slow motion), and
/// the plain 1125 × 2436 screen recording of one strategy (73 frames, one per display frame).
///
/// Per frame: drawing alone (Cairo), drawing + PNG (what writing the frames as PNG files costs),
/// and whole animations written to GIF and MP4 (drawing on every core, encoding), divided by the
/// distinct pictures drawn. Best and median of 3 runs, wall time.
enum AnimationBenchmarks {
  static func run() {
    print("== animation: ms per frame, the animated path vs the PNG path (best of 3, median)")
    do {
      let scenario = try Scenario.defaultShow()
      let measurements = try [InputBarStrategy.reportedDuration, .curveShift, .displayLink].map {
        try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz120))
          .measurement()
      }
      let animation = try SyncAnimation(measurements)
      let distinct = distinctPictures(animation.timeline)
      print(
        "  three phones, \(animation.pixelWidth) × \(animation.pixelHeight) px, "
          + "\(distinct.count) pictures in \(animation.timeline.frameCount) frames:")
      try measure(
        distinct: distinct.count, frames: animation.timeline.frameCount,
        render: { index in try animation.render(frame: distinct[index]) },
        write: { path, format in try animation.write(to: path, format: format) })
      let recording = try ScreenRecording(measurements[0])
      print(
        "  plain screen, \(recording.pixelWidth) × \(recording.pixelHeight) px, "
          + "\(recording.timeline.frameCount) frames:")
      try measure(
        distinct: recording.timeline.frameCount, frames: recording.timeline.frameCount,
        render: { index in try recording.render(displayFrame: index) },
        write: { path, format in try recording.write(to: path, format: format) })
    } catch {
      print("animation: failed: \(error)")
    }
  }

  /// The first frame of each distinct picture.
  static func distinctPictures(_ timeline: AnimationTimeline) -> [Int] {
    var result: [Int] = []
    var previous: [Int]?
    for frame in 0..<timeline.frameCount where timeline.instant(frame).shown != previous {
      previous = timeline.instant(frame).shown
      result.append(frame)
    }
    return result
  }

  /// Draw alone, draw + PNG, and whole GIF and MP4 files, per distinct picture (and per frame
  /// of the file, when the file repeats pictures).
  static func measure(
    distinct: Int, frames: Int, render: (Int) throws -> RasterImage,
    write: (String, AnimationFormat) throws -> Void
  ) throws {
    let count = Double(distinct)
    var draw: [Double] = []
    var png: [Double] = []
    var gif: [Double] = []
    var mp4: [Double] = []
    var pngBytes = 0
    let gifPath = "/tmp/curvescope-bench-animation.gif"
    let mp4Path = "/tmp/curvescope-bench-animation.mp4"
    for _ in 0..<3 {
      draw.append(try seconds { for index in 0..<distinct { _ = try render(index) } })
      png.append(
        try seconds {
          pngBytes = 0
          for index in 0..<distinct { pngBytes += try render(index).encodedPNG().count }
        })
      gif.append(try seconds { try write(gifPath, .gif) })
      mp4.append(try seconds { try write(mp4Path, .mp4) })
    }
    func report(_ name: String, _ samples: [Double], _ note: String, perFrame: Bool = false) {
      let median = PlotBenchmarks.median(samples) * 1000
      let file =
        perFrame && frames != distinct
        ? " · \(format(median / Double(frames))) ms a file frame (\(frames))" : ""
      PlotBenchmarks.line(
        name, median / count, "best \(format((samples.min() ?? 0) * 1000 / count)) ms\(file)\(note)"
      )
    }
    report("draw (Cairo), one core", draw, "")
    report(
      "draw + PNG (libpng, level 2), one core", png, " · \(pngBytes / distinct / 1024) KiB a frame")
    report(
      "GIF file, drawing on every core", gif, " · \(fileSize(gifPath) / 1024) KiB in all",
      perFrame: true)
    report(
      "MP4 file (libx264 medium, CRF 18), every core", mp4,
      " · \(fileSize(mp4Path) / 1024) KiB in all", perFrame: true)
  }

  private static func seconds(_ body: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  private static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  private static func fileSize(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }
}

import CurveScope
import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The recording the video benchmarks time: 10 s at 120 fps, 1170 × 2532 H.264 (an iPhone 12's
/// screen at 3×), written once by `VideoWriter` into /tmp.
///
/// It is drawn like a bug report's screen recording: the chat at rest for 1 s, the keyboard shown
/// (curve 7, 336 pt) with a bar animated with the reported duration and the default curve (the
/// desync), 3 s of typing (the caret blinks), hidden, shown again at 6 s and hidden at 8.5 s;
/// every frame from the simulation of those four notifications.
enum BenchRecording {
  /// Where it is written.
  static let path = "/tmp/curvescope-bench-session-1170x2532-120fps-10s.mp4"

  /// Writes the recording unless it exists.
  static func makeIfNeeded() throws {
    var status = stat()
    if stat(path, &status) == 0, status.st_size > 0 { return }
    print("  writing \(path) (once) …")
    let hidden = Rect(x: 0, y: 844, width: 390, height: 336)
    let shown = Rect(x: 0, y: 508, width: 390, height: 336)
    let events = [0.0, 3.0, 5.0, 7.5].enumerated().map { index, time in
      let show = index.isMultiple(of: 2)
      return KeyboardEvent(
        time: time, kind: show ? .willShow : .willHide, frameBegin: show ? hidden : shown,
        frameEnd: show ? shown : hidden)
    }
    let scenario = try Scenario(
      name: "session", title: "Bench session", screenWidth: 390, screenHeight: 844,
      events: events)
    let analysis = try SyncAnalysis(
      scenario: scenario, strategy: .reportedDuration, clock: FrameClock(.hz120))
    let screen = try PhoneScreen(width: 390, height: 844, keyboardHeight: 336, scale: 3)
    let writer = try VideoWriter(
      path: path, width: 1170, height: 2532,
      settings: VideoWriterSettings(preset: "veryfast", framesPerSecond: 120))
    for index in 0..<1200 {
      // The first notification 1 s into the recording.
      let seconds = Double(index) / 120 - 1
      let raster = try screen.render(
        PhoneScreenState(
          timeMilliseconds: Double(index) * 1000 / 120,
          keyboardTop: seconds < 0 ? 844 : analysis.keyboardTop(at: seconds),
          barBottom: seconds < 0 ? 844 : analysis.barBottom(at: seconds)))
      try writer.append(
        try PixelImage(
          width: raster.width, height: raster.height, layout: .bgra, bytes: raster.bytes),
        timeMilliseconds: Double(index) * 1000 / 120)
    }
    try writer.finish()
  }
}

import CurveScope
import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo
import Foundation

/// Simulate → draw each frame → H.264 → decode → detect → points, for one configuration.
struct ClosedLoop {
  /// How frames are timed.
  enum Timing: String, Sendable, CaseIterable {
    /// Every frame of a 60 Hz simulation.
    case hz60 = "60 fps"
    /// Every frame of a 120 Hz simulation.
    case hz120 = "120 fps"
    /// A 120 Hz simulation with frames dropped irregularly (intervals of 8.3, 16.7 and 25 ms),
    /// as iPhone recordings have.
    case variable = "VFR"
  }

  var strategy: InputBarStrategy
  var timing: Timing
  var appearance: ScreenAppearance
  var scale: Double

  /// The screen in points: a real iPhone at each scale (so the scale is inferred from the
  /// recording's size), with its keyboard height (CurveScope's KeyboardFacts article).
  var device: (width: Double, height: Double, keyboard: Double) {
    scale == 2 ? (414, 896, 346) : (375, 812, 291)
  }

  /// One simulated frame: when, and where the keyboard's top and the bar's bottom were.
  struct Frame {
    var timeMilliseconds: Double
    var keyboardTop: Double
    var barBottom: Double
  }

  /// The simulated frames this configuration records.
  func simulatedFrames() throws -> [Frame] {
    let clock = FrameClock(timing == .hz60 ? .hz60 : .hz120)
    let scenario = try Scenario.defaultShow(
      keyboardHeight: device.keyboard, screenWidth: device.width, screenHeight: device.height)
    let analysis = try SyncAnalysis(scenario: scenario, strategy: strategy, clock: clock)
    let frames = analysis.series().frames.map { frame in
      Frame(
        timeMilliseconds: frame.timeMilliseconds, keyboardTop: frame.keyboardTop ?? .nan,
        barBottom: frame.barBottom ?? .nan)
    }
    guard timing == .variable else { return frames }
    // Drop frames in an irregular pattern (never the first or last).
    let pattern = [false, true, false, false, true, true, false, false, false, true, false]
    return frames.enumerated().filter { index, _ in
      index == 0 || index == frames.count - 1 || !pattern[index % pattern.count]
    }.map(\.element)
  }

  /// The screen drawn.
  func screen() throws -> PhoneScreen {
    try PhoneScreen(
      width: device.width, height: device.height, appearance: appearance,
      keyboardHeight: device.keyboard, scale: scale)
  }

  /// Writes the recording to `path`.
  func record(_ frames: [Frame], to path: String) throws {
    let screen = try screen()
    var writer: VideoWriter?
    for frame in frames {
      let raster = try screen.render(
        PhoneScreenState(
          timeMilliseconds: frame.timeMilliseconds, keyboardTop: frame.keyboardTop,
          barBottom: frame.barBottom))
      let image = try PixelImage(
        width: raster.width, height: raster.height, layout: .bgra, bytes: raster.bytes)
      if writer == nil {
        writer = try VideoWriter(
          path: path, width: raster.width, height: raster.height,
          settings: VideoWriterSettings(preset: "veryfast"))
      }
      try writer?.append(image, timeMilliseconds: frame.timeMilliseconds)
    }
    try writer?.finish()
  }

  /// Measures the recording with `curvescope measure --json` (with `--pixels-per-point` when given).
  static func measure(_ path: String, scale: Double?) throws -> MeasureRun {
    let run = try MeasureRun(path, scale.map { ["--pixels-per-point", "\($0)"] } ?? [])
    guard run.code == 0 else {
      throw ToolFailure(message: "measure exited \(run.code): \(run.standardError)")
    }
    return run
  }
}

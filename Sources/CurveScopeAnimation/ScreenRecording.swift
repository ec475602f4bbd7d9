package import CurveScopeCairo
import CurveScopeChart
import CurveScopeDetection
package import CurveScopeMeasure
package import CurveScopeOutput
package import CurveScopePlot
package import CurveScopeSupport
import CurveScopeVideo

/// A measured motion as a plain phone screen, the way a screen recording shows it: the app, the
/// input bar and the keyboard at every display frame, with no marks — what `measure` reads back.
///
/// By default every display frame becomes one video frame at its own time (a recording of a
/// variable-rate series keeps its variable rate), in real time, at the pixel size a known
/// iPhone records (375 × 812 pt at 3×: 1125 × 2436); a frame rate samples the screen at a
/// constant rate instead (the latest display frame at each instant), and a slow-motion factor
/// stretches the times. One frame can also be written as a still image.
package struct ScreenRecording: Sendable {
  /// The motion shown.
  package let measurement: SyncMeasurement
  /// Pixels per point.
  package let scale: Double
  /// When each frame plays.
  package let timeline: AnimationTimeline

  let screen: SeriesScreen

  /// The pixels per point a screen may be drawn at.
  package static let scaleRange = NumberRange.closed(1, 4)

  /// Plans the recording.
  /// - Parameters:
  ///   - slowMotion: times slower than real time (``AnimationSettings/slowMotionRange``).
  ///   - framesPerSecond: a constant output rate (``AnimationSettings/framesPerSecondRange``),
  ///     or `nil` for one frame per display frame.
  ///   - scale: pixels per point (``scaleRange``), or `nil` for the known iPhone screen of this
  ///     size's recording scale (3 when the size is not an iPhone's).
  ///   - holdMilliseconds: how long the last frame lasts (``AnimationSettings/pauseRange``).
  /// - Throws: ``AnimationError`` for a setting out of range or too much work;
  ///   `ScreenDrawingError` for a screen that cannot be drawn.
  package init(
    _ measurement: SyncMeasurement, slowMotion: Double = 1, framesPerSecond: Double? = nil,
    scale: Double? = nil, appearance: ScreenAppearance = .light, holdMilliseconds: Double = 1000
  ) throws {
    let series = measurement.series
    let scale = scale ?? Self.recordingScale(width: series.screenWidth, height: series.screenHeight)
    guard Self.scaleRange.contains(scale) else {
      throw AnimationError(
        .setting(name: "scale", value: scale, range: Self.scaleRange, unit: "pixels per point"))
    }
    let checked = try AnimationSettings(
      slowMotion: slowMotion, framesPerSecond: framesPerSecond ?? 30, scale: scale,
      appearance: appearance, leadInMilliseconds: 0, holdMilliseconds: holdMilliseconds)
    self.measurement = measurement
    self.scale = scale
    timeline = try AnimationTimeline(
      seriesTimes: [series.frames.map(\.timeMilliseconds)],
      sampling: framesPerSecond.map { .constantRate(framesPerSecond: $0) } ?? .displayFrames,
      slowMotion: checked.slowMotion, leadInMilliseconds: 0,
      holdMilliseconds: checked.holdMilliseconds)
    screen = try SeriesScreen(series, appearance: appearance, scale: scale)
    try AnimationLimits.check(
      width: pixelWidth, height: pixelHeight, frames: timeline.frameCount,
      remedies: AnimationRemedy.available(
        slowMotion: checked.slowMotion, framesPerSecond: framesPerSecond, scale: scale,
        minimumScale: 1))
  }

  /// The screen of `measurement` for stills (``writeStill(frame:to:format:)``,
  /// ``render(displayFrame:)``): no animation is planned, so a series of any length (a
  /// million-frame trace) can show one of its frames; ``timeline`` holds its first frame only.
  /// - Throws: ``AnimationError`` for a scale out of range; `ScreenDrawingError` for a screen
  ///   that cannot be drawn.
  package init(
    still measurement: SyncMeasurement, scale: Double? = nil,
    appearance: ScreenAppearance = .light
  ) throws {
    let series = measurement.series
    let scale = scale ?? Self.recordingScale(width: series.screenWidth, height: series.screenHeight)
    guard Self.scaleRange.contains(scale) else {
      throw AnimationError(
        .setting(name: "scale", value: scale, range: Self.scaleRange, unit: "pixels per point"))
    }
    self.measurement = measurement
    self.scale = scale
    timeline = try AnimationTimeline(
      seriesTimes: [[series.frames.first?.timeMilliseconds ?? 0]], sampling: .displayFrames,
      slowMotion: 1, leadInMilliseconds: 0, holdMilliseconds: 0)
    screen = try SeriesScreen(series, appearance: appearance, scale: scale)
    try AnimationLimits.check(
      width: pixelWidth, height: pixelHeight, frames: 1, remedies: [.scale])
  }

  /// The recording scale of the iPhone whose screen is `width` × `height` points, else 3.
  package static func recordingScale(width: Double, height: Double) -> Double {
    IPhoneScreen.all.first { $0.width == width && $0.height == height }?.recordingScale ?? 3
  }

  /// Width of every frame, in pixels.
  package var pixelWidth: Int { Int((screen.screen.width * scale).rounded()) }
  /// Height of every frame, in pixels.
  package var pixelHeight: Int { Int((screen.screen.height * scale).rounded()) }

  /// The phone screen drawn.
  package var phoneScreen: PhoneScreen { screen.screen }

  /// The screen's state at display frame `index` of the series (clamped).
  package func state(frame index: Int) -> PhoneScreenState {
    screen.state(max(0, min(measurement.series.frames.count - 1, index)))
  }

  /// The display frame on screen at `milliseconds`: the latest at or before it, the first one
  /// before the series starts.
  package func frame(atMilliseconds milliseconds: Double) -> Int {
    AnimationTimeline.latest(
      measurement.series.frames.map(\.timeMilliseconds), atOrBefore: milliseconds)
  }

  /// The frame that shows the worst desync: the deepest overlap or the widest gap, whichever is
  /// larger (the overlap on a tie), as the summary reports them; in sync, the frame nearest the
  /// keyboard's half-travel crossing; else the first frame.
  package static func worstFrame(_ measurement: SyncMeasurement) -> Int {
    let summary = measurement.summary
    let frames = measurement.series.frames
    let time: Double?
    if summary.maxOverlapPoints > 0 || summary.maxGapPoints > 0 {
      time =
        summary.maxOverlapPoints >= summary.maxGapPoints
        ? summary.maxOverlapAtMilliseconds : summary.maxGapAtMilliseconds
    } else {
      time = measurement.halfTravel?.keyboardMilliseconds
    }
    guard let time else { return 0 }
    var best = 0
    for (index, frame) in frames.enumerated()
    where abs(frame.timeMilliseconds - time) < abs(frames[best].timeMilliseconds - time) {
      best = index
    }
    return best
  }

  /// Draws display frame `index` of the series.
  /// - Throws: `ScreenDrawingError`, `CairoError`.
  package func render(displayFrame index: Int) throws -> RasterImage {
    try screen.screen.render(state(frame: index))
  }

  /// Writes display frame `index` as PNG, SVG or PDF, atomically.
  /// - Throws: `FigureOutputError`, `ScreenDrawingError`, `CairoError`.
  package func writeStill(frame index: Int, to path: String, format: OutputFormat) throws {
    try screen.screen.write(state(frame: index), to: path, format: format)
  }

  /// Writes the recording as an MP4 or a GIF, atomically.
  /// - Throws: `VideoWriteError` (nothing is then left under `path`), `ScreenDrawingError`,
  ///   `CairoError`.
  package func write(
    to path: String, format: AnimationFormat, progress: AnimationProgress? = nil
  ) throws {
    let target = try AnimationTarget.destination(of: path)
    let plan = FramePlan(timeline)
    // The GIF palette's key frames, dropped once it is made (memory stays a batch of frames).
    var samples: [Int: RasterImage] = [:]
    let worst = timeline.firstInstant(showing: Self.worstFrame(measurement), ofSeries: 0)
    for output in Set([0, timeline.frameCount - 1] + (worst.map { [$0] } ?? []))
    where format == .gif {
      let index = plan.distinctIndex[output]
      samples[index] = try render(displayFrame: timeline.instant(plan.distinct[index]).shown[0])
    }
    let palette = screen.screen.appearance.palette
    let encoder = try AnimationEncoder(
      path: target, format: format, width: pixelWidth, height: pixelHeight,
      samples: Array(samples.values),
      flatColors: [
        palette.background, palette.barBackground, palette.keyboardBackground, palette.key,
        palette.functionKey, palette.accent, palette.receivedBubble, palette.text,
        palette.separator, palette.fieldFill,
      ],
      framesPerSecond: timeline.nominalFramesPerSecond)
    samples.removeAll()
    let screen = self.screen
    try plan.encode(
      into: encoder, frameBytes: pixelWidth * pixelHeight * 4, progress: progress
    ) { instant in
      try screen.screen.render(screen.state(instant.shown[0]))
    }
    try encoder.finish(endMilliseconds: timeline.playbackEndMilliseconds)
  }
}

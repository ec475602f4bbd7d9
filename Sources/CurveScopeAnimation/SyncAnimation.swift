package import CurveScopeCairo
package import CurveScopeChart
import CurveScopeChartLayout
package import CurveScopeMeasure
package import CurveScopeOutput
import CurveScopePlot

/// A measured motion as a slow-motion screen animation: one phone per measurement, side by side
/// and labelled with its strategy and verdict, each showing its display frames as a screen
/// recording would (the app, the bar, the keyboard), with the keyboard's top edge, the input bar,
/// the overlap and the gap marked in the figures' palette; a counter gives the time of the frame
/// on screen, in ms, and a bar the progress.
///
/// Every number drawn comes from the measurements (frame values and summaries); the animation
/// only decides when each display frame plays (``AnimationTimeline``, constant rate). The work is
/// bounded before anything is drawn (``AnimationLimits``).
package struct SyncAnimation: Sendable {
  /// The measurements, one phone each, in order.
  package let measurements: [SyncMeasurement]
  /// The settings.
  package let settings: AnimationSettings
  /// When each frame plays and what it shows.
  package let timeline: AnimationTimeline
  /// The figure's colours (keyboard, bar, overlap, gap, text).
  package let theme: Theme

  let screens: [SeriesScreen]
  let layout: AnimationLayout

  /// Plans the animation of `measurements` (one scenario and clock).
  /// - Throws: ``AnimationError`` for no measurements, more than
  ///   ``AnimationLimits/maximumPhones``, measurements of different scenarios or clocks, or more
  ///   work than ``AnimationLimits`` allow; `ScreenDrawingError` for a screen that cannot be
  ///   drawn; `CairoError` when text cannot be measured.
  package init(
    _ measurements: [SyncMeasurement], settings: AnimationSettings = .standard,
    theme: Theme = .standard
  ) throws {
    guard let first = measurements.first else { throw AnimationError(.noMeasurements) }
    guard measurements.count <= AnimationLimits.maximumPhones else {
      throw AnimationError(
        .tooManyPhones(count: measurements.count, limit: AnimationLimits.maximumPhones))
    }
    for other in measurements.dropFirst() where !other.series.isComparable(with: first.series) {
      throw AnimationError(
        .notComparable(barName: other.series.barName, firstBarName: first.series.barName))
    }
    self.measurements = measurements
    self.settings = settings
    self.theme = theme
    timeline = try AnimationTimeline(
      seriesTimes: measurements.map { $0.series.frames.map(\.timeMilliseconds) },
      sampling: .constantRate(framesPerSecond: settings.framesPerSecond),
      slowMotion: settings.slowMotion, leadInMilliseconds: settings.leadInMilliseconds,
      holdMilliseconds: settings.holdMilliseconds)
    screens = try measurements.map {
      try SeriesScreen(
        $0.series, appearance: settings.appearance, scale: settings.scale,
        contentFollowsBar: false)
    }
    layout = AnimationLayout(
      count: measurements.count, screenWidth: first.series.screenWidth,
      screenHeight: first.series.screenHeight, scale: settings.scale, theme: theme,
      measurer: try CairoTextMeasurer())
    try AnimationLimits.check(
      width: layout.pixelWidth, height: layout.pixelHeight, frames: timeline.frameCount,
      remedies: AnimationRemedy.available(
        slowMotion: settings.slowMotion, framesPerSecond: settings.framesPerSecond,
        scale: settings.scale, minimumScale: 0.5,
        phones: measurements.count))
  }

  /// Width of every frame, in pixels.
  package var pixelWidth: Int { layout.pixelWidth }
  /// Height of every frame, in pixels.
  package var pixelHeight: Int { layout.pixelHeight }

  /// Where phone `index`'s screen is drawn, in pixels: x, y, width, height (whole pixels
  /// at scales that make the screen a whole number of pixels).
  package func phoneRect(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
    let rect = layout.phones[index]
    let scale = layout.scale
    return (
      Int((rect.x * scale).rounded()), Int((rect.y * scale).rounded()),
      Int((rect.width * scale).rounded()), Int((rect.height * scale).rounded())
    )
  }

  /// Draws frame `index` of the timeline.
  /// - Throws: `ScreenDrawingError`, `CairoError`.
  package func render(frame index: Int) throws -> RasterImage {
    try render(timeline.instant(index))
  }

  /// Draws one instant.
  func render(_ instant: AnimationTimeline.Instant) throws -> RasterImage {
    let options = try RenderOptions(
      pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, scale: layout.scale)
    return try RasterImage.render(options: options) { renderer, _, _ in
      try draw(instant, on: renderer)
    }
  }

  /// Writes the animation as a GIF or an MP4, atomically.
  /// - Throws: `VideoWriteError` when the file cannot be written (nothing is then left under
  ///   `path`), `ScreenDrawingError`, `CairoError`.
  ///
  /// Memory is bounded by the frame size: a batch of frames waits to be encoded (``FramePlan``),
  /// the GIF palette's key frames are dropped once it is made (and drawn again in turn), and
  /// the H.264 encoder keeps its frames within a budget (`X264MemoryPlan`). `progress` hears
  /// the frames written so far and the total.
  package func write(
    to path: String, format: AnimationFormat, progress: AnimationProgress? = nil
  ) throws {
    let target = try AnimationTarget.destination(of: path)
    let plan = FramePlan(timeline)
    let encoder = try AnimationEncoder(
      path: target, format: format, width: pixelWidth, height: pixelHeight,
      samples: format == .gif ? Array(try sampleImages(plan).values) : [],
      flatColors: flatColors, framesPerSecond: settings.framesPerSecond)
    try plan.encode(
      into: encoder, frameBytes: pixelWidth * pixelHeight * 4, progress: progress
    ) { try render($0) }
    try encoder.finish(endMilliseconds: timeline.playbackEndMilliseconds)
  }

  /// The key frames a GIF's palette is made from: the first, each phone's deepest overlap and
  /// widest gap, and the last, by their distinct-state index in `plan`.
  func sampleImages(_ plan: FramePlan) throws -> [Int: RasterImage] {
    var wanted = [0, plan.distinct.count - 1]
    for (series, measurement) in measurements.enumerated() {
      let summary = measurement.summary
      for time in [summary.maxOverlapAtMilliseconds, summary.maxGapAtMilliseconds] {
        guard let time,
          let frame = measurement.series.frames.firstIndex(where: { $0.timeMilliseconds == time }),
          let output = timeline.firstInstant(showing: frame, ofSeries: series)
        else { continue }
        wanted.append(plan.distinctIndex[output])
      }
    }
    var images: [Int: RasterImage] = [:]
    for index in Set(wanted) {
      images[index] = try render(timeline.instant(plan.distinct[index]))
    }
    return images
  }

  /// The colours drawn flat: the theme's marks and text, the screens' surfaces.
  var flatColors: [Color] {
    let screen = settings.appearance.palette
    return [
      theme.background, theme.text, theme.secondaryText, theme.keyboard, theme.bar, theme.overlap,
      theme.gap, AnimationDrawing.ink(theme.overlap), AnimationDrawing.ink(theme.gap),
      AnimationDrawing.track, AnimationDrawing.frameColor, screen.background, screen.barBackground,
      screen.keyboardBackground, screen.key, screen.functionKey, screen.accent,
      screen.receivedBubble, screen.text, screen.separator, screen.fieldFill,
    ]
  }
}

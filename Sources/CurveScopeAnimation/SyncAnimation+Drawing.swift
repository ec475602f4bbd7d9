import CurveScopeChart
import CurveScopeChartRender
import CurveScopeMeasure
import CurveScopePlot
import CurveScopeSupport

extension SyncAnimation {
  /// Draws one instant: header with counter and progress, then each phone with its marks,
  /// labels and readout, then the legend.
  func draw(_ instant: AnimationTimeline.Instant, on renderer: any Renderer) throws {
    try renderer.fillRect(
      Rect(x: 0, y: 0, width: layout.width, height: layout.height), color: theme.background)
    try drawHeader(on: renderer)
    try drawClock(instant, on: renderer)
    for (index, screen) in screens.enumerated() {
      let rect = layout.phones[index]
      let measurement = measurements[index]
      let shown = instant.shown[index]
      let frame = measurement.series.frames[shown]
      let offset = OffsetRenderer(renderer, dx: rect.x, dy: rect.y)
      try screen.screen.draw(on: offset, state: screen.state(shown, snappedTo: layout.scale))
      try offset.pushClip(Rect(x: 0, y: 0, width: rect.width, height: rect.height))
      try AnimationDrawing.marks(
        frame, series: measurement.series, barHeight: screen.screen.barHeight,
        scale: layout.scale, theme: theme, on: offset)
      try offset.popClip()
      var border = Path()
      border.addRect(
        Rect(x: rect.x - 0.5, y: rect.y - 0.5, width: rect.width + 1, height: rect.height + 1))
      try renderer.stroke(border, style: LineStyle(color: AnimationDrawing.frameColor, width: 1))
      try drawLabels(measurement, frame: frame, in: rect, on: renderer)
    }
    try drawLegend(on: renderer)
  }

  /// The title and the scenario's line (the same in every frame).
  private func drawHeader(on renderer: any Renderer) throws {
    let margin = AnimationLayout.margin
    let font = AnimationLayout.Font.self
    let text = layout.text
    try renderer.drawText(
      measurements[0].series.title, at: Point(x: margin, y: margin),
      style: TextStyle(
        size: font.title * text, weight: .bold, color: theme.text, verticalAnchor: .top))
    try renderer.drawText(
      subtitle, at: Point(x: margin, y: margin + 25 * text),
      style: TextStyle(
        size: font.subtitle * text, color: theme.secondaryText, verticalAnchor: .top))
  }

  /// Under the phones (next to what moves, so that a GIF's changed rectangle stays small): the
  /// progress bar, the counter with the time of the frame on screen, and the frame number.
  private func drawClock(_ instant: AnimationTimeline.Instant, on renderer: any Renderer) throws {
    let margin = AnimationLayout.margin
    let font = AnimationLayout.Font.self
    let text = layout.text
    let top = layout.clockTop
    let span = timeline.endMilliseconds - timeline.startMilliseconds
    let done = span > 0 ? (instant.counterMilliseconds - timeline.startMilliseconds) / span : 1
    let track = Rect(x: margin, y: top, width: layout.width - 2 * margin, height: 4)
    try renderer.fillRect(track, color: AnimationDrawing.track)
    try renderer.fillRect(
      Rect(x: track.x, y: track.y, width: track.width * min(1, max(0, done)), height: 4),
      color: AnimationDrawing.frameColor)
    try renderer.drawText(
      "t = \(NumberText.reading(instant.counterMilliseconds, minus: .typographic)) ms",
      at: Point(x: margin, y: top + 10 * text),
      style: TextStyle(
        size: font.counter * text, weight: .bold, color: theme.text, verticalAnchor: .top))
    try renderer.drawText(
      frameNote(instant), at: Point(x: layout.width - margin, y: top + 16 * text),
      style: TextStyle(
        size: font.counterNote * text, color: theme.secondaryText, horizontalAnchor: .trailing,
        verticalAnchor: .top))
  }

  /// `show-375x812-291 · 120 Hz · 8× slow motion · tolerance 1 pt`.
  private var subtitle: String {
    let first = measurements[0]
    let summary = first.summary
    let rate = NumberText.reading(summary.frameRate, minus: .typographic)
    let clock =
      first.series.provenance.isRecorded ? "recorded, median \(rate) Hz" : "\(rate) Hz display"
    let slow = NumberText.reading(settings.slowMotion, minus: .typographic)
    let tolerance = NumberText.reading(summary.tolerancePoints, decimals: 2, minus: .typographic)
    return "\(first.series.name) · \(clock) · \(slow)× slow motion · tolerance \(tolerance) pt"
  }

  /// `frame 12 of 73` for the series whose frame is on screen (the longest on a tie).
  private func frameNote(_ instant: AnimationTimeline.Instant) -> String {
    var best: (shown: Int, count: Int)?
    for (index, measurement) in measurements.enumerated() {
      let frames = measurement.series.frames
      let shown = instant.shown[index]
      guard frames[shown].timeMilliseconds == instant.counterMilliseconds else { continue }
      if frames.count > best?.count ?? -1 { best = (shown, frames.count) }
    }
    let frame = best.map { " · frame \($0.shown + 1) of \($0.count)" } ?? ""
    return "playing \(NumberText.reading(settings.slowMotion, minus: .typographic))× slower\(frame)"
  }

  /// The strategy's name and verdict above the phone; the frame's readout below.
  private func drawLabels(
    _ measurement: SyncMeasurement, frame: SeriesFrame, in rect: Rect, on renderer: any Renderer
  ) throws {
    let font = AnimationLayout.Font.self
    let text = layout.text
    let labelHeight = AnimationLayout.labelHeight * text
    let top = rect.y - labelHeight
    try renderer.pushClip(
      Rect(x: rect.x - 10, y: top - 2, width: rect.width + 20, height: labelHeight))
    try renderer.drawText(
      measurement.series.barName, at: Point(x: rect.x, y: top + 2 * text),
      style: TextStyle(
        size: font.name * text, weight: .bold, color: theme.text, verticalAnchor: .top))
    let summary = measurement.summary
    try renderer.drawText(
      SyncVerdict.short(summary), at: Point(x: rect.x, y: top + 22 * text),
      style: TextStyle(
        size: font.verdict * text, color: summary.isInSync ? theme.secondaryText : theme.text,
        verticalAnchor: .top))
    try renderer.popClip()
    let readout = AnimationDrawing.readout(
      frame, tolerance: summary.tolerancePoints, theme: theme)
    try renderer.pushClip(
      Rect(
        x: rect.x - 10, y: rect.y + rect.height, width: rect.width + 20,
        height: AnimationLayout.readoutHeight * text))
    try renderer.drawText(
      readout.text, at: Point(x: rect.x + rect.width / 2, y: rect.y + rect.height + 8 * text),
      style: TextStyle(
        size: font.readout * text, weight: .bold, color: readout.color, horizontalAnchor: .center,
        verticalAnchor: .top))
    try renderer.popClip()
  }

  /// The legend's swatches and labels.
  private func drawLegend(on renderer: any Renderer) throws {
    let text = layout.text
    for item in layout.legend {
      let swatch = Rect(
        x: item.origin.x, y: item.origin.y + 3 * text, width: 20 * text, height: 12 * text)
      switch item.swatch {
      case .line(let color):
        try renderer.fillRect(
          Rect(x: swatch.x, y: swatch.midY - 1.5, width: swatch.width, height: 3), color: color)
      case .outline(let color):
        var path = Path()
        path.addRect(
          Rect(
            x: swatch.x + 1.5, y: swatch.y + 1.5, width: swatch.width - 3,
            height: swatch.height - 3))
        try renderer.stroke(path, style: LineStyle(color: color, width: 3))
      case .box(let color):
        try renderer.fillRect(swatch, color: color)
      }
      try renderer.drawText(
        item.label, at: Point(x: swatch.x + 26 * text, y: swatch.midY),
        style: TextStyle(
          size: AnimationLayout.Font.legend * text, color: theme.text, verticalAnchor: .middle))
    }
  }
}

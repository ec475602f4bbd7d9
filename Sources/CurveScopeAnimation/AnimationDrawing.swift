import CurveScopeChart
import CurveScopeChartRender
import CurveScopeMeasure
import CurveScopeSupport

/// The marks an annotated animation draws over a phone screen, and the colours it adds to the
/// theme's.
enum AnimationDrawing {
  /// The progress bar's track.
  static let track = Color(hex: 0xE3E3E3)
  /// The line around each phone, and the progress bar's fill.
  static let frameColor = Color(hex: 0x555555)
  /// The width of the keyboard's edge line and the bar's outline, in points.
  static let markWidth = 3.0

  /// A darker shade of a fill colour for text on white (the figures' ink).
  static func ink(_ color: Color) -> Color {
    color.mixed(with: .okabeItoBlack, fraction: 0.45)
  }

  /// Marks one phone's frame, in the screen's own points: the overlap or gap band between the
  /// keyboard's top and the bar's bottom (plus the margin), the keyboard's top edge and the
  /// bar's outline, each edge on whole pixels at `scale` as the screen under them. Nothing is
  /// drawn for an edge the frame did not see.
  static func marks(
    _ frame: SeriesFrame, series: FrameSeries, barHeight: Double, scale: Double, theme: Theme,
    on renderer: any Renderer
  ) throws {
    let width = series.screenWidth
    func snapped(_ value: Double?) -> Double? { value.map { ($0 * scale).rounded() / scale } }
    let keyboardTop = snapped(frame.keyboardTop)
    let barBottom = snapped(frame.barBottom)
    if let keyboardTop, let barBottom, let gap = frame.gap, gap != 0 {
      let wanted = barBottom + series.margin
      let top = min(keyboardTop, wanted)
      try renderer.fillRect(
        Rect(x: 0, y: top, width: width, height: abs(wanted - keyboardTop)),
        color: gap < 0 ? theme.overlap : theme.gap)
    }
    if let keyboardTop, keyboardTop < series.screenHeight {
      try renderer.fillRect(
        Rect(x: 0, y: keyboardTop - markWidth / 2, width: width, height: markWidth),
        color: theme.keyboard)
    }
    if let barBottom {
      var outline = Path()
      outline.addRect(
        Rect(
          x: markWidth / 2, y: barBottom - barHeight + markWidth / 2, width: width - markWidth,
          height: barHeight - markWidth))
      try renderer.stroke(outline, style: LineStyle(color: theme.bar, width: markWidth))
    }
  }

  /// What the frame shows, in words and colour: `keyboard covers 12.3 pt of the bar`, `blank
  /// gap 4.1 pt`, `in sync`, `within tolerance (0.4 pt)`, or that an edge was not seen.
  static func readout(_ frame: SeriesFrame, tolerance: Double, theme: Theme) -> (
    text: String, color: Color
  ) {
    guard let gap = frame.gap else {
      let missing = frame.keyboardTop == nil ? "keyboard" : "bar"
      return ("\(missing) edge not seen in this frame", theme.secondaryText)
    }
    let size = NumberText.reading(abs(gap), minus: .typographic)
    if abs(gap) > tolerance {
      return gap < 0
        ? ("keyboard covers \(size) pt of the bar", ink(theme.overlap))
        : ("blank gap \(size) pt", ink(theme.gap))
    }
    return gap == 0
      ? ("in sync", theme.secondaryText) : ("within tolerance (\(size) pt)", theme.secondaryText)
  }
}

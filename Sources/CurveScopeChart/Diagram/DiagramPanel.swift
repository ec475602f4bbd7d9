public import CurveScopeSupport

/// A free-form panel of rectangles, lines and text in plain coordinates (the filmstrip, the
/// option bit-field diagram).
///
/// `bounds` (diagram units, y downward) is mapped onto the panel with one uniform scale, centred,
/// so squares stay square; text sizes are in points and do not scale.
public struct DiagramPanel: Sendable {
  /// The panel title drawn above the diagram; `nil` draws none.
  public var title: String?
  /// The region of diagram coordinates to show.
  public var bounds: Rect
  /// The shapes, drawn in order.
  public var shapes: [DiagramShape]
  /// Legend entries (colour and label) drawn below the diagram.
  public var legendEntries: [LegendEntry]

  /// Creates a diagram panel.
  public init(
    title: String? = nil, bounds: Rect, shapes: [DiagramShape] = [],
    legendEntries: [LegendEntry] = []
  ) {
    self.title = title
    self.bounds = bounds
    self.shapes = shapes
    self.legendEntries = legendEntries
  }
}

public import CurveScopeChart
public import CurveScopeSupport

/// A laid-out diagram panel: the uniform map from diagram units to points.
///
/// `point = (origin.x + (u − bounds.x) · scale, origin.y + (v − bounds.y) · scale)`.
public struct DiagramLayout: Sendable, Equatable {
  /// The panel's slot.
  public var frame: Rect
  /// The panel title.
  public var title: TextBox?
  /// Where the diagram's bounds land, in points.
  public var area: Rect
  /// Points per diagram unit.
  public var scale: Double
  /// The diagram's bounds.
  public var bounds: Rect
  /// The legend row below the diagram.
  public var legend: LegendLayout?

  /// The point for a diagram coordinate.
  public func point(_ p: DataPoint) -> Point {
    Point(x: area.x + (p.x - bounds.x) * scale, y: area.y + (p.y - bounds.y) * scale)
  }

  /// The rectangle in points for a diagram rectangle.
  public func rect(_ r: Rect) -> Rect {
    Rect(
      x: area.x + (r.x - bounds.x) * scale, y: area.y + (r.y - bounds.y) * scale,
      width: r.width * scale, height: r.height * scale)
  }
}

public import CurveScopeSupport

/// One element of a diagram panel, in the diagram's own coordinates (y downward).
public enum DiagramShape: Sendable {
  /// A rectangle, filled and/or outlined, with optional rounded corners (radius in points).
  case rectangle(Rect, fill: Color?, stroke: LineStyle?, cornerRadius: Double)
  /// A polyline through the points.
  case line([DataPoint], style: LineStyle)
  /// An arrow from one point to another, with its head at `to`.
  case arrow(from: DataPoint, to: DataPoint, style: LineStyle)
  /// Text at a point; size in points regardless of the diagram's scale.
  case text(String, at: DataPoint, style: TextStyle)
  /// Text at a point moved by a fixed offset in points (x right, y down), so that lines of text
  /// stacked around one point stay apart at any scale.
  case offsetText(String, at: DataPoint, offset: Point, style: TextStyle)
}

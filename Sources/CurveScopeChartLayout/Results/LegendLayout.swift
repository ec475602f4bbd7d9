public import CurveScopeChart
public import CurveScopeSupport

/// A laid-out legend: its box and one row per entry.
public struct LegendLayout: Sendable, Equatable {
  /// One row: the swatch's box and the label.
  public struct Row: Sendable, Equatable {
    /// The entry shown.
    public var entry: LegendEntry
    /// Where the swatch is drawn.
    public var swatch: Rect
    /// The label.
    public var label: TextBox
  }

  /// Where the legend ended up.
  public enum Position: Sendable, Equatable {
    /// Inside the plot area at a corner.
    case inside(LegendPlacement.Corner)
    /// To the right of the plot area.
    case outsideRight
    /// Below a diagram.
    case below
  }

  /// The box (background and border).
  public var frame: Rect
  /// The rows, top to bottom.
  public var rows: [Row]
  /// The chosen position.
  public var position: Position
}

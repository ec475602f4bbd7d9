/// Where a panel's legend goes.
public enum LegendPlacement: Sendable, Equatable {
  /// A corner of the plot area.
  public enum Corner: String, Sendable, CaseIterable {
    /// Top right (tried first when corners tie).
    case topRight
    /// Top left.
    case topLeft
    /// Bottom right.
    case bottomRight
    /// Bottom left.
    case bottomLeft
  }

  /// The inside corner covering the least data; with `allowOutside`, to the right of the plot
  /// area when every corner covers some.
  case best(allowOutside: Bool)
  /// Inside the plot area at this corner.
  case inside(Corner)
  /// Outside the plot area, to its right (the plot area narrows to make room).
  case outsideRight
  /// No legend.
  case hidden
}

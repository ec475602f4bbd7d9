public import CurveScopeChart

/// One piece of a filled region: a closed polygon in data units and which side it is on.
public struct FillPolygon: Sendable, Equatable {
  /// True where the first boundary is at or above the second, false where below.
  public var isAbove: Bool
  /// The vertices: along the first boundary left to right, then the second right to left.
  public var points: [DataPoint]

  /// Creates a polygon.
  public init(isAbove: Bool, points: [DataPoint]) {
    self.isAbove = isAbove
    self.points = points
  }
}

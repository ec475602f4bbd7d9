/// A region filled between two boundaries, in one colour where the first is above the second and
/// optionally another where it is below (matplotlib's `fill_between` with `where=` twice).
///
/// Example: the gap panel fills `gap(t)` against the constant 0, in the gap colour where the gap
/// is positive (a blank strip) and the overlap colour where it is negative (keyboard covers bar).
public struct FillRegion: Sendable {
  /// One edge of the region.
  public enum Boundary: Sendable {
    /// A piecewise-linear curve through these points (in x order).
    case series([DataPoint])
    /// A step curve through these points (in x order): each value holds from its x until the
    /// next point's x, where the curve jumps (matplotlib `steps-post`); a value latched once per
    /// display frame, as a display-link follower shows it.
    case steps([DataPoint])
    /// A horizontal line at this y value.
    case constant(Double)

    /// The points of a series or step boundary (`nil` for a constant).
    public var points: [DataPoint]? {
      switch self {
      case .series(let points), .steps(let points): return points
      case .constant: return nil
      }
    }

    /// The vertices of the drawn edge: the points, with the corners of a step inserted.
    public var drawnPoints: [DataPoint] {
      switch self {
      case .series(let points): return points
      case .steps(let points):
        return Series(points: points, interpolation: .stepAfter).drawnPoints
      case .constant: return []
      }
    }
  }

  /// The first boundary.
  public var first: Boundary
  /// The second boundary.
  public var second: Boundary
  /// The colour where `first` ≥ `second` in data units.
  public var colorWhereAbove: Color
  /// The colour where `first` < `second`; `nil` uses `colorWhereAbove`.
  public var colorWhereBelow: Color?
  /// The legend label for the above part; `nil` leaves it out of the legend.
  public var labelWhereAbove: String?
  /// The legend label for the below part; `nil` leaves it out of the legend.
  public var labelWhereBelow: String?
  /// An outline drawn along the `first` boundary; `nil` draws none.
  public var edge: LineStyle?

  /// Creates a region filled in one colour (with an optional legend label).
  public init(
    between first: Boundary, and second: Boundary, color: Color, label: String? = nil,
    edge: LineStyle? = nil
  ) {
    self.first = first
    self.second = second
    self.colorWhereAbove = color
    self.colorWhereBelow = nil
    self.labelWhereAbove = label
    self.labelWhereBelow = nil
    self.edge = edge
  }

  /// Creates a region in two colours: one where `first` ≥ `second`, another where it is below.
  public init(
    between first: Boundary, and second: Boundary, above: Color, labelAbove: String?,
    below: Color, labelBelow: String?, edge: LineStyle? = nil
  ) {
    self.first = first
    self.second = second
    self.colorWhereAbove = above
    self.colorWhereBelow = below
    self.labelWhereAbove = labelAbove
    self.labelWhereBelow = labelBelow
    self.edge = edge
  }
}

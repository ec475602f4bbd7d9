/// A shaded band across the plot between two values of one axis (a tolerance band, a phase).
public struct Band: Sendable {
  /// Which axis the band's bounds are on.
  public enum Orientation: String, Hashable, Sendable {
    /// Horizontal band: y from `lower` to `upper`, across all x.
    case horizontal
    /// Vertical band: x from `lower` to `upper`, across all y.
    case vertical
  }

  /// The band's orientation.
  public var orientation: Orientation
  /// The lower bound in data units.
  public var lower: Double
  /// The upper bound in data units.
  public var upper: Double
  /// The fill colour (usually translucent).
  public var color: Color
  /// The legend label; `nil` leaves it out.
  public var label: String?

  /// Creates a band.
  public init(
    _ orientation: Orientation, from lower: Double, to upper: Double, color: Color,
    label: String? = nil
  ) {
    self.orientation = orientation
    self.lower = lower
    self.upper = upper
    self.color = color
    self.label = label
  }
}

/// One row of a legend: a swatch (line, marker or filled box) and its label.
public struct LegendEntry: Sendable, Equatable {
  /// What the swatch shows.
  public enum Swatch: Sendable, Equatable {
    /// A short line in this style, with an optional marker in its middle.
    case line(LineStyle, marker: MarkerStyle?)
    /// A marker alone.
    case marker(MarkerStyle)
    /// A filled box.
    case box(Color)
  }

  /// The swatch.
  public var swatch: Swatch
  /// The label.
  public var label: String

  /// Creates a legend entry.
  public init(_ label: String, swatch: Swatch) {
    self.label = label
    self.swatch = swatch
  }
}

/// A straight line across the plot at one value of an axis (zero gap, the keyboard's end y).
public struct ReferenceLine: Sendable {
  /// The line's bound axis: `.horizontal` is y = value, `.vertical` is x = value.
  public var orientation: Band.Orientation
  /// The value in data units.
  public var value: Double
  /// The stroke.
  public var style: LineStyle
  /// The legend label; `nil` leaves it out.
  public var label: String?
  /// A short text drawn at the line's end inside the plot (`"end 521 pt"`); `nil` draws none.
  public var inlineLabel: String?

  /// Creates a reference line.
  public init(
    _ orientation: Band.Orientation, at value: Double, style: LineStyle, label: String? = nil,
    inlineLabel: String? = nil
  ) {
    self.orientation = orientation
    self.value = value
    self.style = style
    self.label = label
    self.inlineLabel = inlineLabel
  }
}

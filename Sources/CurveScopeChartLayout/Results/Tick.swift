/// One laid-out tick: its value, its position along the axis, and its label.
public struct Tick: Sendable, Equatable {
  /// The data value.
  public var value: Double
  /// The position in points (x for a horizontal axis, y for a vertical one).
  public var position: Double
  /// The label; `nil` when the axis shows no labels (upper panels of a shared x axis).
  public var label: TextBox?

  /// Creates a tick.
  public init(value: Double, position: Double, label: TextBox?) {
    self.value = value
    self.position = position
    self.label = label
  }
}

/// One axis of a plot panel: its title, unit, range, direction and tick strategies.
public struct Axis: Sendable {
  /// The quantity shown ("time", "screen y").
  public var title: String?
  /// The unit, shown in parentheses after the title ("ms", "pt").
  public var unit: String?
  /// How the range is chosen.
  public var range: AxisRange
  /// Whether values grow downward (y) or leftward (x); screen y in UIKit grows downward.
  public var isInverted: Bool
  /// Where ticks go.
  public var locator: any TickLocator
  /// How tick values become labels.
  public var formatter: any TickFormatter
  /// Whether grid lines are drawn at the ticks.
  public var showsGrid: Bool

  /// Creates an axis with the 1-2-5 tick locator and the decimal formatter.
  public init(
    title: String? = nil, unit: String? = nil, range: AxisRange = .padded,
    isInverted: Bool = false, locator: any TickLocator = NiceTickLocator(),
    formatter: any TickFormatter = DecimalTickFormatter(), showsGrid: Bool = true
  ) {
    self.title = title
    self.unit = unit
    self.range = range
    self.isInverted = isInverted
    self.locator = locator
    self.formatter = formatter
    self.showsGrid = showsGrid
  }

  /// The text drawn beside the axis: `"title (unit)"`, the title alone, or `nil`.
  public var label: String? {
    switch (title, unit) {
    case (let title?, let unit?): return "\(title) (\(unit))"
    case (let title?, nil): return title
    case (nil, let unit?): return "(\(unit))"
    case (nil, nil): return nil
    }
  }
}

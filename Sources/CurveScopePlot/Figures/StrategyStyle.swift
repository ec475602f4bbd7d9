public import CurveScopeChart

/// The line style of the `index`-th strategy in a figure, by one rule that keeps every line
/// apart from the others and from the figure's meanings.
///
/// The first strategy is the bar: the theme's bar colour (orange), solid. The others take their
/// hue from ``colors`` in turn (bluish green, black, grey: none is the keyboard's blue, the
/// overlap's reddish purple, the gap's sky blue or another orange) and their dash from
/// ``dashes`` once per round of hues, so strategies 1–3 are solid, 4–6 dashed, 7–9 dotted and
/// 10–12 dash-dotted: up to 13 strategies, no two lines share a hue and a dash, and only the
/// bar's line is orange.
public enum StrategyStyle {
  /// The hues after the bar's, in order.
  public static let colors: [Color] = [
    .okabeItoBluishGreen, .okabeItoBlack, Color(hex: 0x8C8C8C),
  ]
  /// The dash of each round of ``colors``: solid, dashed, dotted, dash-dot.
  public static let dashes: [[Double]] = [[], LineStyle.dashed, LineStyle.dotted, [9, 3, 2, 3]]
  /// How many strategies get a style of their own (the bar and every hue × dash).
  public static var distinctCount: Int { 1 + colors.count * dashes.count }

  /// The stroke of strategy `index` (0 = the bar's colour, solid; negative counts as 0).
  public static func line(_ index: Int, theme: Theme, width: Double = 2.2) -> LineStyle {
    guard index > 0 else { return LineStyle(color: theme.bar, width: width) }
    let other = index - 1
    let round = (other / colors.count) % dashes.count
    return LineStyle(
      color: colors[other % colors.count], width: width * 0.9, dash: dashes[round])
  }
}

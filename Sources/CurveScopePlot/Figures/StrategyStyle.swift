public import CurveScopeChart

/// The line style of the `index`-th strategy in a figure: the theme's bar colour, solid, for the
/// first (the bar is always that colour), then other Okabe–Ito colours that are neither the
/// keyboard's nor the shadings', with dashes once colours repeat.
public enum StrategyStyle {
  /// The colours after the bar's, in order.
  static let colors: [Color] = [
    .okabeItoVermillion, .okabeItoBluishGreen, .okabeItoBlack, .okabeItoReddishPurple,
  ]

  /// The stroke of strategy `index` (0 = the bar's colour, solid).
  public static func line(_ index: Int, theme: Theme, width: Double = 2.2) -> LineStyle {
    guard index > 0 else { return LineStyle(color: theme.bar, width: width) }
    let colors = StrategyStyle.colors
    let round = (index - 1) / colors.count
    let dash: [Double] =
      switch round {
      case 0: index.isMultiple(of: 2) ? [] : LineStyle.dashed
      case 1: LineStyle.dotted
      default: [9, 3, 2, 3]
      }
    return LineStyle(color: colors[(index - 1) % colors.count], width: width * 0.9, dash: dash)
  }
}

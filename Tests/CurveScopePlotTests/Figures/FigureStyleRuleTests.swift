import CurveScope
import CurveScopePlot
import Testing

/// The rules that keep figures readable: line styles that stay apart, and heat maps in the
/// colours of what they measure.
@Suite("Figure style rules")
struct FigureStyleRuleTests {
  @Test("line styles: 13 distinct, only the first orange, none in a colour with a meaning")
  func lineStyles() {
    let theme = Theme.standard
    let styles = (0..<StrategyStyle.distinctCount).map { StrategyStyle.line($0, theme: theme) }
    #expect(styles.count == 13)
    struct Key: Hashable {
      var color: Color
      var dash: [Double]
    }
    #expect(Set(styles.map { Key(color: $0.color, dash: $0.dash) }).count == 13)
    #expect(styles[0].color == theme.bar && styles[0].dash.isEmpty)
    let reserved: [Color] = [
      theme.bar, theme.keyboard, theme.overlap, theme.gap, .okabeItoVermillion, .okabeItoYellow,
    ]
    for style in styles.dropFirst() {
      #expect(!reserved.contains(style.color), "\(style.color)")
      // Not orange-ish: red clearly above blue is what orange and vermillion share.
      #expect(!(style.color.red > style.color.blue + 0.2), "\(style.color)")
    }
  }

  @Test("the heat maps shade overlap in reddish purple and gaps in sky blue, darker for more")
  func heatMapColours() {
    let theme = Theme.standard
    for (measure, color) in [
      (SyncGrid.Measure.maxOverlap, theme.overlap),
      (SyncGrid.Measure.maxGap, theme.gap),
    ] {
      let scale = measure.colorScale(theme)
      #expect(scale.color(atFraction: 0.5) == color)
      let lightness = (0...10).map { scale.color(atFraction: Double($0) / 10).luminance }
      #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $0 > $1 })
      #expect(lightness[0] > 0.8)
    }
    #expect(
      SyncGrid.Measure.maxOverlap.colorScale(theme).color(atFraction: 1)
        != SyncGrid.Measure.maxGap.colorScale(theme).color(atFraction: 1))
  }

  @Test("the keyboard's region is grey, apart from the gap's sky blue")
  func keyboardFill() {
    let fill = Theme.standard.keyboardFill
    #expect(max(fill.red, fill.green, fill.blue) - min(fill.red, fill.green, fill.blue) < 0.05)
    #expect(fill != Theme.standard.gap)
  }
}

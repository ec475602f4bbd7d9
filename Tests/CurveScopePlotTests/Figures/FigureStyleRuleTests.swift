import CurveScope
import CurveScopeGallery
import CurveScopePlot
import Testing

/// The rules that keep figures readable: the instructive pair a comparison draws when nobody
/// chose, line styles that stay apart, and heat maps in the colours of what they measure.
@Suite("Figure style rules")
struct FigureStyleRuleTests {
  static func measurements(_ scenario: Scenario) throws -> [SyncMeasurement] {
    try InputBarStrategy.presets.map {
      try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz120)).measurement()
    }
  }

  @Test("the default show's pair is reported-duration against curve-shift")
  func defaultPair() throws {
    let pair = GalleryPlan.instructivePair(try Self.measurements(try Scenario.defaultShow()))
    #expect(pair.map(\.series.barName) == ["reported-duration", "curve-shift"])
    #expect(!pair[0].summary.isInSync && pair[1].summary.isInSync)
  }

  @Test("on a scenario where every handler is in sync the pair is two in-sync presets")
  func allInSync() throws {
    let all = try Self.measurements(try Scenario.defaultShow())
    let inSync = all.filter(\.summary.isInSync)
    let pair = GalleryPlan.instructivePair(inSync)
    #expect(pair.count == 2)
    #expect(pair.allSatisfy { $0.summary.isInSync })
    #expect(pair[0].series.barName != pair[1].series.barName)
    // The first is the first preferred handler present (will-show-only comes before
    // curve-shift in the order of mistakes); the fix is the first of the fix order.
    #expect(pair[0].series.barName == "will-show-only")
    #expect(pair[1].series.barName == "curve-shift")
  }

  @Test("with no preset in sync the fix is the one with the smallest worst |gap|")
  func noFixInSync() throws {
    let all = try Self.measurements(try Scenario.defaultShow())
    let outOfSync = all.filter { !$0.summary.isInSync }
    let pair = GalleryPlan.instructivePair(outOfSync)
    #expect(pair.first?.series.barName == "reported-duration")
    let worst = { (m: SyncMeasurement) in max(m.summary.maxOverlapPoints, m.summary.maxGapPoints) }
    let others = outOfSync.filter { $0.series.barName != "reported-duration" }
    let smallest = others.map(worst).min() ?? .nan
    #expect(pair.count == 2 && worst(pair[1]) == smallest)
    // display-link, one frame late: 16.3 pt, the least of the out-of-sync presets.
    #expect(pair[1].series.barName == "display-link")
  }

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

import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming
import Testing

/// The instructive pair a comparison draws when nobody chose (`compare -o`, the gallery), through
/// the library.
@Suite("Instructive comparisons")
struct InstructiveComparisonTests {
  static func measurements(_ scenario: Scenario) throws -> [SyncMeasurement] {
    try InputBarStrategy.presets.map {
      try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz120)).measurement()
    }
  }

  @Test("the default show's pair is reported-duration against curve-shift")
  func defaultPair() throws {
    let pair = InstructiveComparison.pair(try Self.measurements(try Scenario.defaultShow()))
    #expect(pair.map(\.series.barName) == ["reported-duration", "curve-shift"])
    #expect(!pair[0].summary.isInSync && pair[1].summary.isInSync)
  }

  @Test("on a scenario where every handler is in sync the pair is two in-sync presets")
  func allInSync() throws {
    let all = try Self.measurements(try Scenario.defaultShow())
    let inSync = all.filter(\.summary.isInSync)
    let pair = InstructiveComparison.pair(inSync)
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
    let pair = InstructiveComparison.pair(outOfSync)
    #expect(pair.first?.series.barName == "reported-duration")
    let worst = { (m: SyncMeasurement) in max(m.summary.maxOverlapPoints, m.summary.maxGapPoints) }
    let others = outOfSync.filter { $0.series.barName != "reported-duration" }
    let smallest = others.map(worst).min() ?? .nan
    #expect(pair.count == 2 && worst(pair[1]) == smallest)
    // display-link, one frame late: 16.3 pt, the least of the out-of-sync presets.
    #expect(pair[1].series.barName == "display-link")
  }
}

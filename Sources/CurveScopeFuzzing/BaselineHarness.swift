import CurveScope

/// The `baseline` target: the bytes as a baseline file, its JSON round trip, and every entry
/// held against summaries with its own names and rate under several tolerances.
///
/// Invariants: writing a decoded baseline and reading it back gives the same baseline; checking
/// a summary against it (measured lag or none) returns normally and describes every regression
/// in one line; a failure to decode is a typed error.
enum BaselineHarness {
  /// Summaries of the default show with every preset, at 60 Hz.
  static let summaries: [SyncSummary] = {
    let clock = FrameClock(.hz60)
    guard let show = try? Scenario.defaultShow() else { return [] }
    return InputBarStrategy.presets.compactMap {
      try? SyncAnalysis(scenario: show, strategy: $0, clock: clock).summary()
    }
  }()

  /// (points, milliseconds) tolerances a check may be given on the command line.
  static let tolerances: [(Double, Double)] = [(0.5, 1), (0, 0), (1e6, 1e6), (1e308, 1e308)]

  static func run(_ bytes: [UInt8]) {
    let baseline: SyncBaseline
    do {
      baseline = try SyncBaseline(json: bytes)
    } catch {
      FuzzCheck.requireTyped(error, "SyncBaseline(json:)")
      return
    }
    let text = baseline.jsonValue.prettyText
    let again = try? SyncBaseline(json: Array(text.utf8))
    FuzzCheck.require(again == baseline, "baseline does not round-trip through \(text)")
    FuzzCheck.require(!summaries.isEmpty, "no summaries to check against")
    for (index, entry) in baseline.entries.prefix(64).enumerated() {
      var summary = summaries[index % summaries.count]
      summary.scenario = entry.scenario
      summary.strategy = entry.strategy
      summary.frameRate = entry.frameRate
      var unmeasured = summary
      unmeasured.lagAtHalfTravelMilliseconds = nil
      for candidate in [summary, unmeasured] {
        for (points, milliseconds) in tolerances {
          let found = baseline.regressions(
            of: candidate, pointsTolerance: points, millisecondsTolerance: milliseconds)
          FuzzCheck.require(found != nil, "entry \(index) is not found for its own names")
          for violation in found ?? [] {
            FuzzCheck.require(
              !violation.description.contains("\n"), "violation text \(violation.description)")
          }
        }
      }
    }
  }
}

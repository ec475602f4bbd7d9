import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeSync

/// The text and JSON of `curvescope pacing`.
enum PacingText {
  /// A header line and one row per strategy.
  static func table(
    _ results: [PacingStudy.Result], scenario: Scenario, pacing: FramePacing, seed: UInt64
  ) -> String {
    var table = TextTable(
      headers: [
        "strategy", "overlap p50", "p95", "max", "regular", "gap p50", "p95", "max", "regular",
      ],
      alignments: [.left] + Array(repeating: .right, count: 8))
    let pt = { (value: Double) in "\(NumberText.reading(value)) pt" }
    for result in results {
      let overlap = result.maxOverlap
      let gap = result.maxGap
      table.append([
        result.strategy, pt(overlap.p50), pt(overlap.p95), pt(overlap.max),
        pt(result.regular.maxOverlapPoints), pt(gap.p50), pt(gap.p95), pt(gap.max),
        pt(result.regular.maxGapPoints),
      ])
    }
    let runs = results.first?.summaries.count ?? 0
    let last = seed + UInt64(max(0, runs - 1))
    return TerminalString("\(scenario.name): \(runs) runs (seeds \(seed)…\(last)) · ").text
      + description(pacing) + "\n\n" + table.text
  }

  /// `60/80/120 Hz, rate change 2 %, jitter σ 1 ms, 5 % app frames dropped`.
  static func description(_ pacing: FramePacing) -> String {
    let rates = pacing.rates.map { NumberText.reading($0.hertz) }.joined(separator: "/")
    return "\(rates) Hz, rate change \(NumberText.reading(pacing.rateChangeProbability * 100)) % "
      + "per refresh, jitter σ \(NumberText.reading(pacing.jitterMilliseconds)) ms, "
      + "\(NumberText.reading(pacing.dropProbability * 100)) % app frames dropped"
  }

  /// One result as JSON.
  static func json(
    _ result: PacingStudy.Result, scenario: Scenario, pacing: FramePacing, seed: UInt64
  ) -> JSONValue {
    func quantiles(_ spread: PacingQuantiles, regular: Double) -> JSONValue {
      .object([
        ("p50", .double(spread.p50)), ("p95", .double(spread.p95)), ("max", .double(spread.max)),
        ("regular", .double(regular)),
      ])
    }
    return .object([
      ("scenario", .string(scenario.name)), ("strategy", .string(result.strategy)),
      ("runs", .int(result.summaries.count)), ("seed", .unsigned(UInt(seed))),
      (
        "pacing",
        .object([
          ("rates", .array(pacing.rates.map { .double($0.hertz) })),
          ("jitterMs", .double(pacing.jitterMilliseconds)),
          ("dropProbability", .double(pacing.dropProbability)),
          ("rateChangeProbability", .double(pacing.rateChangeProbability)),
        ])
      ),
      ("maxOverlapPoints", quantiles(result.maxOverlap, regular: result.regular.maxOverlapPoints)),
      ("maxGapPoints", quantiles(result.maxGap, regular: result.regular.maxGapPoints)),
    ])
  }
}

import CurveScopeMeasure
import CurveScopePlot
import CurveScopeSupport
import CurveScopeSync

/// `curvescope check`: fail (exit 1) when a scenario's desync passes a threshold or a baseline.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract:
      "Fail (exit 1) when an input bar's desync passes a threshold or worsens against a baseline.",
    discussion: """
      Runs every scenario (files, or folders of .json files; the default show scenario when \
      none is given) with every strategy named (curve-shift, the reference strategy, when none \
      is) and prints one line per scenario × strategy: ok, or FAIL with each measure that \
      passed its limit and by how much. Exit 0 when all pass, 1 when any fails.

      Limits: --max-overlap and --max-gap in points (default 1 each), --max-lag in ms (off \
      unless given; a bar that never reaches half of the keyboard's travel fails it). \
      --baseline FILE also fails any measure that is worse than recorded by more than \
      --baseline-points (default 0.5 pt) or --baseline-ms (default 1 ms); entries missing from \
      the baseline are reported, not failed. --write-baseline FILE records the current \
      measures (atomically) for later runs.
      """,
    arguments: [
      ArgumentSpec(name: "scenario.json", help: "Scenario files or folders.", arity: .zeroOrMore)
    ],
    options: SyncOptions.scenarioShaping + SyncOptions.measuring + [
      .option(
        "--max-overlap", value: "pt", help: "Deepest overlap allowed, in points (≥ 0).",
        default: "1"),
      .option(
        "--max-gap", value: "pt", help: "Widest blank gap allowed, in points (≥ 0).", default: "1"),
      .option(
        "--max-lag", value: "ms", help: "Largest |lag| at half travel allowed, in ms (≥ 0).",
        default: "off"),
      .option("--baseline", value: "file", help: "Fail measures worse than this baseline file."),
      .option(
        "--baseline-points", value: "pt", help: "Allowed worsening of overlap and gap, in points.",
        default: "0.5"),
      .option("--baseline-ms", value: "ms", help: "Allowed worsening of lag, in ms.", default: "1"),
      .option("--write-baseline", value: "file", help: "Write the measures to this baseline file."),
      .flag(
        "--json", help: "Print a JSON array: one object per check with its measures and failures."),
    ],
    examples: [
      "curvescope check Curves/scenarios --strategy curve-shift",
      "curvescope check --strategy reported-duration --max-overlap 5",
      "curvescope check Curves/scenarios --strategy all --write-baseline baseline.json",
      "curvescope check Curves/scenarios --strategy all --baseline baseline.json --max-overlap 1000 --max-gap 1000",
    ])

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let scenarios = try SyncOptions.scenarios(arguments, io: io).map {
      try SyncOptions.applyingRetarget(arguments, to: $0)
    }
    let strategies = try SyncOptions.strategies(arguments, fallback: [.curveShift], io: io)
    let tolerance = try SyncOptions.tolerance(arguments)
    let thresholds = SyncThresholds(
      maxOverlapPoints: try limit(arguments, "--max-overlap") ?? 1,
      maxGapPoints: try limit(arguments, "--max-gap") ?? 1,
      maxLagMilliseconds: try limit(arguments, "--max-lag"))
    let baseline = try arguments.value("--baseline").map { path in
      let bytes = try InputFile.read(path, io: io)
      do {
        return try SyncBaseline(json: bytes)
      } catch let error as any CurveScopeError {
        throw InputFileError(path: path, content: error)
      }
    }
    let pointsTolerance = try limit(arguments, "--baseline-points") ?? 0.5
    let millisecondsTolerance = try limit(arguments, "--baseline-ms") ?? 1

    var summaries: [SyncSummary] = []
    var results: [JSONValue] = []
    var failed = 0
    for scenario in scenarios {
      let clock = try SyncOptions.clock(arguments, for: scenario)
      for strategy in strategies {
        let summary = try SyncAnalysis(
          scenario: scenario, strategy: strategy, clock: clock, tolerance: tolerance
        ).summary()
        summaries.append(summary)
        var violations = thresholds.violations(of: summary)
        let regressions = baseline.map {
          $0.regressions(
            of: summary, pointsTolerance: pointsTolerance,
            millisecondsTolerance: millisecondsTolerance)
        }
        violations += (regressions ?? nil) ?? []
        if !violations.isEmpty { failed += 1 }
        let missingBaseline = baseline != nil && regressions == .some(nil)
        results.append(json(summary, violations: violations, missingBaseline: missingBaseline))
        if !arguments.flag("--json") {
          io.print(line(summary, violations: violations, missingBaseline: missingBaseline))
        }
      }
    }
    if let path = arguments.value("--write-baseline") {
      try AtomicFileWriter.write(
        text: SyncBaseline(summaries: summaries).jsonValue.prettyText + "\n", to: path)
    }
    if arguments.flag("--json") {
      io.print(JSONValue.array(results).prettyText)
    } else {
      let total = summaries.count
      io.print(failed == 0 ? "\(total) of \(total) passed" : "\(failed) of \(total) failed")
    }
    return failed == 0 ? .success : .checkFailed
  }

  private static func limit(_ arguments: ParsedArguments, _ name: String) throws -> Double? {
    guard let value = try arguments.value(name, as: Double.self) else { return nil }
    guard value >= 0 else {
      throw UsageError(subject: "\(name) '\(arguments.value(name) ?? "")'", problem: "must be ≥ 0")
    }
    return value
  }

  private static func line(
    _ summary: SyncSummary, violations: [SyncViolation], missingBaseline: Bool
  ) -> String {
    let subject =
      "\(summary.scenario) × \(summary.strategy) @ \(SyncText.number(summary.frameRate)) Hz"
    let note = missingBaseline ? " (no baseline entry)" : ""
    guard !violations.isEmpty else {
      let overlap = SyncText.number(summary.maxOverlapPoints)
      let gap = SyncText.number(summary.maxGapPoints)
      return "ok    \(subject): max overlap \(overlap) pt, max gap \(gap) pt\(note)"
    }
    return "FAIL  \(subject): \(violations.map(\.description).joined(separator: "; "))\(note)"
  }

  private static func json(
    _ summary: SyncSummary, violations: [SyncViolation], missingBaseline: Bool
  ) -> JSONValue {
    .object([
      ("passed", .bool(violations.isEmpty)),
      ("failures", .array(violations.map { .string($0.description) })),
      ("baselineEntry", .bool(!missingBaseline)),
      ("measures", summary.jsonValue),
    ])
  }
}

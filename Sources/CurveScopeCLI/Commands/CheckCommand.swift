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

      --trace FILE (repeatable; folders of .json and .csv traces too) checks recorded traces \
      with the same limits and baseline, one line each (strategy "recorded"); with --trace \
      alone no scenario is analysed.
      """,
    arguments: [
      ArgumentSpec(
        name: "scenario.json", help: "Scenario files or folders.", arity: .zeroOrMore,
        role: .input(folderExtensions: [".json"]))
    ],
    options: SyncOptions.scenarioShaping + SyncOptions.measuring + [
      maxOverlap, maxGap, maxLag, baseline, baselinePoints, baselineMilliseconds, writeBaseline,
      json,
    ] + TraceOptions.all,
    examples: [
      "curvescope check Curves/scenarios --strategy curve-shift",
      "curvescope check --strategy reported-duration --max-overlap 5",
      "curvescope check Curves/scenarios --strategy all --write-baseline baseline.json",
      "curvescope check Curves/scenarios --strategy all --baseline baseline.json --max-overlap 1000 --max-gap 1000",
      "curvescope check --trace Curves/traces --max-overlap 5 --max-gap 5",
    ])

  /// `--max-overlap`.
  static let maxOverlap = OptionSpec.option(
    "--max-overlap", value: "pt", help: "Deepest overlap allowed",
    domain: .number(.atLeast(0), unit: "points"), default: "1")
  /// `--max-gap`.
  static let maxGap = OptionSpec.option(
    "--max-gap", value: "pt", help: "Widest blank gap allowed",
    domain: .number(.atLeast(0), unit: "points"), default: "1")
  /// `--max-lag`.
  static let maxLag = OptionSpec.option(
    "--max-lag", value: "ms", help: "Largest |lag| at half travel allowed",
    domain: .number(.atLeast(0), unit: "milliseconds"), default: "off")
  /// `--baseline`.
  static let baseline = OptionSpec.option(
    "--baseline", value: "file", help: "Fail measures worse than this baseline file.",
    role: .input())
  /// `--baseline-points`.
  static let baselinePoints = OptionSpec.option(
    "--baseline-points", value: "pt", help: "Allowed worsening of overlap and gap",
    domain: .number(.atLeast(0), unit: "points"), default: "0.5")
  /// `--baseline-ms`.
  static let baselineMilliseconds = OptionSpec.option(
    "--baseline-ms", value: "ms", help: "Allowed worsening of lag",
    domain: .number(.atLeast(0), unit: "milliseconds"), default: "1")
  /// `--write-baseline`.
  static let writeBaseline = OptionSpec.option(
    "--write-baseline", value: "file", help: "Write the measures to this baseline file.",
    role: .output)
  /// `--json`.
  static let json = OptionSpec.flag(
    "--json", help: "Print a JSON array: one object per check with its measures and failures.")

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    try TraceOptions.requireTrace(arguments)
    let scenarios =
      TraceCheck.checksScenarios(arguments)
      ? try ProfileOptions.applying(
        arguments,
        to: SyncOptions.scenarios(arguments, io: io).map {
          try SyncOptions.applyingRetarget(arguments, to: $0)
        }, io: io) : []
    let strategies = try SyncOptions.strategies(arguments, fallback: [.curveShift], io: io)
    let tolerance = try SyncOptions.tolerance(arguments)
    let thresholds = SyncThresholds(
      maxOverlapPoints: try arguments.number(maxOverlap) ?? 1,
      maxGapPoints: try arguments.number(maxGap) ?? 1,
      maxLagMilliseconds: try arguments.number(maxLag))
    let baseline = try arguments.text(baseline).map { path in
      let bytes = try InputFile.read(path, io: io)
      do {
        return try SyncBaseline(json: bytes)
      } catch let error as any CurveScopeError {
        throw InputFileError(path: path, content: error)
      }
    }
    let pointsTolerance = try arguments.number(baselinePoints) ?? 0.5
    let millisecondsTolerance = try arguments.number(baselineMilliseconds) ?? 1
    _ = try arguments.frameRate(SyncOptions.fps)
    if let path = arguments.text(writeBaseline) {
      try OutputTarget.check(path, option: writeBaseline.primaryName, io: io)
    }

    var measured: [SyncSummary] = []
    for scenario in scenarios {
      let clock = try SyncOptions.clock(arguments, for: scenario)
      for strategy in strategies {
        measured.append(
          try SyncSources.attributing(scenario: scenario, strategy: strategy, io: io) {
            try SyncAnalysis(
              scenario: scenario, strategy: strategy, clock: clock, tolerance: tolerance
            ).summary()
          })
      }
    }
    measured += try TraceCheck.summaries(arguments, tolerance: tolerance, io: io)
    var summaries: [SyncSummary] = []
    var results: [JSONValue] = []
    var failed = 0
    for summary in measured {
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
      if !arguments.flag(json) {
        io.print(line(summary, violations: violations, missingBaseline: missingBaseline))
      }
    }
    if let path = arguments.text(writeBaseline) {
      try AtomicFileWriter.write(
        text: SyncBaseline(summaries: summaries).jsonValue.prettyText + "\n", to: path)
    }
    if arguments.flag(json) {
      io.print(JSONValue.array(results).prettyText)
    } else {
      let total = summaries.count
      io.print(failed == 0 ? "\(total) of \(total) passed" : "\(failed) of \(total) failed")
    }
    return failed == 0 ? .success : .checkFailed
  }

  private static func line(
    _ summary: SyncSummary, violations: [SyncViolation], missingBaseline: Bool
  ) -> String {
    let subject =
      "\(TerminalText.escaped(summary.scenario)) × \(TerminalText.escaped(summary.strategy)) @ "
      + "\(NumberText.reading(summary.frameRate)) Hz"
    let note = missingBaseline ? " (no baseline entry)" : ""
    guard !violations.isEmpty else {
      let overlap = NumberText.reading(summary.maxOverlapPoints)
      let gap = NumberText.reading(summary.maxGapPoints)
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

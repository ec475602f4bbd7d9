import CurveScopeMeasure
import CurveScopeOutput
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
      unless given; a bar that never reaches half of the keyboard's travel fails it).

      --baseline FILE holds each check to its recorded measures instead: it fails when a \
      measure is worse than recorded by more than --baseline-points (default 0.5 pt) or \
      --baseline-ms (default 1 ms), and when it passes a limit given on the command line (or in \
      .curvescope.json); the default limits do not apply, since a baseline accepts what it \
      recorded. A check missing from the baseline is held to the limits (given, else the \
      defaults) and said to have no entry.

      --write-baseline FILE records the measures (atomically) for later runs. Recording \
      accepts the present state: without --baseline it exits 0 unless a limit given \
      explicitly fails; with --baseline it checks against the old baseline as above and writes \
      the new one.

      --trace FILE (repeatable; folders of .json and .csv traces too) checks recorded traces \
      with the same limits and baseline, one line each (strategy "recorded"); with --trace \
      alone no scenario is analysed.

      --format github prints GitHub Actions annotations, junit JUnit XML, markdown a table for \
      a pull-request comment, sarif a SARIF 2.1.0 log, xcode file:line:column: error: lines, \
      json one object per check with each failure's measure, actual value, limit and its \
      source as fields. Defaults for the limits, the baseline, the strategies and the format \
      come from .curvescope.json (the "check" keys), found in the current folder or its \
      parents; options given here override it.
      """,
    arguments: [
      ArgumentSpec(
        name: "scenario.json", help: "Scenario files or folders.", arity: .zeroOrMore,
        role: .input(folderExtensions: [".json"]))
    ],
    options: SyncOptions.scenarioShaping + SyncOptions.measuring + [
      maxOverlap, maxGap, maxLag, baseline, baselinePoints, baselineMilliseconds, writeBaseline,
    ] + TraceOptions.all,
    examples: [
      "curvescope check Curves/scenarios --strategy curve-shift",
      "curvescope check --strategy reported-duration --max-overlap 5",
      "curvescope check Curves/scenarios --strategy all --write-baseline baseline.json",
      "curvescope check Curves/scenarios --strategy all --baseline baseline.json",
      "curvescope check Curves/scenarios --format junit > check.xml",
      "curvescope check Curves/scenarios --strategy all --format github",
      "curvescope check --trace Curves/traces --max-overlap 5 --max-gap 5",
    ],
    formats: [.text, .json, .github, .junit, .markdown, .sarif, .xcode],
    configSection: "check")

  /// `--max-overlap`.
  static let maxOverlap = OptionSpec.option(
    "--max-overlap", value: "pt", help: "Deepest overlap allowed",
    domain: .number(.atLeast(0), unit: "points"), default: "1, without a baseline")
  /// `--max-gap`.
  static let maxGap = OptionSpec.option(
    "--max-gap", value: "pt", help: "Widest blank gap allowed",
    domain: .number(.atLeast(0), unit: "points"), default: "1, without a baseline")
  /// `--max-lag`.
  static let maxLag = OptionSpec.option(
    "--max-lag", value: "ms", help: "Largest |lag| at half travel allowed",
    domain: .number(.atLeast(0), unit: "milliseconds"), default: "off")
  /// `--baseline`.
  static let baseline = OptionSpec.option(
    "--baseline", value: "file",
    help: "Hold each check to the measures recorded in this baseline file instead of the "
      + "default limits.",
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
    "--write-baseline", value: "file",
    help: "Record the measures in this baseline file; exits 0 unless a limit given explicitly "
      + "(or a regression against --baseline) fails.",
    role: .output
  ).writingFile()

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
    let limits = SyncThresholds(
      maxOverlapPoints: try arguments.number(maxOverlap),
      maxGapPoints: try arguments.number(maxGap),
      maxLagMilliseconds: try arguments.number(maxLag))
    let baseline = try arguments.text(baseline).map { path in
      let bytes = try InputFile.read(path, io: io)
      do {
        return try SyncBaseline(json: bytes)
      } catch let error as any CurveScopeError {
        throw InputFileError(path: path, content: error)
      }
    }
    let policy = SyncCheckPolicy(
      limits: limits, baseline: baseline,
      pointsTolerance: try arguments.number(baselinePoints) ?? 0.5,
      millisecondsTolerance: try arguments.number(baselineMilliseconds) ?? 1,
      recordsBaseline: arguments.isGiven(writeBaseline))
    _ = try arguments.frameRate(SyncOptions.fps)
    if let path = arguments.text(writeBaseline) {
      try OutputTarget.check(path, option: writeBaseline.primaryName, io: io)
    }

    var measured: [SyncSummary] = []
    for scenario in scenarios {
      // What the verdict rests on but the input did not say (a paste without timestamps).
      for assumption in scenario.assumptions {
        io.note("\(TerminalText.escaped(scenario.name)): assumed: \(assumption)")
      }
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
    if let path = arguments.text(writeBaseline) {
      try AtomicFileWriter.write(
        text: SyncBaseline(summaries: measured).jsonValue.prettyText + "\n", to: path)
    }
    let report = CheckReport(
      items: measured.map { summary in
        CheckReport.Item(
          verdict: policy.verdict(for: summary),
          file: io.inputs.scenarioFile(named: summary.scenario))
      })
    io.print(report.text(arguments.reportFormat), terminator: "")
    return report.failedCount == 0 ? .success : .checkFailed
  }
}

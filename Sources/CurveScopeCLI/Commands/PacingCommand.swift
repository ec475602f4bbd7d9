import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

#if Figures
  import CurveScopePlot
#endif

/// `curvescope pacing`: the measures of strategies over seeded runs of a frame-pacing model
/// (jitter, dropped app frames, ProMotion rate changes), as p50 / p95 / max.
enum PacingCommand: Command {
  static let spec = CommandSpec(
    name: "pacing",
    abstract: "Measure strategies on a jittery display: p50 / p95 / max over seeded runs.",
    discussion: """
      Each run draws the scenario on a display whose refreshes jitter, change rate (ProMotion) \
      and, for app-driven followers (display links, KVO), miss app frames; the keyboard and \
      Core Animation bars animate in the render server and are drawn at every refresh. Runs \
      use seeds SEED, SEED + 1, … and are reproducible. The table gives, per strategy, the \
      median, 95th percentile and worst max overlap and max gap, with the value on a regular \
      clock (--fps, else the first of --rates); -o draws every run (PNG, SVG or PDF).
      """,
    arguments: [
      ArgumentSpec(
        name: "scenario.json", help: "Scenario files or folders (default: the default show).",
        arity: .zeroOrMore,
        role: .input(folderExtensions: [".json"]))
    ],
    options: SyncOptions.scenarioShaping + SyncOptions.measuring + [
      runs, seed, rates, jitter, drop, rateChange,
    ] + FigureOptions.declared,
    examples: [
      "curvescope pacing --strategy display-link --strategy display-link-predictive --runs 500",
      "curvescope pacing --rates 120,80,60 --rate-change 0.05 --jitter 1 --drop 0.05 -o spread.png",
    ])

  static let runs = OptionSpec.option(
    "--runs", value: "n", help: "Seeded runs per strategy",
    domain: .integer(1...PacingStudy.maximumRuns), default: "200")
  static let seed = OptionSpec.option(
    "--seed", value: "n", help: "The first run's seed", domain: .integer(0...Int.max),
    default: "1")
  static let rates = OptionSpec.option(
    "--rates", value: "list",
    help: "Display rates the display switches between, the first to start",
    domain: .number(FrameRate.range, unit: "frames per second"), default: "the clock's")
  static let jitter = OptionSpec.option(
    "--jitter", value: "ms", help: "Standard deviation of the presentation jitter",
    domain: .number(FramePacingError.range(of: .jitter), unit: "milliseconds"), default: "1")
  static let drop = OptionSpec.option(
    "--drop", value: "p", help: "Chance that the app misses a frame",
    domain: .number(FramePacingError.range(of: .dropProbability), unit: ""), default: "0.05")
  static let rateChange = OptionSpec.option(
    "--rate-change", value: "p", help: "Chance per refresh that the display changes rate",
    domain: .number(FramePacingError.range(of: .rateChangeProbability), unit: ""),
    default: "0.02")

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let path = try FigureOptions.path(arguments)
    let request = try SyncRequest(arguments, io: io)
    if let path { try OutputTarget.check(path, option: FigureOptions.output.primaryName, io: io) }
    if path != nil, request.scenarios.count > 1 {
      throw UsageError(
        .option(FigureOptions.output.primaryName),
        .needs("one scenario; \(request.scenarios.count) were given (name one file)"))
    }
    let count = try arguments.integer(runs) ?? 200
    let firstSeed = try seeds(arguments, runs: count)
    var objects: [JSONValue] = []
    var sections: [String] = []
    for scenario in request.scenarios {
      // The regular clock compared with: --fps, else the first display rate, else the
      // scenario's rate (120 Hz by default).
      let listed = try arguments.numbers(rates)
      let clock =
        arguments.isGiven(SyncOptions.fps) || listed == nil
        ? try request.clock(for: scenario)
        : FrameClock(try FrameRate(hertz: listed?.first ?? 120))
      let pacing: FramePacing
      let study: PacingStudy
      do {
        pacing = try FramePacing(
          rates: try (listed ?? [clock.rate]).map { try FrameRate(hertz: $0) },
          jitterMilliseconds: try arguments.number(jitter) ?? 1,
          dropProbability: try arguments.number(drop) ?? 0.05,
          rateChangeProbability: try arguments.number(rateChange) ?? 0.02)
        study = try PacingStudy(pacing: pacing, runs: count, seed: firstSeed)
      } catch let error as FramePacingError {
        throw UsageError(.option(rates.primaryName), .invalidValue(error))
      }
      let progress = ProgressLine("pacing: \(TerminalText.escaped(scenario.name)) strategy", io: io)
      var results: [PacingStudy.Result] = []
      for (index, strategy) in request.strategies.enumerated() {
        results.append(
          try SyncSources.attributing(scenario: scenario, strategy: strategy, io: io) {
            try study.run(
              SyncAnalysis(
                scenario: scenario, strategy: strategy, clock: clock, tolerance: request.tolerance))
          })
        progress.update(index + 1, of: request.strategies.count)
      }
      progress.finish()
      if let path {
        #if Figures
          try PacingSpreadFigure(
            results, pacing: pacing.conditions, scenario: scenario.name, seed: firstSeed
          )
          .figure().write(
            to: path, format: FigureOptions.outputFormat(arguments, path: path),
            options: FigureOptions.renderOptions(arguments))
        #else
          try FigureOptions.requireFigures(path)
        #endif
      }
      if arguments.reportFormat == .json {
        objects += results.map {
          PacingText.json($0, scenario: scenario, pacing: pacing, seed: firstSeed)
        }
      } else {
        sections.append(
          PacingText.table(results, scenario: scenario, pacing: pacing, seed: firstSeed))
      }
    }
    io.print(
      (arguments.reportFormat == .json)
        ? JSONValue.array(objects).prettyText : sections.joined(separator: "\n"),
      terminator: (arguments.reportFormat == .json) ? "\n" : "")
    return .success
  }

  /// The first seed: runs use `seed … seed + runs − 1`, which must all be seeds `--seed` takes.
  /// - Throws: ``UsageError`` when the last run's seed would pass `Int.max`.
  static func seeds(_ arguments: ParsedArguments, runs: Int) throws -> UInt64 {
    let first = try arguments.integer(seed) ?? 1
    let last = Int.max - (runs - 1)
    guard first <= last else {
      throw UsageError(
        .optionValue(seed.primaryName, arguments.text(seed) ?? ""),
        .outOfIntegerRange(0...last, reason: "the \(runs) runs use seeds up to seed + \(runs - 1)"))
    }
    return UInt64(first)
  }
}

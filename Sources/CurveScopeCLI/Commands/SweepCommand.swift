import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

#if Figures
  import CurveScopePlot
#endif

/// `curvescope sweep`: measures over a grid of strategies × keyboard profiles × keyboard
/// heights × frame rates × reported durations, with a heat map on request.
enum SweepCommand: Command {
  static let spec = CommandSpec(
    name: "sweep",
    abstract:
      "Measure strategies over a grid of keyboard profiles, heights, frame rates and reported "
      + "durations.",
    discussion: """
      Each cell is a keyboard show on a 375×812 screen (curve --curve, default 7) analysed as \
      compare does, under each keyboard profile. Lists are comma-separated. The grid runs in \
      parallel on every core; it may hold at most \(SyncSweep.maximumCombinations) cells. CSV \
      (the default) and JSON print numbers at full precision; text (a table, also spelled \
      table) rounds them. -o FILE \
      draws a heat map: max overlap and max gap by strategy and profile when several profiles \
      are swept, else max overlap by strategy and keyboard height.
      """,
    options: [
      SyncOptions.strategy, ProfileOptions.profiles, keyboardHeights, frameRates, durations,
      SyncOptions.curve, SyncOptions.margin, SyncOptions.tolerance,
    ] + FigureOptions.declared,
    examples: [
      "curvescope sweep --format text",
      "curvescope sweep --strategy reported-duration --duration 0.1,0.25,0.35,0.4,0.5",
      "curvescope sweep --keyboard-height 216,224,253,258,260,271,291,301,336,346 --fps 60,90,120",
      "curvescope sweep --profile all --keyboard-height 291 --fps 120 -o profiles.png",
    ],
    formats: [.csv, .json, .text])

  /// `--keyboard-height` as a list.
  static let keyboardHeights = OptionSpec.option(
    "--keyboard-height", value: "list", help: "Keyboard heights, each",
    domain: .number(.closed(0, 812), unit: "points"), default: "216,258,291,336")
  /// `--fps` as a list.
  static let frameRates = OptionSpec.option(
    "--fps", value: "list", help: "Frame rates, each",
    domain: .number(FrameRate.range, unit: "frames per second"),
    default: "60,120, the rates of iPhones with and without ProMotion")
  /// `--duration` as a list.
  static let durations = OptionSpec.option(
    "--duration", value: "list", help: "Reported durations, each",
    domain: .number(.closed(0, KeyboardEventLimits.maximumDuration), unit: "seconds"),
    default: "0.25")
  /// The output formats.
  enum SweepFormat: String, CaseIterable {
    /// One line per cell, full precision.
    case csv
    /// An array of objects, full precision.
    case json
    /// An aligned table, rounded (`--format text`, or its old name `table`).
    case table

    /// The format `--format` names.
    init(_ format: ReportFormat) {
      switch format {
      case .json: self = .json
      case .text: self = .table
      default: self = .csv
      }
    }
  }

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let strategies = try SyncOptions.strategies(
      arguments, fallback: InputBarStrategy.presets, io: io)
    let heights = try arguments.numbers(keyboardHeights) ?? [216, 258, 291, 336]
    let rates = try (arguments.numbers(frameRates) ?? [60, 120]).map {
      try FrameRate(hertz: $0)
    }
    let seconds = try arguments.numbers(durations) ?? [0.25]
    let outputFormat = SweepFormat(arguments.reportFormat)
    let path = try SweepCommandFigure.path(arguments)
    var sweep = SyncSweep(
      strategies: strategies, keyboardHeights: heights, frameRates: rates, durations: seconds,
      curve: AnimationCurve(rawValue: try arguments.integer(SyncOptions.curve) ?? 7),
      tolerance: try SyncOptions.tolerance(arguments))
    sweep.profiles = try ProfileOptions.profiles(arguments, io: io)
    if let path { try OutputTarget.check(path, option: FigureOptions.output.primaryName, io: io) }
    let prepared: PreparedSyncSweep
    do {
      // Every cell is set up here, before the first byte is printed: an error leaves stdout
      // empty, and the rows below are streamed block by block.
      prepared = try sweep.prepared()
    } catch let error as SyncSweepCellError {
      if let path = SyncSources.file(atFault: error, sweep: sweep, io: io) {
        throw InputFileError(path: path, content: error)
      }
      throw UsageError(
        .options(["--strategy", "--profile", "--keyboard-height", "--fps", "--duration"]),
        .invalidValue(error))
    } catch let error as any CurveScopeError {
      throw UsageError(
        .options(["--strategy", "--profile", "--keyboard-height", "--fps", "--duration"]),
        .invalidValue(error))
    }
    // The figure needs every cell: its cells' worst rows are kept as the text streams, and it
    // is written once the text is out.
    var figureRows = path.map { _ in SweepFigureRows(sweep: sweep) }
    // Rows stream to standard output: a progress line only when they go to a file or a pipe,
    // where it cannot be mixed with them.
    let progress = io.terminal.isOutputTerminal ? nil : ProgressLine("sweep: cell", io: io)
    try SweepOutput(prepared: prepared, format: outputFormat, progress: progress).write(to: &io) {
      row in
      figureRows?.add(row)
    }
    if let path, let figureRows {
      #if Figures
        try SweepCommandFigure.figure(sweep, rows: figureRows.rows).write(
          to: path, format: FigureOptions.outputFormat(arguments, path: path),
          options: FigureOptions.renderOptions(arguments))
      #else
        _ = figureRows
        try FigureOptions.requireFigures(path)
      #endif
    }
    return .success
  }
}

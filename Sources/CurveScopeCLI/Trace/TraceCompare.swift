import CurveScopeMeasure
import CurveScopeSupport

#if Figures
  import CurveScopePlot
#endif

/// `curvescope compare --trace FILE…`: the measures of recorded traces, which model each moves
/// like, and its figures.
enum TraceCompare {
  /// The options of `compare` that choose or shape a simulation, refused with `--trace`.
  static let simulationOptions =
    SyncOptions.scenarioShaping + [SyncOptions.strategy, SyncOptions.fps, SyncOptions.retarget]

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    try TraceOptions.refuse(simulationOptions, arguments)
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        .argumentValue(arguments.positionals[0]),
        .conflicts(with: TraceOptions.trace.primaryName))
    }
    let output = try CompareOutput.resolve(arguments)
    let tolerance = try SyncOptions.tolerance(arguments)
    let margin = try arguments.number(SyncOptions.margin)
    let traces = try TraceOptions.traces(arguments, io: io)
    if output != nil, traces.count > 1 {
      throw UsageError(
        .option(FigureOptions.output.primaryName),
        .needs("one trace; \(traces.count) were given (name one file)"))
    }
    let matcher = try TraceOptions.matcher(arguments, io: io)
    let reports = try traces.map {
      try TraceReport($0, tolerance: tolerance, margin: margin, matcher: matcher)
    }
    if let output, let report = reports.first {
      #if Figures
        let progress = ProgressLine("compare: \(TerminalText.escaped(output.path)) frame", io: io)
        try output.write(report.animated, screen: [report.measurement], progress: progress) {
          try $0.figure(report, columns: output.drawingColumns)
        }
      #else
        _ = report
        try FigureOptions.requireFigures(output.path)
      #endif
    }
    if arguments.reportFormat == .json {
      try StreamedJSON.printArray(
        reports.map { $0.streamedJSON(frames: arguments.flag(CompareCommand.frames)) }, io: &io)
    } else {
      io.print(reports.map(TraceText.section).joined(separator: "\n"), terminator: "")
    }
    return .success
  }
}

extension TraceReport {
  /// The report's `--json` object for ``StreamedJSON``: the frames, when asked, one at a time.
  func streamedJSON(frames: Bool) -> StreamedJSON.Object {
    .init(members: jsonMembers, streamed: frames ? framesStream : nil)
  }
}

import CurveScopeExplain
import CurveScopeSupport
import CurveScopeSync

#if Figures
  import CurveScopePlot
#endif

/// `curvescope compare`: how far each strategy's input bar is from the keyboard, frame by frame.
enum CompareCommand: Command {
  static let spec = CommandSpec(
    name: "compare",
    abstract: "Measure how an input bar keeps up with the keyboard, one row per strategy.",
    discussion: """
      Replays a scenario's keyboard notifications, moves the keyboard as UIKit does (curve 7: \
      the keyboard spring for 0.5 s; curves 0-3: their Bézier over the reported duration) and \
      the input bar as each strategy does, and measures the gap at every display frame \
      (t = k / fps from the first notification, until both stop moving, at least 0.6 s): \
      gap = keyboard top − bar bottom − margin, positive a blank strip, negative an overlap \
      (the keyboard covers the bar).

      Without a scenario file the keyboard shows once on a 375×812 screen: 291 pt, reported \
      duration 0.25 s, curve 7, at 120 Hz. Without --strategy every preset is compared, and \
      -o draws the instructive pair: the scenario's worst handler (the first out of sync of \
      reported-duration, unshifted-curve, will-show-only, iqkeyboardmanager, display-link, \
      fixed-guess, curve-shift, layout-guide) and its fix (the first of curve-shift, \
      layout-guide, input-accessory-view in sync; else the preset closest to sync); \
      --figure overview still draws every preset.

      Columns: max overlap and max gap with the frame time they happen, lag at half of the \
      keyboard's first travel (bar time minus keyboard time, interpolated between frames; \
      'never' when the bar does not get there), time out of sync (frames with |gap| > \
      tolerance), final gap, RMS gap, and when keyboard and bar settle within tolerance of \
      where they end.

      Scenario files and folders (every .json file in them) are each analysed in turn; -o draws \
      one scenario, so it takes one file.

      --trace FILE measures a recorded trace instead (JSON, or CSV with time_ms, keyboard_top \
      and bar_bottom; the DocC article "Trace files"): the same measures at the recorded \
      frames, as they came (missing edges count in no measure; nothing is resampled), the \
      recording's quality (missing, repeated and dropped frames, median rate), and the model it \
      moves like: the closest keyboard curve and the preset whose simulation, evaluated at the \
      recorded frame \
      times with a fitted latency, is closest (custom when none is within max(2 pt, 2.5 × the \
      keyboard's RMS)). --json adds trace, match and keyboardModel; -o draws the recording \
      against its model with the residual per frame (filmstrip: recording and model; \
      overview: the recording beside every preset at its frames).
      """ + CompareHelp.drawing,
    arguments: [
      ArgumentSpec(
        name: "scenario.json", help: "Scenario files or folders of them.", arity: .zeroOrMore,
        role: .input(folderExtensions: [".json"]))
    ],
    options: SyncOptions.scenarioShaping + SyncOptions.measuring + [frames]
      + MotionOutputOptions.declared + TraceOptions.all,
    examples: [
      "curvescope compare",
      "curvescope compare --strategy reported-duration --strategy curve-shift --fps 60",
      "curvescope compare Curves/scenarios/third-party-sogou-triple.json --strategy all",
      "curvescope compare --dump Curves/dumps/objc-iphone-x-show.txt --json",
      "curvescope compare --keyboard-height 336 --strategy display-link --json --frames",
      "curvescope compare --strategy reported-duration -o comparison.png",
      "curvescope compare --strategy reported-duration --figure filmstrip -o filmstrip.svg",
      "curvescope compare Curves/scenarios/third-party-sogou-triple.json --figure overview -o o.pdf",
      "curvescope compare --strategy reported-duration --strategy curve-shift -o show.gif",
      "curvescope compare Curves/scenarios/third-party-sogou-triple.json --strategy all -o all.mp4",
      "curvescope compare --strategy display-link --figure screen -o screen.mp4",
      "curvescope compare --strategy reported-duration --figure screen --at 91.7 -o frame.png",
      "curvescope compare --trace Curves/traces/ios-show-iphone15pro.json -o trace.png",
      "curvescope compare --trace Curves/traces --json",
    ])

  /// `--json` (the common option; `--format json` sets it too).
  static let json = CommonOptions.json
  /// `--frames`.
  static let frames = OptionSpec.flag(
    "--frames", help: "With --json, add the per-frame series to each object.")

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    if arguments.flag(frames), arguments.reportFormat != .json {
      throw UsageError(.option(frames.primaryName), .needs(CommonOptions.json.primaryName))
    }
    try TraceOptions.requireTrace(arguments)
    if arguments.isGiven(TraceOptions.trace) { return try TraceCompare.run(arguments, io: &io) }
    let output = try CompareOutput.resolve(arguments)
    let request = try SyncRequest(arguments, io: io)
    if let path = output?.path {
      try OutputTarget.check(path, option: FigureOptions.output.primaryName, io: io)
    }
    if output != nil, request.scenarios.count > 1 {
      throw UsageError(
        .option(FigureOptions.output.primaryName),
        .needs("one scenario; \(request.scenarios.count) were given (name one file)"))
    }
    var objects: [StreamedJSON.Object] = []
    var sections: [String] = []
    for scenario in request.scenarios {
      let analyses = try request.analyses(of: scenario, io: io)
      let summaries = analyses.map { $0.summary() }
      if let output {
        #if Figures
          var measurements = analyses.map { $0.measurement() }
          // Without --strategy a comparison, a filmstrip or an animation draws the instructive
          // pair (the scenario's worst handler and its fix); the overview keeps every preset.
          if !arguments.isGiven(SyncOptions.strategy), output.drawsPair {
            measurements = InstructiveComparison.pair(measurements)
          }
          let progress = ProgressLine(
            "compare: \(TerminalText.escaped(output.path)) frame", io: io)
          try output.write(measurements, progress: progress) { try $0.figure(measurements) }
        #else
          try FigureOptions.requireFigures(output.path)
        #endif
      }
      if arguments.reportFormat == .json {
        objects += zip(analyses, summaries).map { analysis, summary in
          .init(
            members: analysis.jsonMembers(summary: summary),
            streamed: arguments.flag(frames) ? analysis.framesStream : nil)
        }
      } else if let first = analyses.first {
        sections.append(SyncText.header(first) + "\n\n" + SyncText.table(summaries).text)
      }
    }
    if arguments.reportFormat == .json {
      try StreamedJSON.printArray(objects, io: &io)
    } else {
      io.print(sections.joined(separator: "\n"), terminator: "")
    }
    return .success
  }
}

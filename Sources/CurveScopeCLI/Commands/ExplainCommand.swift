import CurveScopeExplain
import CurveScopeSupport

/// `curvescope explain`: what desyncs, why, and the smallest change that fixes it.
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "explain",
    abstract:
      "Explain why an input bar leaves the keyboard, and the smallest change that fixes it.",
    discussion: """
      Analyses a scenario × strategy as `compare` does, then says in plain words what desyncs \
      (overlap or gap, how much, when), why (the curve and duration the bar runs against the \
      keyboard's, an option mask decoded with the curve codec, override bits, an assumed \
      keyboard height, ignored notifications, missing keys, latency), and the smallest change to \
      the strategy that brings every frame within tolerance, verified by re-running the \
      analysis with the change, with the Swift line to write. Single changes are tried first, \
      then pairs, and so on; UIKeyboardLayoutGuide is proposed when it is the cheaper way. When \
      no change works, the one that helps most is shown and said not to be enough.

      Without a scenario file the keyboard shows once on a 375×812 screen (291 pt, 0.25 s, \
      curve 7) at 120 Hz. Without --strategy every preset is explained. --json prints one \
      object for one strategy and an array for several; each has symptoms, problems (code, \
      message, numbers), notes, fix (changes, description, code, fixesDesync, the re-analysed \
      maxOverlapPoints and maxGapPoints, before and after) or null when in sync, alternatives \
      and the full measures before.

      --trace FILE explains a recorded trace instead: what the recording shows (its measures \
      and quality), which strategy its bar moves like (compare --trace's match, in words), and \
      that strategy diagnosed on the recording's notifications (given or inferred): why it \
      desyncs and the smallest verified fix.
      """,
    arguments: [
      ArgumentSpec(
        name: "scenario.json", help: "Scenario files or folders of them.", arity: .zeroOrMore,
        role: .input(folderExtensions: [".json"]))
    ],
    options: SyncOptions.scenarioShaping + SyncOptions.measuring + TraceOptions.all,
    examples: [
      "curvescope explain --strategy reported-duration",
      "curvescope explain --strategy unshifted-curve --json",
      "curvescope explain Curves/scenarios/third-party-sogou-triple.json --strategy will-show-only",
      "curvescope explain --dump Curves/dumps/nslog-bare-ipad-old.txt --strategy curve-shift",
      "curvescope explain --fps 60 --strategy display-link",
      "curvescope explain --trace Curves/traces/react-native-show.csv",
    ])

  /// `--json` (the common option; `--format json` sets it too).
  static let json = CommonOptions.json

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    try TraceOptions.requireTrace(arguments)
    if arguments.isGiven(TraceOptions.trace) { return try TraceExplain.run(arguments, io: &io) }
    let request = try SyncRequest(arguments, io: io)
    var explanations: [SyncExplanation] = []
    for scenario in request.scenarios {
      let clock = try request.clock(for: scenario)
      explanations += try request.strategies.map { strategy in
        try SyncSources.attributing(scenario: scenario, strategy: strategy, io: io) {
          try SyncExplainer.explain(
            scenario: scenario, strategy: strategy, clock: clock, tolerance: request.tolerance)
        }
      }
    }
    if arguments.reportFormat == .json {
      io.print(SyncExplanation.jsonText(explanations))
    } else {
      io.print(explanations.map(ExplainText.text).joined(separator: "\n"), terminator: "")
    }
    return .success
  }
}

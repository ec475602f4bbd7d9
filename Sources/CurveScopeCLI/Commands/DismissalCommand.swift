import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeSync

#if Figures
  import CurveScopePlot
#endif

/// `curvescope dismissal`: interactive keyboard dismissal — a finger drags the keyboard, no
/// notification until the release — and how each strategy's bar keeps up.
enum DismissalCommand: Command {
  static let spec = CommandSpec(
    name: "dismissal",
    abstract: "Measure strategies while a finger drags the keyboard down (interactive dismissal).",
    discussion: """
      Without files, plays the named gestures (\(PanGesture.allCases.map(\.rawValue).joined(separator: ", "))) \
      on a 375×812 screen with a 291 pt keyboard; files are scenarios with an "interactive" \
      object. The keyboard's top follows the finger once the finger is inside it; at the \
      release the velocity decides whether it hides or returns, UIKit posts willChangeFrame \
      and willHide or willShow, and the keyboard finishes with its spring launched at the \
      finger's velocity. One row per strategy, max overlap / max gap per gesture. -o draws \
      the first scenario with the finger on the time axis (by default the followers \
      curve-shift, pan-tracker, kvo-center, display-link and input-accessory-view).
      """,
    arguments: [
      ArgumentSpec(
        name: "scenario.json", help: "Interactive scenario files or folders.", arity: .zeroOrMore,
        role: .input(folderExtensions: [".json"]))
    ],
    options: [
      gesture, SyncOptions.strategy, SyncOptions.fps, SyncOptions.margin,
      SyncOptions.tolerance, ProfileOptions.profile,
    ] + FigureOptions.declared,
    examples: [
      "curvescope dismissal", "curvescope dismissal --gesture flick --profile ios-26 -o flick.png",
      "curvescope dismissal Curves/scenarios/interactive-drag-return.json --strategy pan-tracker",
    ])

  static let gesture = OptionSpec.option(
    "--gesture", value: "name", help: "A named gesture to play (repeatable)",
    domain: .choice(PanGesture.allCases.map(\.rawValue)), default: "all three",
    repeatable: true)

  /// The strategies drawn when none is named.
  static let figureStrategies: [InputBarStrategy] = [
    .curveShift, .panTracker, .kvoCenter, .displayLink, .inputAccessoryView,
  ]

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let path = try FigureOptions.path(arguments)
    let scenarios = try ProfileOptions.applying(arguments, to: scenarios(arguments, io: io), io: io)
    let strategies = try SyncOptions.strategies(
      arguments, fallback: InputBarStrategy.presets, io: io)
    let tolerance = try SyncOptions.tolerance(arguments)
    if let path { try OutputTarget.check(path, option: FigureOptions.output.primaryName, io: io) }
    var rows: [[SyncSummary]] = []
    for scenario in scenarios {
      let clock = try SyncOptions.clock(arguments, for: scenario)
      rows.append(
        try strategies.map {
          try SyncAnalysis(scenario: scenario, strategy: $0, clock: clock, tolerance: tolerance)
            .summary()
        })
    }
    if let path, let scenario = scenarios.first, let interaction = scenario.interaction {
      let clock = try SyncOptions.clock(arguments, for: scenario)
      let drawn = arguments.texts(SyncOptions.strategy).isEmpty ? figureStrategies : strategies
      let measurements = try drawn.map {
        try SyncAnalysis(scenario: scenario, strategy: $0, clock: clock, tolerance: tolerance)
          .measurement()
      }
      #if Figures
        try InteractiveDismissalFigure(
          measurements, drag: interaction.drag(screenHeight: scenario.screenHeight)
        ).figure().write(
          to: path, format: FigureOptions.outputFormat(arguments, path: path),
          options: FigureOptions.renderOptions(arguments))
      #else
        _ = measurements
        try FigureOptions.requireFigures(path)
      #endif
    }
    if arguments.reportFormat == .json {
      io.print(
        JSONValue.array(
          zip(scenarios, rows).flatMap { scenario, summaries in
            summaries.map { summary -> JSONValue in
              guard case .object(let members) = summary.jsonValue else { return .null }
              return .object(members + [("interaction", interactionJSON(scenario))])
            }
          }
        ).prettyText)
      return .success
    }
    var table = TextTable(
      headers: ["strategy"] + scenarios.flatMap { ["\(label($0)) overlap", "gap"] },
      alignments: [.left] + Array(repeating: .right, count: 2 * scenarios.count))
    for (index, strategy) in strategies.enumerated() {
      table.append(
        [strategy.name]
          + rows.flatMap { summaries in
            [
              "\(NumberText.reading(summaries[index].maxOverlapPoints)) pt",
              "\(NumberText.reading(summaries[index].maxGapPoints)) pt",
            ]
          })
    }
    let lines = scenarios.map { scenario -> String in
      guard let interaction = scenario.interaction else {
        return TerminalString(scenario.name).text
      }
      let hides = interaction.hides(screenHeight: scenario.screenHeight)
      return TerminalString(
        "\(label(scenario)): release at \(NumberText.reading(interaction.releaseTime * 1000)) "
          + "ms, \(NumberText.reading(interaction.track.releaseVelocity)) pt/s → "
          + (hides ? "hides" : "returns")
      ).text
    }
    io.print(lines.joined(separator: "\n") + "\n\n" + table.text, terminator: "")
    return .success
  }

  /// The scenarios: the files named (each must be interactive), else the gestures.
  static func scenarios(_ arguments: ParsedArguments, io: CommandIO) throws -> [Scenario] {
    if !arguments.positionals.isEmpty {
      let files = try SyncOptions.scenarioPaths(arguments.positionals)
      return try files.map { file in
        let scenario = try SyncOptions.scenario(fromFile: file, io: io)
        guard scenario.interaction != nil else {
          throw InputFileError(path: file, .invalidContent(NotInteractive(name: scenario.name)))
        }
        return scenario
      }
    }
    let names = arguments.texts(gesture)
    let gestures = try names.map { name in
      guard let named = PanGesture(rawValue: name) else {
        let known = PanGesture.allCases.map(\.rawValue)
        throw UsageError(
          .optionValue(gesture.primaryName, name),
          .unknownName(
            kind: "gesture", known: known,
            suggestion: EditDistance.suggestion(for: name, among: known)))
      }
      return named
    }
    return try (gestures.isEmpty ? PanGesture.allCases : gestures).map {
      try Scenario.interactiveDismissal($0)
    }
  }

  static func label(_ scenario: Scenario) -> String {
    scenario.interaction?.gesture?.rawValue ?? scenario.name
  }

  static func interactionJSON(_ scenario: Scenario) -> JSONValue {
    guard let interaction = scenario.interaction else { return .null }
    return .object([
      ("gesture", interaction.gesture.map { .string($0.rawValue) } ?? .null),
      ("releaseMs", .double(interaction.releaseTime * 1000)),
      ("releaseVelocityPointsPerSecond", .double(interaction.track.releaseVelocity)),
      ("hides", .bool(interaction.hides(screenHeight: scenario.screenHeight))),
    ])
  }
}

/// A scenario given to `dismissal` without an interactive dismissal.
struct NotInteractive: CurveScopeError {
  /// The scenario's name.
  var name: String
  var subject: String { "scenario \(name)" }
  var problem: String { "has no \"interactive\" object (a finger track or a gesture)" }
}

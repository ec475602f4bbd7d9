import CurveScopeCodec
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

/// `curvescope sweep`: measures over a grid of strategies × keyboard heights × frame rates ×
/// reported durations.
enum SweepCommand: Command {
  static let spec = CommandSpec(
    name: "sweep",
    abstract:
      "Measure strategies over a grid of keyboard heights, frame rates and reported durations.",
    discussion: """
      Each cell is a keyboard show on a 375×812 screen (curve --curve, default 7) analysed as \
      compare does. Lists are comma-separated. The grid runs in parallel on every core; it \
      may hold at most \(SyncSweep.maximumCombinations) cells. CSV (the default) and JSON \
      print numbers at full precision; the table rounds them.
      """,
    options: [
      .option(
        "--strategy", value: "name", help: "A preset, all, or a custom strategy .json file.",
        default: "all", repeatable: true),
      .option(
        "--keyboard-height", value: "list", help: "Keyboard heights in points, each in [0, 812].",
        default: "216,258,291,336"),
      .option(
        "--fps", value: "list", help: "Frame rates in Hz, each in (0, 1000].", default: "60,120"),
      .option(
        "--duration", value: "list", help: "Reported durations in seconds, each in [0, 10].",
        default: "0.25"),
      .option(
        "--curve", value: "n",
        help: "Reported curve raw value, any integer (7: the keyboard's spring; 0-3: UIKit's "
          + "curves).",
        default: "7"),
      .option("--margin", value: "pt", help: "Margin for every strategy, in [0, 10000] points."),
      .option(
        "--tolerance", value: "pt",
        help: "|gap| beyond which a frame is out of sync, in [0, 1000].",
        default: "1"),
      .option("--format", value: "format", help: "csv, json or table.", default: "csv"),
    ],
    examples: [
      "curvescope sweep --format table",
      "curvescope sweep --strategy reported-duration --duration 0.1,0.25,0.35,0.4,0.5",
      "curvescope sweep --keyboard-height 216,224,253,258,260,271,291,301,336,346 --fps 60,90,120",
    ])

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let strategies = try SyncOptions.strategies(
      arguments, fallback: InputBarStrategy.presets, io: io)
    let heights = try list(
      arguments, "--keyboard-height", default: [216, 258, 291, 336], range: 0...812)
    let rates = try list(arguments, "--fps", default: [60, 120], range: 1e-9...1000).map {
      try FrameRate(hertz: $0)
    }
    let durations = try list(arguments, "--duration", default: [0.25], range: 0...10)
    let format = arguments.value("--format") ?? "csv"
    guard ["csv", "json", "table"].contains(format) else {
      throw UsageError(subject: "--format '\(format)'", problem: "expected csv, json or table")
    }
    let sweep = SyncSweep(
      strategies: strategies, keyboardHeights: heights, frameRates: rates, durations: durations,
      curve: AnimationCurve(rawValue: try arguments.value("--curve", as: Int.self) ?? 7),
      tolerance: try SyncOptions.tolerance(arguments))
    let rows: [SyncSweep.Row]
    do {
      rows = try sweep.run()
    } catch let error as ScenarioError {
      throw UsageError(subject: error.subject, problem: error.problem)
    }
    switch format {
    case "json":
      io.print(JSONValue.array(rows.map(json)).prettyText)
    case "table":
      io.print(table(rows).text, terminator: "")
    default:
      io.print(
        "strategy,keyboard_height,fps,duration,max_overlap_pt,max_overlap_at_ms,max_gap_pt,"
          + "max_gap_at_ms,lag_at_half_travel_ms,frames_out_of_tolerance,out_of_sync_ms,"
          + "final_error_pt,rms_gap_pt")
      for row in rows { io.print(csv(row)) }
    }
    return .success
  }

  private static func list(
    _ arguments: ParsedArguments, _ name: String, default fallback: [Double],
    range: ClosedRange<Double>
  ) throws -> [Double] {
    guard let text = arguments.value(name) else { return fallback }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= 10_000 else {
      throw UsageError(subject: name, problem: "more than 10000 values")
    }
    return try parts.map { part in
      let value: Double
      do {
        value = try Double(argument: String(part))
      } catch let error as ArgumentValueError {
        throw UsageError(subject: "\(name) '\(part)'", problem: error.problem)
      }
      guard range.contains(value) else {
        throw UsageError(
          subject: "\(name) '\(part)'",
          problem:
            "must be in [\(JSONValue.number(range.lowerBound)), \(JSONValue.number(range.upperBound))]"
        )
      }
      return value
    }
  }

  private static func csv(_ row: SyncSweep.Row) -> String {
    let summary = row.summary
    let number = JSONValue.number
    func optional(_ value: Double?) -> String { value.map(number) ?? "" }
    return [
      row.strategy, number(row.keyboardHeight), number(row.frameRate), number(row.duration),
      number(summary.maxOverlapPoints), optional(summary.maxOverlapAtMilliseconds),
      number(summary.maxGapPoints), optional(summary.maxGapAtMilliseconds),
      optional(summary.lagAtHalfTravelMilliseconds), String(summary.framesOutOfTolerance),
      number(summary.outOfSyncMilliseconds), number(summary.finalErrorPoints),
      number(summary.rmsGapPoints),
    ].joined(separator: ",")
  }

  private static func json(_ row: SyncSweep.Row) -> JSONValue {
    guard case .object(let members) = row.summary.jsonValue else { return .null }
    return .object(
      [("keyboardHeight", .double(row.keyboardHeight)), ("duration", .double(row.duration))]
        + members)
  }

  private static func table(_ rows: [SyncSweep.Row]) -> TextTable {
    var table = TextTable(
      headers: [
        "strategy", "height", "fps", "duration", "max overlap", "max gap", "lag @50%",
        "out of sync",
      ],
      alignments: [.left, .right, .right, .right, .right, .right, .right, .right])
    for row in rows {
      let summary = row.summary
      table.append([
        row.strategy, "\(SyncText.number(row.keyboardHeight)) pt",
        "\(SyncText.number(row.frameRate)) Hz",
        "\(SyncText.number(row.duration, decimals: 3)) s",
        "\(SyncText.number(summary.maxOverlapPoints)) pt",
        "\(SyncText.number(summary.maxGapPoints)) pt",
        summary.lagAtHalfTravelMilliseconds.map { "\(SyncText.number($0)) ms" } ?? "never",
        "\(SyncText.number(summary.outOfSyncMilliseconds)) ms",
      ])
    }
    return table
  }
}

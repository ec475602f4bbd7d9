import CurveScopeCodec
import CurveScopeMotion
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

/// The options `compare`, `check` and `sweep` share, and how they turn into scenarios,
/// strategies and a frame rate.
enum SyncOptions {
  /// Options for choosing strategies and measuring.
  static let measuring: [OptionSpec] = [
    .option(
      "--strategy", value: "name",
      help: "A preset (\(InputBarStrategy.presets.map(\.name).joined(separator: ", "))), all, "
        + "or a custom strategy .json file.",
      repeatable: true),
    .option(
      "--fps", value: "n", help: "Display frames per second, in (0, 1000].",
      default: "the scenario's, else 120"),
    .option(
      "--margin", value: "pt",
      help: "Points between keyboard top and bar bottom when in sync, in [0, 10000]; overrides "
        + "every strategy's.",
      default: "the strategy's, 0 for presets"),
    .option(
      "--tolerance", value: "pt", help: "|gap| beyond which a frame is out of sync, in [0, 1000].",
      default: "1"),
    .option(
      "--retarget", value: "rule",
      help: "How an animation interrupted by a new notification continues: additive, "
        + "from-current-state or restart.",
      default: "the scenario's, else additive"),
  ]

  /// Options that shape the default scenario or read a dump.
  static let scenarioShaping: [OptionSpec] = [
    .option(
      "--dump", value: "file", help: "Build the scenario from a pasted console dump (- for stdin)."),
    .option(
      "--keyboard-height", value: "pt",
      help: "Keyboard height for the default scenario, in [0, 812].", default: "291"),
    .option(
      "--duration", value: "seconds",
      help: "Reported duration for the default scenario, in [0, 10].",
      default: "0.25"),
    .option(
      "--curve", value: "n",
      help: "Reported curve raw value for the default scenario, any integer (7: the keyboard's "
        + "spring; 0-3: UIKit's curves; others: ease-in-out, assumed).",
      default: "7"),
  ]

  /// The scenarios named by positional paths (files or folders of .json files), a dump, or
  /// the default scenario shaped by `--keyboard-height`, `--duration` and `--curve`.
  static func scenarios(_ arguments: ParsedArguments, io: CommandIO) throws -> [Scenario] {
    let shaping = ["--keyboard-height", "--duration", "--curve"].filter {
      arguments.value($0) != nil
    }
    if let dump = arguments.value("--dump") {
      guard arguments.positionals.isEmpty, shaping.isEmpty else {
        throw UsageError(
          subject: "--dump",
          problem: "cannot be combined with scenario files or \(shaping.first ?? "others")")
      }
      return [try scenario(fromDump: dump, io: io)]
    }
    if !arguments.positionals.isEmpty {
      if let first = shaping.first {
        throw UsageError(
          subject: first,
          problem: "shapes the default scenario only; edit the scenario file instead")
      }
      var paths: [String] = []
      for path in arguments.positionals {
        paths += InputFile.isFolder(path) ? try InputFile.jsonFiles(in: path) : [path]
      }
      return try paths.map { try scenario(fromFile: $0, io: io) }
    }
    let height = try arguments.value("--keyboard-height", as: Double.self) ?? 291
    let duration = try arguments.value("--duration", as: Double.self) ?? 0.25
    let curve = try arguments.value("--curve", as: Int.self) ?? 7
    do {
      return [
        try Scenario.defaultShow(
          keyboardHeight: height, duration: duration, curve: AnimationCurve(rawValue: curve))
      ]
    } catch let error as ScenarioError {
      let option = error.subject.hasPrefix("keyboard") ? "--keyboard-height" : "--duration"
      throw UsageError(
        subject: "\(option) '\(arguments.value(option) ?? "")'", problem: error.problem)
    }
  }

  static func scenario(fromFile path: String, io: CommandIO) throws -> Scenario {
    let bytes = try InputFile.read(path, io: io)
    do {
      return try Scenario(
        json: bytes, fallbackName: path == "-" ? "stdin" : InputFile.baseName(path))
    } catch let error as any CurveScopeError {
      throw InputFileError(path: path, content: error)
    }
  }

  static func scenario(fromDump path: String, io: CommandIO) throws -> Scenario {
    let text = try InputFile.readText(path, io: io)
    do {
      let notifications =
        KeyboardNotification.looksLikeParseJSON(text)
        ? try KeyboardNotification.notifications(parseJSON: Array(text.utf8))
        : try NotificationDumpParser.parse(text)
      return try Scenario(
        notifications: notifications, name: path == "-" ? "stdin" : InputFile.baseName(path))
    } catch let error as any CurveScopeError {
      throw InputFileError(path: path, content: error)
    }
  }

  /// The strategies named by `--strategy` (presets, `all`, or .json files), with `--margin`
  /// applied; `fallback` when none is named.
  static func strategies(
    _ arguments: ParsedArguments, fallback: [InputBarStrategy], io: CommandIO
  ) throws -> [InputBarStrategy] {
    var strategies: [InputBarStrategy] = []
    for name in arguments.values("--strategy") {
      if name == "all" {
        strategies += InputBarStrategy.presets
      } else if let preset = InputBarStrategy.preset(named: name) {
        strategies.append(preset)
      } else if name.hasSuffix(".json") || name.contains("/") {
        let bytes = try InputFile.read(name, io: io)
        do {
          strategies.append(
            try InputBarStrategy(json: bytes, fallbackName: InputFile.baseName(name)))
        } catch let error as any CurveScopeError {
          throw InputFileError(path: name, content: error)
        }
      } else {
        let names = InputBarStrategy.presets.map(\.name)
        let hint =
          EditDistance.suggestion(for: name, among: names + ["all"], limit: 3)
          .map { "did you mean '\($0)'?" }
          ?? "expected one of \(names.joined(separator: ", ")), all, or a .json file"
        throw UsageError(subject: "--strategy '\(name)'", problem: "unknown strategy; \(hint)")
      }
    }
    if strategies.isEmpty { strategies = fallback }
    if let margin = try arguments.value("--margin", as: Double.self) {
      guard margin >= 0, margin <= 10_000 else {
        throw UsageError(
          subject: "--margin '\(JSONValue.number(margin))'", problem: "must be in [0, 10000] points"
        )
      }
      strategies = strategies.map { strategy in
        var copy = strategy
        copy.margin = margin
        return copy
      }
    }
    var seen = Set<String>()
    return strategies.filter { seen.insert($0.name).inserted }
  }

  /// `--tolerance`, checked.
  static func tolerance(_ arguments: ParsedArguments) throws -> Double {
    let tolerance = try arguments.value("--tolerance", as: Double.self) ?? 1
    guard tolerance >= 0, tolerance <= 1000 else {
      throw UsageError(
        subject: "--tolerance '\(JSONValue.number(tolerance))'",
        problem: "must be in [0, 1000] points")
    }
    return tolerance
  }

  /// `scenario` with `--retarget` applied.
  static func applyingRetarget(_ arguments: ParsedArguments, to scenario: Scenario) throws
    -> Scenario
  {
    guard let text = arguments.value("--retarget") else { return scenario }
    guard let rule = RetargetRule(rawValue: text) else {
      let names = RetargetRule.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(subject: "--retarget '\(text)'", problem: "unknown rule; expected \(names)")
    }
    var copy = scenario
    copy.retargetRule = rule
    return copy
  }

  /// The clock for `scenario`: `--fps`, else the scenario's rate, else 120 Hz.
  static func clock(_ arguments: ParsedArguments, for scenario: Scenario) throws -> FrameClock {
    if let rate = try arguments.value("--fps", as: FrameRate.self) { return FrameClock(rate) }
    if let preferred = scenario.preferredFrameRate, let rate = try? FrameRate(hertz: preferred) {
      return FrameClock(rate)
    }
    return FrameClock(.hz120)
  }
}

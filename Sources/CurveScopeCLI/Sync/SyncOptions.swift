import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

/// The options `compare`, `check`, `explain` and `sweep` share, each declared once, and how they
/// turn into scenarios, strategies, a clock and a tolerance.
enum SyncOptions {
  /// `--strategy`: presets, `all`, or custom strategy files; repeatable.
  static let strategy = OptionSpec.option(
    "--strategy", value: "name",
    help: "A preset (\(InputBarStrategy.presets.map(\.name).joined(separator: ", "))), all, "
      + "or a custom strategy .json file.",
    repeatable: true, role: .nameOrFile())
  /// `--fps`: the display clock.
  static let fps = OptionSpec.option(
    "--fps", value: "n", help: "Display rate",
    domain: .number(FrameRate.range, unit: "frames per second"),
    default: FrameRateDefault.scenarioHelpText)
  /// `--margin`: overrides every strategy's margin.
  static let margin = OptionSpec.option(
    "--margin", value: "pt",
    help: "Points between keyboard top and bar bottom when in sync; overrides every strategy's",
    domain: .number(StrategyError.marginRange, unit: "points"),
    default: "the strategy's, 0 for presets")
  /// `--tolerance`: |gap| beyond which a frame is out of sync.
  static let tolerance = OptionSpec.option(
    "--tolerance", value: "pt", help: "|gap| beyond which a frame is out of sync",
    domain: .number(.closed(0, 1000), unit: "points"), default: "1")
  /// `--retarget`: how interrupted animations continue.
  static let retarget = OptionSpec.option(
    "--retarget", value: "rule",
    help: "How an animation interrupted by a new notification continues",
    domain: .choice(RetargetRule.allCases.map(\.rawValue)),
    default: "the scenario's, else additive")

  /// Options for choosing strategies and measuring.
  static let measuring = [strategy, fps, margin, tolerance, retarget, ProfileOptions.profile]

  /// `--dump`: a pasted console dump as the scenario.
  static let dump = OptionSpec.option(
    "--dump", value: "file", help: "Build the scenario from a pasted console dump (- for stdin).",
    role: .input())
  /// `--spacing`: the interval between a paste's keyboard moves when it has no timestamps.
  static let spacing = OptionSpec.option(
    "--spacing", value: "ms",
    help: "With --dump: milliseconds between keyboard moves when the paste has no timestamps "
      + "(print, po); pastes whose every notification has a console timestamp (NSLog, log "
      + "stream) are timed by them",
    domain: .number(.closed(0, 10_000), unit: "milliseconds"), default: "100")
  /// `--keyboard-height` of the default scenario.
  static let keyboardHeight = OptionSpec.option(
    "--keyboard-height", value: "pt", help: "Keyboard height for the default scenario",
    domain: .number(.closed(0, 812), unit: "points"), default: "291")
  /// `--duration` reported in the default scenario.
  static let duration = OptionSpec.option(
    "--duration", value: "seconds", help: "Reported duration for the default scenario",
    domain: .number(.closed(0, KeyboardEventLimits.maximumDuration), unit: "seconds"),
    default: "0.25")
  /// `--curve` reported in the default scenario.
  static let curve = OptionSpec.option(
    "--curve", value: "n",
    help: "Reported curve raw value for the default scenario, any integer (7: the keyboard's "
      + "spring; 0-3: UIKit's curves; others: ease-in-out, assumed).",
    domain: .integer(Int.min...Int.max), default: "7")

  /// Options that shape the default scenario or read a dump.
  static let scenarioShaping = [dump, spacing, keyboardHeight, duration, curve]

  /// The scenarios named by positional paths (files or folders of .json files), a dump, or
  /// the default scenario shaped by `--keyboard-height`, `--duration` and `--curve`; never
  /// empty.
  /// - Throws: ``UsageError`` for conflicting or bad options, ``InputFileError`` for a file that
  ///   cannot be read or is invalid, and for a folder without scenario files.
  static func scenarios(_ arguments: ParsedArguments, io: CommandIO) throws -> [Scenario] {
    let shaping = [keyboardHeight, duration, curve].filter { arguments.isGiven($0) }
    if let dumpPath = arguments.text(dump) {
      guard arguments.positionals.isEmpty, shaping.isEmpty else {
        throw UsageError(
          .option(dump.primaryName),
          .conflicts(with: shaping.first?.primaryName ?? "scenario files"))
      }
      let seconds = (try arguments.number(spacing) ?? 100) / 1000
      return [try scenario(fromDump: dumpPath, spacing: seconds, io: io)]
    }
    if arguments.isGiven(spacing) {
      throw UsageError(.option(spacing.primaryName), .needs(dump.primaryName))
    }
    if !arguments.positionals.isEmpty {
      if let first = shaping.first {
        throw UsageError(.option(first.primaryName), .onlyForDefaultScenario)
      }
      return try scenarioPaths(arguments.positionals).map { try scenario(fromFile: $0, io: io) }
    }
    let height = try arguments.number(keyboardHeight) ?? 291
    let seconds = try arguments.number(duration) ?? 0.25
    let rawCurve = try arguments.integer(curve) ?? 7
    do {
      return [
        try Scenario.defaultShow(
          keyboardHeight: height, duration: seconds, curve: AnimationCurve(rawValue: rawCurve))
      ]
    } catch .keyboardHeight(_, let screenHeight) {
      throw UsageError(
        .optionValue(keyboardHeight.primaryName, arguments.text(keyboardHeight) ?? ""),
        .outOfRange(.closed(0, screenHeight), unit: "points"))
    } catch {
      throw UsageError(.option(duration.primaryName), .invalidValue(error))
    }
  }

  /// The scenario files named by `paths`: files as given, folders as their `.json` files.
  /// - Throws: ``InputFileError`` for a folder without `.json` files, or one that cannot be
  ///   listed.
  static func scenarioPaths(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      guard InputFile.isFolder(path) else {
        files.append(path)
        continue
      }
      let found = try InputFile.jsonFiles(in: path)
      guard !found.isEmpty else {
        throw InputFileError(path: path, .noFiles(fileExtension: ".json"))
      }
      files += found
    }
    return files
  }

  static func scenario(fromFile path: String, io: CommandIO) throws -> Scenario {
    let bytes = try InputFile.read(path, io: io)
    do {
      let scenario = try Scenario(
        json: bytes, fallbackName: path == "-" ? "stdin" : InputFile.baseName(path))
      io.inputs.noteScenario(scenario.name, path: path)
      return scenario
    } catch let error as any CurveScopeError {
      throw InputFileError(path: path, content: error)
    }
  }

  static func scenario(fromDump path: String, spacing: Double = 0.1, io: CommandIO) throws
    -> Scenario
  {
    let text = try InputFile.readText(path, io: io)
    do {
      let notifications =
        KeyboardNotification.looksLikeParseJSON(text)
        ? try KeyboardNotification.notifications(parseJSON: Array(text.utf8))
        : try NotificationDumpParser.parse(text)
      let scenario = try Scenario(
        notifications: notifications, name: path == "-" ? "stdin" : InputFile.baseName(path),
        spacing: spacing)
      io.inputs.noteScenario(scenario.name, path: path)
      return scenario
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
    for name in arguments.texts(strategy) {
      if name == "all" {
        strategies += InputBarStrategy.presets
      } else if let preset = InputBarStrategy.preset(named: name) {
        strategies.append(preset)
      } else if name.hasSuffix(".json") || name.contains("/") {
        let bytes = try InputFile.read(name, io: io)
        do {
          let custom = try InputBarStrategy(json: bytes, fallbackName: InputFile.baseName(name))
          io.inputs.noteStrategy(custom.name, path: name)
          strategies.append(custom)
        } catch let error as any CurveScopeError {
          throw InputFileError(path: name, content: error)
        }
      } else {
        let names = InputBarStrategy.presets.map(\.name)
        throw UsageError(
          .optionValue(strategy.primaryName, name),
          .unknownName(
            kind: "strategy", known: names + ["all", "a .json file"],
            suggestion: EditDistance.suggestion(for: name, among: names + ["all"], limit: 3)))
      }
    }
    if strategies.isEmpty { strategies = fallback }
    if let points = try arguments.number(margin) {
      strategies = strategies.map { strategy in
        var copy = strategy
        copy.margin = points
        return copy
      }
    }
    var seen = Set<String>()
    return strategies.filter { seen.insert($0.name).inserted }
  }

  /// `--tolerance`, checked; 1 pt when absent.
  static func tolerance(_ arguments: ParsedArguments) throws -> Double {
    try arguments.number(tolerance) ?? 1
  }

  /// `scenario` with `--retarget` applied.
  static func applyingRetarget(_ arguments: ParsedArguments, to scenario: Scenario) throws
    -> Scenario
  {
    guard let rule = try arguments.choice(retarget, as: RetargetRule.self) else { return scenario }
    var copy = scenario
    copy.retargetRule = rule
    return copy
  }

  /// The clock for `scenario`: `--fps`, else the scenario's rate, else 120 Hz.
  static func clock(_ arguments: ParsedArguments, for scenario: Scenario) throws -> FrameClock {
    if let rate = try arguments.frameRate(fps) { return FrameClock(rate) }
    if let preferred = scenario.preferredFrameRate, let rate = try? FrameRate(hertz: preferred) {
      return FrameClock(rate)
    }
    return FrameClock(FrameRateDefault.rate)
  }
}

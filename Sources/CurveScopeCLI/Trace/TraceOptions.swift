import CurveScopeMatch
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTrace

/// The options `compare`, `check` and `explain` take for recorded traces, each declared once,
/// and how they turn into traces.
enum TraceOptions {
  /// `--trace`: trace files (JSON or CSV) or folders of them; repeatable.
  static let trace = OptionSpec.option(
    "--trace", value: "file",
    help: "A recorded trace (.json, or .csv with time_ms,keyboard_top,bar_bottom), or a folder "
      + "of them; - for standard input. Repeatable.",
    repeatable: true, role: .input(folderExtensions: [".json", ".csv"]))
  /// `--screen-height`: a CSV trace's screen height.
  static let screenHeight = OptionSpec.option(
    "--screen-height", value: "pt",
    help: "Screen height of CSV traces (a JSON trace states its own: refused with one)",
    domain: .number(.openClosed(0, 100_000), unit: "points"),
    default: "the largest keyboard_top")
  /// `--safe-area-bottom`: the inset the bar rests on while the keyboard is hidden.
  static let safeAreaBottom = OptionSpec.option(
    "--safe-area-bottom", value: "pt",
    help: "The bottom inset the bar rests on while the keyboard is hidden (34 on iPhones with a "
      + "home indicator); keyboard tops below it are measured at it",
    domain: .number(.closed(0, 10_000), unit: "points"), default: "the trace's, else 0")

  /// Every trace option.
  static let all = [trace, screenHeight, safeAreaBottom]
  /// The options that only shape a trace.
  static let shaping = [screenHeight, safeAreaBottom]

  /// Refuses trace-shaping options without `--trace`.
  static func requireTrace(_ arguments: ParsedArguments) throws {
    if !arguments.isGiven(trace), let given = shaping.first(where: { arguments.isGiven($0) }) {
      throw UsageError(.option(given.primaryName), .needs(trace.primaryName))
    }
  }

  /// Refuses `others` given with `--trace` (options that shape or choose a simulation).
  static func refuse(_ others: [OptionSpec], _ arguments: ParsedArguments) throws {
    for option in others where arguments.isGiven(option) {
      throw UsageError(.option(option.primaryName), .conflicts(with: trace.primaryName))
    }
  }

  /// The trace files named by `--trace`: files as given, folders as their `.json` and `.csv`
  /// files.
  /// - Throws: ``InputFileError`` for a folder without traces; ``UsageError`` for standard
  ///   input named twice (it can be read once).
  static func paths(_ arguments: ParsedArguments) throws -> [String] {
    var files: [String] = []
    if arguments.texts(trace).filter({ $0 == "-" }).count > 1 {
      throw UsageError(
        .optionValue(trace.primaryName, "-"),
        .needs("standard input once: it can be read only once, and - is given twice"))
    }
    for path in arguments.texts(trace) {
      guard path != "-", InputFile.isFolder(path) else {
        files.append(path)
        continue
      }
      let found = try InputFile.files(in: path, extensions: [".json", ".csv"])
      guard !found.isEmpty else {
        throw InputFileError(path: path, .noFiles(fileExtension: ".json or .csv"))
      }
      files += found
    }
    return files
  }

  /// Every trace named by `--trace`, read and checked, with `--safe-area-bottom` applied.
  /// - Throws: ``UsageError`` for bad option values, ``InputFileError`` for a trace that cannot
  ///   be read (exit 66) or is invalid (exit 65, naming the frame or line).
  static func traces(_ arguments: ParsedArguments, io: CommandIO) throws -> [Trace] {
    let height = try arguments.number(screenHeight)
    let inset = try arguments.number(safeAreaBottom)
    let margin = try arguments.number(SyncOptions.margin)
    return try paths(arguments).map { path in
      var trace = try read(path, screenHeight: height, io: io)
      if let inset { trace.safeAreaBottom = inset }
      if let margin, margin > trace.screenHeight {
        // A file's margin is limited to its screen; the option is held to the same bound.
        throw UsageError(
          .optionValue(SyncOptions.margin.primaryName, arguments.text(SyncOptions.margin) ?? ""),
          .outOfRange(.closed(0, trace.screenHeight), unit: "points (the screen of \(trace.name))"))
      }
      return trace
    }
  }

  /// The matcher `--profile` asks for: one that judges the recording against that keyboard
  /// profile (the only keyboard model tried, the presets run under it), else the default one.
  /// - Throws: as ``ProfileOptions/profile(_:option:io:)``; ``UsageError`` for a profile whose
  ///   timings cannot be built.
  static func matcher(_ arguments: ParsedArguments, io: CommandIO) throws -> TraceMatcher {
    guard let text = arguments.text(ProfileOptions.profile) else { return TraceMatcher() }
    let profile = try ProfileOptions.profile(
      text, option: ProfileOptions.profile.primaryName, io: io)
    do {
      return try TraceMatcher(judgingAgainst: profile)
    } catch {
      throw UsageError(.optionValue(ProfileOptions.profile.primaryName, text), .invalidValue(error))
    }
  }

  /// One trace, in the format ``TraceFormat`` reads from its path and content.
  static func read(_ path: String, screenHeight: Double?, io: CommandIO) throws -> Trace {
    let bytes = try InputFile.read(path, limit: Trace.maximumByteCount, io: io)
    let name = path == "-" ? "stdin" : InputFile.baseName(path)
    let source = path == "-" ? nil : path
    let format = TraceFormat(bytes: bytes, path: source)
    if format == .json, screenHeight != nil {
      throw UsageError(
        .option(Self.screenHeight.primaryName),
        .needs("a CSV trace: \(name) is JSON, whose screen.height gives its screen"))
    }
    do {
      return try Trace(bytes: bytes, path: source, name: name, screenHeight: screenHeight)
    } catch let error as any CurveScopeError {
      throw InputFileError(path: path, content: error)
    }
  }
}

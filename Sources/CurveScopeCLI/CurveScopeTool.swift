import CurveScopeSupport

/// The `curvescope` tool: dispatches a command line to its subcommand and maps errors to exit
/// codes. The executable is a thin wrapper around ``run(_:io:)``; tests call it in-process.
package enum CurveScopeTool {
  /// The tool's version, printed by `--version`.
  package static let version = "0.1.0"

  /// One sentence about the tool, shown as the OVERVIEW of `curvescope --help`.
  package static let abstract =
    "Make animation timing visible: decode UIKit curves, sample timing functions, and measure "
    + "how an input bar keeps up with the keyboard."

  /// Every subcommand, in the order help lists them.
  package static let commands: [any Command.Type] = [
    CheckCommand.self,
    CompareCommand.self,
    DecodeCommand.self,
    DismissalCommand.self,
    ExplainCommand.self,
    FitCommand.self,
    GalleryCommand.self,
    LintCommand.self,
    MeasureCommand.self,
    PacingCommand.self,
    ParseCommand.self,
    ProfilesCommand.self,
    SampleCommand.self,
    SweepCommand.self,
  ]

  /// Runs one command line (without the program name) and returns its exit code.
  ///
  /// When the command succeeded or a check failed (exit 0 or 1), its output is written through
  /// `io.writeStandardOutput` (or left in `io.standardOutput` when there is none). On any error,
  /// output not yet written is dropped and one `error:` line is written to `io.standardError`;
  /// commands find their errors before they stream, so only a failing write (exit 73) can come
  /// after output was written.
  package static func run(_ arguments: [String], io: inout CommandIO) -> ExitCode {
    var style = TerminalStyle(.auto, terminal: io.terminal)
    do {
      let exitCode = try dispatch(arguments, io: &io, style: &style)
      try io.flush()
      // Only once the report is out: a command whose output cannot be written says only that.
      let written = io.writtenLines.map { $0 + "\n" }.joined()
      let lastLine =
        io.standardError.dropLast().lastIndex(of: "\n").map {
          io.standardError.index(after: $0)
        } ?? io.standardError.startIndex
      if exitCode.rawValue > ExitCode.checkFailed.rawValue,
        io.standardError[lastLine...].contains("error:")
      {
        // A command that refused after writing what it saw (measure) keeps its error line last.
        io.standardError.insert(contentsOf: written, at: lastLine)
      } else {
        io.standardError += written
      }
      return exitCode
    } catch {
      let (line, exitCode) = ErrorFormatter.format(error)
      io.discardUnwrittenOutput()
      TerminalStyle.$current.withValue(style) { io.printError(line) }
      return exitCode
    }
  }

  /// Runs `command` with `parsed` in the style its common options ask for: configuration file
  /// applied first, then the run, then the files it wrote named (and, with `--verbose`, the
  /// files read and the time taken).
  private static func run(
    _ command: any Command.Type, _ parsed: ParsedArguments, io: inout CommandIO,
    style: inout TerminalStyle
  ) throws -> ExitCode {
    var parsed = parsed
    let choice = try parsed.choice(CommonOptions.color, as: CommonOptions.ColorChoice.self)
    style = TerminalStyle(choice ?? .auto, terminal: io.terminal)
    io.isQuiet = parsed.flag(CommonOptions.quiet)
    io.isVerbose = parsed.flag(CommonOptions.verbose)
    if io.isQuiet { io.progress = nil }
    return try TerminalStyle.$current.withValue(style) {
      try ConfigFile.apply(to: &parsed, spec: command.spec, io: &io)
      for (option, key) in parsed.configured.sorted(by: { $0.key < $1.key }) {
        io.detail("\(option) \(parsed.texts(named: option).joined(separator: " ")) from \(key)")
      }
      let wallStart = WrittenOutputs.now()
      let start = ContinuousClock.now
      let exitCode = try command.run(parsed, io: &io)
      if !io.isQuiet {
        let declared = command.spec.allOptions.filter(\.writesFile).flatMap { parsed.texts($0) }
        var named = Set<String>()
        for path in declared + io.written.all where named.insert(path).inserted {
          if let line = WrittenOutputs.line(for: path, since: wallStart) {
            io.writtenLines.append(line)
          }
        }
      }
      if io.isVerbose {
        for entry in io.inputs.entries {
          io.detail(
            "read \(entry.path == "-" ? "standard input" : TerminalText.escaped(entry.path))")
        }
        let elapsed = ContinuousClock.now - start
        let seconds =
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let time =
          seconds < 1
          ? "\(NumberText.reading(seconds * 1000, decimals: 1)) ms"
          : "\(NumberText.reading(seconds, decimals: 2)) s"
        io.detail("done in \(time) (exit \(exitCode))")
      }
      return exitCode
    }
  }

  private static func dispatch(
    _ arguments: [String], io: inout CommandIO, style: inout TerminalStyle
  ) throws -> ExitCode {
    guard let first = arguments.first else {
      io.print(toolHelp, terminator: "")
      return .success
    }
    switch first {
    case "-h", "--help":
      io.print(toolHelp, terminator: "")
      return .success
    case "--version":
      io.print(version)
      return .success
    case "help":
      guard arguments.count > 1 else {
        io.print(toolHelp, terminator: "")
        return .success
      }
      // `help help` and `help --help` ask about help itself: the tool's help answers.
      if ["help", "-h", "--help"].contains(arguments[1]) {
        io.print(toolHelp, terminator: "")
        return .success
      }
      let command = try command(named: arguments[1])
      io.print(HelpFormatter.help(for: command.spec), terminator: "")
      return .success
    default:
      let command = try command(named: first)
      if let trait = command.missingTrait {
        throw UsageError(
          .command(first), .notInThisBuild(feature: "'\(first)'", trait: trait.rawValue))
      }
      switch try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst())) {
      case .help:
        io.print(HelpFormatter.help(for: command.spec), terminator: "")
        return .success
      case .run(let parsed):
        // Every output the spec declares is checked against every input it declares, before
        // the command reads or computes anything.
        try OutputTarget.checkDeclared(command.spec, arguments: parsed, io: io)
        return try run(command, parsed, io: &io, style: &style)
      }
    }
  }

  /// Makes SIGINT, SIGTERM and SIGHUP remove the hidden temporaries being written before the
  /// process ends (``TemporaryFiles``); the executable calls it first, before any thread starts.
  package static func installSignalCleanup() {
    TemporaryFiles.installSignalCleanup()
  }

  private static var toolHelp: String {
    HelpFormatter.toolHelp(abstract: abstract, commands: commands.map { $0.spec })
  }

  private static func command(named name: String) throws -> any Command.Type {
    if let command = commands.first(where: { $0.spec.name == name }) {
      return command
    }
    let names = commands.map { $0.spec.name }
    throw UsageError(
      .command(name),
      .unknownCommand(
        suggestion: EditDistance.suggestion(for: name, among: names), known: names))
  }
}

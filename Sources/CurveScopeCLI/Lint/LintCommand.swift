import CurveScopeLint
import CurveScopeSupport
import CurveScopeTiming

/// `curvescope lint PATH…`: the keyboard handlers in Swift and Objective-C sources, each
/// classified, simulated and reported with the desync a user would see and the fix.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint",
    abstract:
      "Find keyboard handlers in Swift and Objective-C sources, simulate them, and report the "
      + "ones that desync.",
    discussion: """
      Reads .swift, .m, .mm and .h files (folders recursively, skipping Pods, Carthage, .build, \
      DerivedData, build, node_modules and .git unless named), finds every keyboard handler \
      (addObserver with a selector or a block, Combine publisher(for:), for await … \
      notifications(named:), RxSwift rx.notification, keyboardLayoutGuide, inputAccessoryView), \
      reads where its duration, curve and keyboard height come from (helpers in the same file \
      included), turns it into a strategy and simulates it on the keyboard showing and hiding \
      (375×812, 291 pt) and a third-party keyboard's three notifications. One line per \
      handler: file:line:column: severity: strategy: what the user sees — the fix, verified \
      by simulation [codes]. Exit 1 when a finding matches --fail-on (default: any error, i.e. \
      a handler out of sync), 0 otherwise. Files that are not UTF-8 or larger than \
      --max-file-size are skipped with a note on stderr. - reads standard input \
      (--stdin-language).
      """,
    arguments: [
      ArgumentSpec(
        name: "path", help: "Source files or folders, or - for standard input.", arity: .oneOrMore)
    ],
    options: [format, failOn, fps, SyncOptions.tolerance, maxFileSize, stdinLanguage, quiet],
    examples: [
      "curvescope lint Sources",
      "curvescope lint App --format sarif > lint.sarif",
      "curvescope lint App --format json --fail-on warning",
      "curvescope lint ChatViewController.swift --fail-on no-curve,unshifted-curve",
    ],
    configSection: "lint")

  /// `--format`: what is printed.
  static let format = OptionSpec.option(
    "--format", value: "format",
    help: "What to print (json: an array of findings; sarif: a SARIF 2.1.0 log)",
    domain: .choice(LintOutputFormat.allCases.map(\.rawValue)), default: "text")
  /// `--fail-on`: the severities or codes that exit 1.
  static let failOn = OptionSpec.option(
    "--fail-on", value: "list",
    help: "Severities (error, warning, note: that and above) or codes that exit 1, "
      + "comma-separated or repeated; none never fails",
    default: "error", repeatable: true)
  /// `--fps`: the display rate of the simulation.
  static let fps = OptionSpec.option(
    "--fps", value: "n", help: "Display rate of the simulation",
    domain: .number(FrameRate.range, unit: "frames per second"), default: "120")
  /// `--max-file-size`: larger files are skipped.
  static let maxFileSize = OptionSpec.option(
    "--max-file-size", value: "MiB", help: "Skip files larger than this many MiB",
    domain: .integer(1...64), default: "4")
  /// `--stdin-language`: how `-` is lexed.
  static let stdinLanguage = OptionSpec.option(
    "--stdin-language", value: "language", help: "The language of standard input (-)",
    domain: .choice(SourceLanguage.allCases.map(\.rawValue)), default: "swift")
  /// `--quiet`: only warnings and errors.
  static let quiet = OptionSpec.flag(
    "--quiet", help: "Text: print only warnings and errors, and no summary.")

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let outputFormat = try arguments.choice(format, as: LintOutputFormat.self) ?? .text
    let policy = try LintFailPolicy(values: arguments.texts(failOn))
    let options = try lintOptions(arguments)
    let inputLanguage = try arguments.choice(stdinLanguage, as: SourceLanguage.self) ?? .swift
    let paths = arguments.positionals.filter { $0 != "-" }
    var (files, notes) = try SourceFileWalker.files(under: paths)
    if arguments.positionals.contains("-") {
      files.insert(SourceFileWalker.File(path: "-", language: inputLanguage), at: 0)
    }
    var linter = try Linter(options: options)
    var findings: [LintFinding] = []
    for file in files {
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(file.path, limit: options.limits.maximumFileBytes, io: io)
      } catch let error as InputFileError {
        notes.append("note: \(error.subject) — skipped: \(error.problem)")
        continue
      }
      let report = linter.lint(
        bytes, path: file.path == "-" ? "<stdin>" : file.path, language: file.language)
      switch report.skipped {
      case .notUTF8(let offset):
        notes.append("note: \(file.path) — skipped: not UTF-8 (byte \(offset))")
      case .tooLarge(let size, let limit):
        notes.append("note: \(file.path) — skipped: \(size) bytes, over the \(limit) byte limit")
      case nil:
        break
      }
      notes += report.notes.map { "note: \(file.path) — \($0)" }
      findings += report.findings
    }
    for note in notes { io.printError(note) }
    switch outputFormat {
    case .json:
      io.print(JSONValue.array(findings.map(\.jsonValue)).prettyText)
    case .sarif:
      io.print(LintSARIF.log(findings).prettyText)
    case .text:
      printText(findings, files: files.count, quiet: arguments.flag(quiet), io: &io)
    }
    return findings.contains(where: policy.fails) ? .checkFailed : .success
  }

  private static func printText(
    _ findings: [LintFinding], files: Int, quiet: Bool, io: inout CommandIO
  ) {
    for finding in findings where !quiet || finding.severity != .note {
      io.print(finding.textLine)
      for assumption in finding.assumptions where finding.severity != .note || !quiet {
        io.print("  assumes: \(assumption)")
      }
    }
    guard !quiet else { return }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.filter { $0.severity == .warning }.count
    let inSync = findings.filter { $0.codes.first == .inSync }.count
    let fileCount = Set(findings.map(\.path)).count
    io.print(
      "\(findings.count) keyboard handler\(findings.count == 1 ? "" : "s") in \(fileCount) of "
        + "\(files) file\(files == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
        + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(inSync) in sync")
  }

  private static func lintOptions(_ arguments: ParsedArguments) throws -> LintOptions {
    let rate = try arguments.frameRate(fps) ?? .hz120
    let tolerance = try SyncOptions.tolerance(arguments)
    var limits = LintLimits()
    if let size = try arguments.integer(maxFileSize) { limits.maximumFileBytes = size << 20 }
    return LintOptions(frameRate: rate, tolerance: tolerance, limits: limits)
  }
}

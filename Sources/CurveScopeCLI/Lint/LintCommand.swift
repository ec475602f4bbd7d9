import CurveScopeLint
import CurveScopeSupport

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
      DerivedData, build, node_modules and .git unless named; --include and --exclude filter \
      by glob). The files of one run are one app: a handler's helpers, extensions, base \
      classes and registrations are followed across them. Each handler is turned into a \
      strategy and simulated on the keyboard showing and hiding (375×812, 291 pt) and a \
      third-party keyboard's three notifications, with each --profile (default ios and \
      ios-26; a profile whose model is second-hand only warns). One finding per handler, at \
      the animation call: what the user sees (each number with its scenario), the codes, and \
      one fix snippet that compiles as pasted. // curvescope:disable-next-line CODE and \
      // curvescope:disable CODE … // curvescope:enable CODE suppress findings; --baseline \
      fails only findings the baseline does not list. Exit 1 when a finding matches \
      --fail-on (default: any error), 0 otherwise; 66 when no source is found, 65 when every \
      file was skipped. - reads standard input (--stdin-language).
      """,
    arguments: [
      ArgumentSpec(
        name: "path", help: "Source files or folders, or - for standard input.", arity: .oneOrMore,
        role: .input(folderExtensions: [".swift", ".m", ".mm", ".h"], recursive: true))
    ],
    options: LintCommandOptions.all,
    examples: [
      "curvescope lint Sources",
      "curvescope lint App --format sarif > lint.sarif",
      "curvescope lint App --format github",
      "curvescope lint App --format json --fail-on warning",
      "curvescope lint App --write-baseline lint-baseline.json",
      "curvescope lint App --baseline lint-baseline.json --profile ios",
      "curvescope lint ChatViewController.swift --fail-on no-curve,unshifted-curve",
    ],
    configSection: "lint")

  /// `--fail-on` (kept here for the fail policy's messages).
  static let failOn = LintCommandOptions.failOn

  /// How standard input is named in findings and notes.
  static let standardInputName = "<stdin>"

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    typealias Options = LintCommandOptions
    let outputFormat = try Options.outputFormat(arguments)
    let policy = try LintFailPolicy(values: arguments.texts(Options.failOn))
    let disabled = try Options.disabledCodes(arguments)
    let options = try Options.lintOptions(arguments, io: io)
    let inputLanguage =
      try arguments.choice(Options.stdinLanguage, as: SourceLanguage.self) ?? .swift
    let filter = LintPathFilter(
      include: arguments.texts(Options.include), exclude: arguments.texts(Options.exclude))
    let baseline = try arguments.text(Options.baseline).map {
      try LintBaselineFile.read($0, io: io)
    }
    let baselineOutput = arguments.text(Options.writeBaseline)
    if let path = baselineOutput {
      try OutputTarget.check(path, option: Options.writeBaseline.primaryName, io: io)
    }
    let paths = arguments.positionals.filter { $0 != "-" }
    var (files, notes) = try SourceFileWalker.files(under: paths, filter: filter)
    if arguments.positionals.contains("-") {
      files.insert(SourceFileWalker.File(path: "-", language: inputLanguage), at: 0)
    }
    if files.isEmpty, let folder = paths.first {
      throw InputFileError(
        path: folder,
        .noFiles(fileExtension: "Swift or Objective-C source (.swift, .m, .mm, .h) or matching"))
    }
    var linter = try Linter(options: options)
    var sources: [LintSource] = []
    for file in files {
      let name = file.path == "-" ? standardInputName : file.path
      do {
        let bytes = try InputFile.read(file.path, limit: options.limits.maximumFileBytes, io: io)
        sources.append(LintSource(bytes: bytes, path: name, language: file.language))
      } catch let error as InputFileError {
        notes.append("note: \(displayName(name)) — skipped: \(error.problem)")
      }
    }
    var findings: [LintFinding] = []
    var analysed = 0
    for report in linter.lint(files: sources) {
      let name = displayName(report.path)
      switch report.skipped {
      case .notUTF8(let offset):
        notes.append("note: \(name) — skipped: not UTF-8 (byte \(offset))")
      case .tooLarge(let size, let limit):
        notes.append("note: \(name) — skipped: \(size) bytes, over the \(limit) byte limit")
      case nil:
        analysed += 1
      }
      notes += report.notes.map { "note: \(name) — \($0)" }
      findings += report.findings
    }
    for note in notes { io.printError(note) }
    guard analysed > 0 else { throw LintInputError.everyFileSkipped(count: files.count) }
    findings = findings.compactMap { $0.disabling(disabled) }
    if let baseline { findings = baseline.applied(to: findings) }
    if let path = baselineOutput {
      try LintBaselineFile.write(LintBaseline(findings: findings), to: path)
      if !arguments.flag(Options.quiet) { io.printError("wrote \(displayName(path))") }
      return .success
    }
    let fails = { (finding: LintFinding) in finding.suppression == nil && policy.fails(finding) }
    let quiet = arguments.flag(Options.quiet)
    switch outputFormat {
    case .json: io.print(JSONValue.array(findings.map(\.jsonValue)).prettyText)
    case .sarif: io.print(LintSARIF.log(findings).prettyText)
    case .github: for line in LintGitHub.lines(findings) { io.print(line) }
    case .junit: io.print(LintJUnit.document(findings, fails: fails))
    case .markdown: io.print(LintMarkdown.document(findings, files: analysed))
    case .xcode:
      for finding in findings
      where finding.suppression == nil && (!quiet || finding.severity != .note) {
        io.print(finding.textLine)
      }
    case .text:
      LintTextReport.print(findings, files: analysed, quiet: quiet, io: &io)
    }
    return findings.contains(where: fails) ? .checkFailed : .success
  }

  /// A file's name as printed: escaped for a terminal (a non-UTF-8 byte as `\xff`).
  static func displayName(_ path: String) -> String {
    path == standardInputName ? "standard input" : TerminalText.escaped(path)
  }
}

extension LintFinding {
  /// The finding without the `disabled` codes, or `nil` when none is left.
  func disabling(_ disabled: Set<LintCode>) -> LintFinding? {
    guard !disabled.isEmpty else { return self }
    var result = self
    result.codes = codes.filter { !disabled.contains($0) }
    return result.codes.isEmpty ? nil : result
  }
}

import CurveScopeLint
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

/// The options of `curvescope lint`, declared once for parsing and help.
enum LintCommandOptions {
  /// `--format`: what is printed.
  static let format = OptionSpec.option(
    "--format", value: "format",
    help: "What to print (text: findings with fixes; xcode: file:line:col: lines; json; sarif: "
      + "SARIF 2.1.0; github: workflow commands; junit: JUnit XML; markdown: a table)",
    domain: .choice(LintOutputFormat.allCases.map(\.rawValue)), default: "text")
  /// `--json`: `--format json`.
  static let json = OptionSpec.flag("--json", help: "The same as --format json.")
  /// `--fail-on`: the severities or codes that exit 1.
  static let failOn = OptionSpec.option(
    "--fail-on", value: "list",
    help: "Severities (error, warning, note: that and above) or codes that exit 1, "
      + "comma-separated or repeated; none never fails",
    default: "error", repeatable: true)
  /// `--profile`: the keyboards handlers are simulated with.
  static let profile = OptionSpec.option(
    "--profile", value: "list",
    help: "Keyboard profiles to simulate with, comma-separated ("
      + KeyboardProfile.builtIn.map(\.name).joined(separator: ", ")
      + ", or profile .json files); second-hand ones only warn",
    default: "ios,ios-26", role: .nameOrFile(list: true))
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
  /// `--disable`: codes not reported.
  static let disable = OptionSpec.option(
    "--disable", value: "codes",
    help: "Codes not to report, comma-separated or repeated (a finding left with none is "
      + "dropped)", repeatable: true)
  /// `--include`: only paths matching one of these globs are linted.
  static let include = OptionSpec.option(
    "--include", value: "glob",
    help: "Lint only files whose path matches (* within a folder, ** across folders; a glob "
      + "without / matches the file name); repeatable", repeatable: true)
  /// `--exclude`: paths matching one of these globs are skipped.
  static let exclude = OptionSpec.option(
    "--exclude", value: "glob", help: "Skip files whose path matches; repeatable",
    repeatable: true)
  /// `--baseline`: findings listed there do not fail.
  static let baseline = OptionSpec.option(
    "--baseline", value: "file",
    help: "A baseline written by --write-baseline: only findings it does not list fail",
    role: .input())
  /// `--write-baseline`: records the current findings.
  static let writeBaseline = OptionSpec.option(
    "--write-baseline", value: "file",
    help: "Write the current warnings and errors to this baseline file and exit 0",
    role: .output)
  /// `--quiet`: only warnings and errors.
  static let quiet = OptionSpec.flag(
    "--quiet", help: "Text: print only warnings and errors, and no summary.")

  /// Every option, in help order.
  static let all: [OptionSpec] = [
    format, json, failOn, profile, SyncOptions.tolerance, fps, disable, include, exclude,
    baseline, writeBaseline, maxFileSize, stdinLanguage, quiet,
  ]

  /// The output format: `--format`, or json for `--json`.
  /// - Throws: ``UsageError`` for an unknown format or `--json` with another format.
  static func outputFormat(_ arguments: ParsedArguments) throws -> LintOutputFormat {
    let chosen = try arguments.choice(format, as: LintOutputFormat.self)
    if arguments.flag(json) {
      if let chosen, chosen != .json {
        throw UsageError(.options(["--json", "--format"]), .conflicts(with: chosen.rawValue))
      }
      return .json
    }
    return chosen ?? .text
  }

  /// The linter's options: rate, tolerance, profiles and limits.
  static func lintOptions(_ arguments: ParsedArguments, io: CommandIO) throws -> LintOptions {
    let rate = try arguments.frameRate(fps) ?? .hz120
    let tolerance = try SyncOptions.tolerance(arguments)
    var limits = LintLimits()
    if let size = try arguments.integer(maxFileSize) { limits.maximumFileBytes = size << 20 }
    return LintOptions(
      frameRate: rate, tolerance: tolerance, profiles: try profiles(arguments, io: io),
      limits: limits)
  }

  /// `--profile`'s list (duplicates dropped).
  /// - Throws: ``UsageError`` for an unknown or empty name; ``InputFileError`` for a profile
  ///   file that cannot be read.
  static func profiles(_ arguments: ParsedArguments, io: CommandIO) throws -> [KeyboardProfile] {
    guard let text = arguments.text(profile) else { return LintScenarios.defaultProfiles }
    var result: [KeyboardProfile] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(item).trimmingWhitespace()
      guard !name.isEmpty else {
        throw UsageError(
          .optionValue(profile.primaryName, text), .needs("a profile name in every item"))
      }
      let chosen = try ProfileOptions.profile(name, option: profile.primaryName, io: io)
      if !result.contains(where: { $0.name == chosen.name }) { result.append(chosen) }
    }
    return result
  }

  /// `--disable`'s codes.
  /// - Throws: ``UsageError`` naming an unknown or empty code.
  static func disabledCodes(_ arguments: ParsedArguments) throws -> Set<LintCode> {
    var codes: Set<LintCode> = []
    for value in arguments.texts(disable) {
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        let name = String(item).trimmingWhitespace()
        guard let code = LintCode(rawValue: name) else {
          let known = LintCode.allCases.map(\.rawValue)
          throw UsageError(
            .optionValue(disable.primaryName, name),
            .unknownName(
              kind: "code", known: known,
              suggestion: EditDistance.suggestion(for: name, among: known)))
        }
        codes.insert(code)
      }
    }
    return codes
  }
}

import CurveScopeSupport

/// Reads a command line against a ``CommandSpec``.
///
/// Rules, in the manner of swift-argument-parser:
/// - `--name value` and `--name=value`; short spellings such as `-o file`.
/// - `--` ends options: every later token is positional (`decode -- -1`).
/// - A token that reads as a negative number (`-1`, `-0x10`, `-2.5`) is a positional or an
///   option value, never an option, since no option is spelled like a number.
/// - A single-valued option given twice keeps the last value.
/// - `-h` / `--help` anywhere before `--` asks for help.
package struct ArgumentParser: Sendable {
  /// What parsing produced: arguments to run with, or a request for help.
  package enum Outcome: Sendable {
    /// Run the command with these arguments.
    case run(ParsedArguments)
    /// Show the command's help.
    case help
  }

  /// The spec to parse against.
  package var spec: CommandSpec

  /// Creates a parser for `spec`.
  package init(spec: CommandSpec) {
    self.spec = spec
  }

  /// Parses `tokens` (the command line after the subcommand's name).
  /// - Throws: ``UsageError`` for an unknown option, a missing or unexpected value, or a wrong
  ///   number of positional arguments.
  package func parse(_ tokens: [String]) throws -> Outcome {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(token) {
        parsed.positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      if token == "-h" || token == "--help" {
        return .help
      }
      let (name, inlineValue) = Self.split(token)
      guard let option = spec.option(named: name) else {
        if let trait = BuildTraits.gatedOptions[name], !trait.isEnabled,
          BuildTraits.drawingCommands.contains(spec.name)
        {
          throw UsageError(
            .spelling(name), .notInThisBuild(feature: name, trait: trait.rawValue))
        }
        let spellings = spec.allOptions.flatMap(\.names) + ["--help"]
        throw UsageError(
          .spelling(name),
          .unknownOption(
            suggestion: EditDistance.suggestion(for: name, among: spellings), command: spec.name))
      }
      if option.isFlag {
        if inlineValue != nil {
          throw UsageError(.spelling(name), .flagTakesNoValue)
        }
        parsed.flags.insert(option.primaryName)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < tokens.count, !Self.looksLikeOption(tokens[index]) {
        value = tokens[index]
        index += 1
      } else {
        throw UsageError(.spelling(name), .missingValue(valueName: option.valueName ?? "value"))
      }
      parsed.optionValues[option.primaryName, default: []].append(value)
    }
    try checkPositionals(parsed.positionals)
    try resolveFormat(&parsed)
    if parsed.flag(CommonOptions.quiet), parsed.flag(CommonOptions.verbose) {
      throw UsageError(
        .option(CommonOptions.quiet.primaryName),
        .conflicts(with: CommonOptions.verbose.primaryName))
    }
    if parsed.isGiven(CommonOptions.config), parsed.flag(CommonOptions.noConfig) {
      throw UsageError(
        .option(CommonOptions.config.primaryName),
        .conflicts(with: CommonOptions.noConfig.primaryName))
    }
    return .run(parsed)
  }

  /// Turns `--json` into `--format json` and checks `--format` against the command's formats,
  /// refusing a figure's file type with its new spelling where the command draws figures.
  private func resolveFormat(_ parsed: inout ParsedArguments) throws(UsageError) {
    parsed.formats = spec.formats
    let format = CommonOptions.format(spec.formats)
    if parsed.flag(CommonOptions.json) {
      if let given = parsed.text(format), given.lowercased() != ReportFormat.json.rawValue {
        throw UsageError(
          .optionValue(format.primaryName, given), .conflicts(with: CommonOptions.json.primaryName))
      }
      parsed.optionValues[format.primaryName] = [ReportFormat.json.rawValue]
    }
    guard let given = parsed.text(format) else { return }
    if !spec.declaresFormat { try Self.checkFormat(given, spec: spec) }
    // Commands (and their helpers) that read the `--json` flag see `--format json` too.
    if given.lowercased() == ReportFormat.json.rawValue {
      parsed.flags.insert(CommonOptions.json.primaryName)
    }
  }

  /// Checks a `--format` value (typed, or from a configuration file) against `spec`.
  /// - Throws: ``UsageError`` `.figureFormatMoved` for a figure's file type on a command with
  ///   `--figure-format`, `.unknownName` for any other value the command does not print.
  static func checkFormat(_ value: String, spec: CommandSpec) throws(UsageError) {
    guard ReportFormat.named(value, among: spec.formats) == nil else { return }
    let place = UsageError.Place.optionValue("--format", value)
    if ReportFormat.figureTypes.contains(value.lowercased()) {
      throw UsageError(
        place,
        .figureFormatMoved(hasFigureFormat: spec.option(named: "--figure-format") != nil))
    }
    let names = spec.formats.map(\.rawValue)
    throw UsageError(
      place,
      .unknownName(
        kind: "format", known: names,
        suggestion: EditDistance.suggestion(for: value.lowercased(), among: names)))
  }

  /// Whether a token is an option spelling rather than a value. No option is spelled with a
  /// digit or a point after its dash, so `-1`, `-0x7`, `-2.5` and `-100x-100` (a size) are
  /// values.
  static func looksLikeOption(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token.count > 1 else { return false }
    if let second = token.dropFirst().first, second.isASCII, second.isNumber || second == "." {
      return false
    }
    return !isNegativeNumber(token)
  }

  /// Whether `token` reads as a negative number (`-1`, `-0x7`, `-2.5`, `-1e3`).
  static func isNegativeNumber(_ token: String) -> Bool {
    guard token.hasPrefix("-") else { return false }
    let body = token.dropFirst()
    guard let first = body.first, first.isASCII, first.isNumber || first == "." else {
      return false
    }
    return body.allSatisfy { $0.isASCII && ($0.isHexDigit || $0 == "." || $0 == "x" || $0 == "X") }
      || Double(token) != nil
  }

  private static func split(_ token: String) -> (String, String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else {
      return (token, nil)
    }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  private func checkPositionals(_ values: [String]) throws {
    var remaining = values.count
    for argument in spec.arguments {
      switch argument.arity {
      case .one:
        guard remaining >= 1 else {
          throw UsageError(.argument(argument.name), .missingArgument(hint: nil))
        }
        remaining -= 1
      case .oneOrMore:
        guard remaining >= 1 else {
          throw UsageError(.argument(argument.name), .missingArgument(hint: nil))
        }
        remaining = 0
      case .optional:
        remaining = max(0, remaining - 1)
      case .zeroOrMore:
        remaining = 0
      }
    }
    if remaining > 0 {
      let extra = values[values.count - remaining]
      throw UsageError(.argumentValue(extra), .unexpectedArgument(command: spec.name))
    }
  }
}

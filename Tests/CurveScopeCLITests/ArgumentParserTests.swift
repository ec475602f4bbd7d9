import CurveScope
import Testing

@testable import CurveScopeCLI

private let fps = OptionSpec.option(
  "--fps", value: "n", help: "Frame rate", domain: .number(FrameRate.range, unit: ""),
  default: "120")
private let count = OptionSpec.option(
  "--count", value: "n", help: "A count", domain: .integer(1...10))
private let output = OptionSpec.option("--output", "-o", value: "file", help: "Output file.")
private let strategy = OptionSpec.option(
  "--strategy", value: "name", help: "Strategy.", repeatable: true)
private let format = OptionSpec.option(
  "--format", value: "format", help: "The format", domain: .choice(["csv", "json"]))
private let heights = OptionSpec.option(
  "--heights", value: "list", help: "Heights, each",
  domain: .number(.closed(0, 812), unit: "points"))
private let json = OptionSpec.flag("--json", help: "Print JSON.")

private let spec = CommandSpec(
  name: "demo",
  abstract: "A demo command.",
  arguments: [ArgumentSpec(name: "value", help: "Values.", arity: .zeroOrMore)],
  options: [fps, count, output, strategy, format, heights, json])

private enum Format: String, CaseIterable {
  case csv, json
}

private func parse(_ tokens: [String]) throws -> ParsedArguments {
  guard case .run(let parsed) = try ArgumentParser(spec: spec).parse(tokens) else {
    Issue.record("expected arguments, got help")
    return ParsedArguments()
  }
  return parsed
}

/// The usage error `body` throws, recorded as an issue when it throws none or another.
private func usageError(_ body: () throws -> Void) -> UsageError? {
  do {
    try body()
    Issue.record("expected a usage error")
  } catch let error as UsageError {
    return error
  } catch {
    Issue.record("expected a usage error, got \(error)")
  }
  return nil
}

@Test("options, inline values, short names, flags and positionals")
func parsesMixedCommandLine() throws {
  let parsed = try parse(["3", "--fps", "60", "-o", "a.png", "--json", "--strategy=x", "7"])
  #expect(parsed.positionals == ["3", "7"])
  #expect(parsed.text(fps) == "60")
  #expect(parsed.text(output) == "a.png")
  #expect(parsed.flag(json))
  #expect(parsed.texts(strategy) == ["x"])
}

@Test("'--' ends options and negative numbers are values")
func negativeNumbers() throws {
  #expect(try parse(["--", "-1", "--json"]).positionals == ["-1", "--json"])
  #expect(try parse(["-1", "-0x7", "-2.5"]).positionals == ["-1", "-0x7", "-2.5"])
  #expect(try parse(["--fps", "-5"]).text(fps) == "-5")
}

@Test("a repeated single option keeps the last value; a repeatable one keeps all")
func repeatedOptions() throws {
  let parsed = try parse(["--fps", "60", "--fps", "120", "--strategy", "a", "--strategy", "b"])
  #expect(parsed.text(fps) == "120")
  #expect(parsed.texts(strategy) == ["a", "b"])
}

@Test("unknown options suggest the nearest spelling; a missing value names its placeholder")
func parserErrors() {
  let typo = usageError { _ = try parse(["--fsp", "1"]) }
  guard case .unknownOption(let suggestion, let command)? = typo?.cause else {
    Issue.record("expected unknownOption")
    return
  }
  #expect(suggestion == "--fps" && command == "demo" && typo?.place == .spelling("--fsp"))
  guard case .unknownOption(nil, _)? = usageError({ _ = try parse(["--zzzzzz"]) })?.cause else {
    Issue.record("expected unknownOption without a suggestion")
    return
  }
  for tokens in [["--fps"], ["--fps", "--json"]] {
    guard case .missingValue("n")? = usageError({ _ = try parse(tokens) })?.cause else {
      Issue.record("expected missingValue for \(tokens)")
      continue
    }
  }
  guard case .flagTakesNoValue? = usageError({ _ = try parse(["--json=1"]) })?.cause else {
    Issue.record("expected flagTakesNoValue")
    return
  }
  // The sentence is built once, from the cause.
  #expect(typo?.description == "option '--fsp' — unknown option; did you mean '--fps'?")
}

@Test(
  "numbers are read and checked against the option's declared domain",
  arguments: [
    ("nan", UsageError.NumberProblem.notFinite), ("abc", .notANumber), ("", .notANumber),
  ])
func badNumbers(text: String, problem: UsageError.NumberProblem) throws {
  let parsed = try parse(["--fps", text])
  let error = usageError { _ = try parsed.number(fps) }
  guard case .badNumber(let found)? = error?.cause else {
    Issue.record("expected badNumber")
    return
  }
  #expect(found == problem && error?.place == .optionValue("--fps", text))
}

@Test(
  "the frame-rate domain [1, 1000] is checked, Hz suffix accepted",
  arguments: ["0", "0.5", "1000.5", "1e-300"])
func rateRange(text: String) throws {
  let parsed = try parse(["--fps", text])
  guard case .outOfRange(let range, _)? = usageError({ _ = try parsed.frameRate(fps) })?.cause
  else {
    Issue.record("expected outOfRange for \(text)")
    return
  }
  #expect(range == FrameRate.range)
  #expect(try parse(["--fps", "120hz"]).frameRate(fps)?.hertz == 120)
  #expect(try parse(["--fps", "1"]).frameRate(fps)?.hertz == 1)
}

@Test("integers, choices and lists are checked against their domains")
func otherDomains() throws {
  #expect(try parse(["--count", "7"]).integer(count) == 7)
  guard
    case .outOfIntegerRange? = usageError({ _ = try parse(["--count", "11"]).integer(count) })?
      .cause
  else {
    Issue.record("expected outOfIntegerRange")
    return
  }
  let big = usageError { _ = try parse(["--count", "99999999999999999999999"]).integer(count) }
  // Beyond Int, an option with a range says the range (not "integer out of range").
  guard case .outOfIntegerRange? = big?.cause else {
    Issue.record("expected outOfIntegerRange")
    return
  }
  #expect(try parse(["--format", "JSON"]).choice(format, as: Format.self) == .json)
  let choice = usageError { _ = try parse(["--format", "jsn"]).choice(format, as: Format.self) }
  guard case .unknownName(_, let known, let suggestion)? = choice?.cause else {
    Issue.record("expected unknownName")
    return
  }
  #expect(known == ["csv", "json"] && suggestion == "json")
  #expect(try parse(["--heights", "216,291"]).numbers(heights) == [216, 291])
  let list = usageError { _ = try parse(["--heights", "216,900"]).numbers(heights) }
  #expect(list?.place == .optionValue("--heights", "900"))
  let long = Array(repeating: "1", count: ParsedArguments.maximumListCount + 1)
  guard
    case .tooManyValues? = usageError({
      _ = try parse(["--heights", long.joined(separator: ",")]).numbers(heights)
    })?.cause
  else {
    Issue.record("expected tooManyValues")
    return
  }
}

@Test("help states each option's domain from its declaration")
func helpStatesDomains() {
  #expect(fps.fullHelp == "Frame rate, in [1, 1000].")
  #expect(heights.fullHelp == "Heights, each, in [0, 812] points.")
  #expect(format.fullHelp == "The format, one of csv or json.")
  #expect(count.fullHelp == "A count, in 1…10.")
  #expect(output.fullHelp == "Output file.")
}

@Test("--help anywhere before '--' asks for help")
func helpRequest() throws {
  guard case .help = try ArgumentParser(spec: spec).parse(["3", "--help"]) else {
    Issue.record("expected help")
    return
  }
}

@Test("positional arity is checked")
func arity() {
  let one = CommandSpec(
    name: "one", abstract: "", arguments: [ArgumentSpec(name: "file", help: "")])
  let missing = usageError { _ = try ArgumentParser(spec: one).parse([]) }
  guard case .missingArgument? = missing?.cause else {
    Issue.record("expected missingArgument")
    return
  }
  #expect(missing?.place == .argument("file"))
  let extra = usageError { _ = try ArgumentParser(spec: one).parse(["a", "b"]) }
  guard case .unexpectedArgument("one")? = extra?.cause else {
    Issue.record("expected unexpectedArgument")
    return
  }
  #expect(extra?.place == .argumentValue("b"))
}

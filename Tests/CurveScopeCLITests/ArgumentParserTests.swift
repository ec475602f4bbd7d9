import Testing

@testable import CurveScopeCLI

private let spec = CommandSpec(
  name: "demo",
  abstract: "A demo command.",
  arguments: [ArgumentSpec(name: "value", help: "Values.", arity: .zeroOrMore)],
  options: [
    .option("--fps", value: "n", help: "Frame rate.", default: "120"),
    .option("--output", "-o", value: "file", help: "Output file."),
    .option("--strategy", value: "name", help: "Strategy.", repeatable: true),
    .flag("--json", help: "Print JSON."),
  ])

private func parse(_ tokens: [String]) throws -> ParsedArguments {
  guard case .run(let parsed) = try ArgumentParser(spec: spec).parse(tokens) else {
    Issue.record("expected arguments, got help")
    return ParsedArguments()
  }
  return parsed
}

@Test("options, inline values, short names, flags and positionals")
func parsesMixedCommandLine() throws {
  let parsed = try parse(["3", "--fps", "60", "-o", "a.png", "--json", "--strategy=x", "7"])
  #expect(parsed.positionals == ["3", "7"])
  #expect(parsed.value("--fps") == "60")
  #expect(parsed.value("--output") == "a.png")
  #expect(parsed.flag("--json"))
  #expect(parsed.values("--strategy") == ["x"])
}

@Test("'--' ends options and negative numbers are values")
func negativeNumbers() throws {
  #expect(try parse(["--", "-1", "--json"]).positionals == ["-1", "--json"])
  #expect(try parse(["-1", "-0x7", "-2.5"]).positionals == ["-1", "-0x7", "-2.5"])
  #expect(try parse(["--fps", "-5"]).value("--fps") == "-5")
}

@Test("a repeated single option keeps the last value; a repeatable one keeps all")
func repeatedOptions() throws {
  let parsed = try parse(["--fps", "60", "--fps", "120", "--strategy", "a", "--strategy", "b"])
  #expect(parsed.value("--fps") == "120")
  #expect(parsed.values("--strategy") == ["a", "b"])
}

@Test(
  "usage errors name the option and the problem",
  arguments: [
    (["--fsp", "1"], "option '--fsp' — unknown option; did you mean '--fps'?"),
    (["--zzzzzz"], "option '--zzzzzz' — unknown option (see 'curvescope demo --help')"),
    (["--fps"], "option '--fps' — missing value <n>"),
    (["--fps", "--json"], "option '--fps' — missing value <n>"),
    (["--json=1"], "option '--json' — is a flag and takes no value"),
  ])
func usageErrors(tokens: [String], message: String) {
  #expect(throws: UsageError.self) { try parse(tokens) }
  do {
    _ = try parse(tokens)
  } catch {
    #expect(String(describing: error) == message)
  }
}

@Test("typed values convert or name the bad value")
func typedValues() throws {
  let parsed = try parse(["--fps", "nan", "-o", "x"])
  #expect(throws: UsageError(subject: "--fps 'nan'", problem: "not a finite number")) {
    try parsed.value("--fps", as: Double.self)
  }
  let big = try parse(["--fps", "99999999999999999999999"])
  #expect(
    throws: UsageError(subject: "--fps '99999999999999999999999'", problem: "integer out of range")
  ) {
    try big.value("--fps", as: Int.self)
  }
  #expect(try parse(["--fps", "60"]).value("--fps", as: Int.self) == 60)
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
  #expect(throws: UsageError(subject: "argument <file>", problem: "missing")) {
    try ArgumentParser(spec: one).parse([])
  }
  #expect(
    throws: UsageError(subject: "argument 'b'", problem: "unexpected (see 'curvescope one --help')")
  ) {
    try ArgumentParser(spec: one).parse(["a", "b"])
  }
}

import Testing

@testable import CurveScopeCLI

/// Runs the tool in-process and returns its exit code and streams.
func runTool(_ arguments: String...) -> (code: Int32, out: String, err: String) {
  var io = CommandIO()
  let code = CurveScopeTool.run(arguments, io: &io)
  return (code.rawValue, io.standardOutput, io.standardError)
}

@Test("--version prints the version")
func version() {
  let result = runTool("--version")
  #expect(result.code == 0)
  #expect(result.out == CurveScopeTool.version + "\n")
}

@Test("tool help has OVERVIEW, USAGE, OPTIONS and SUBCOMMANDS")
func toolHelp() {
  let result = runTool("--help")
  #expect(result.code == 0)
  for heading in ["OVERVIEW:", "USAGE: curvescope <subcommand>", "OPTIONS:", "SUBCOMMANDS:"] {
    #expect(result.out.contains(heading))
  }
}

@Test("an unknown subcommand is a one-line usage error, exit 64, nothing on stdout")
func unknownSubcommand() {
  let result = runTool("frobnicate")
  #expect(result.code == 64)
  #expect(result.out.isEmpty)
  #expect(result.err.hasPrefix("error: subcommand 'frobnicate' — unknown"))
  #expect(result.err.filter { $0 == "\n" }.count == 1)
}

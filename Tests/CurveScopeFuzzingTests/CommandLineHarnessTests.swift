import Testing

@testable import CurveScopeFuzzing

/// The `cli` target's plumbing: how bytes become a command line, and that no argument can name
/// a file outside the sandbox.
struct CommandLineHarnessTests {
  @Test("newlines separate arguments and a NUL starts standard input")
  func splitting() {
    let line = FuzzCommandLine(Array("parse\n-\n--json\0{\n}".utf8))
    #expect(line.arguments == ["parse", "-", "--json"])
    #expect(line.standardInput == Array("{\n}".utf8))
    let empty = FuzzCommandLine(Array("sample\n\nkeyboard".utf8))
    #expect(empty.arguments == ["sample", "", "keyboard"])
    #expect(empty.standardInput.isEmpty)
  }

  @Test("sandbox names become absolute, other paths are refused, written paths stay inside")
  func confinement() throws {
    let sandbox = FuzzSandbox.shared
    let root = sandbox.path
    #expect(
      sandbox.confine(["check", "scenarios", "--baseline=baseline.json", "--json"])
        == ["check", root + "/scenarios", "--baseline=" + root + "/baseline.json", "--json"])
    for escaping in [
      ["parse", "/etc/passwd"], ["check", ".."], ["check", "."], ["compare", "--dump=../x"],
      ["compare", "--strategy", "a/b.json"],
    ] {
      #expect(sandbox.confine(escaping) == nil, "\(escaping)")
    }
    #expect(
      sandbox.confine(["check", "--write-baseline", "/etc/x.json"])
        == ["check", "--write-baseline", root + "/output.json"])
    #expect(
      sandbox.confine(["check", "--write-baseline=../../evil"])
        == ["check", "--write-baseline=" + root + "/output"])
    #expect(
      sandbox.confine(["compare", "-o", "figure.png"]) == ["compare", "-o", root + "/output.png"])
  }

  @Test(
    "sweep cells are counted with the command's defaults",
    arguments: [
      (["sweep"], 12 * 4 * 2), (["sweep", "--strategy", "curve-shift"], 4 * 2),
      (["sweep", "--strategy=all", "--strategy", "x.json", "--fps=1,2,3"], 13 * 4 * 3),
      (
        ["sweep", "--keyboard-height", "1,2", "--duration", "1,2,3", "--", "--fps=1,2"],
        12 * 2 * 2 * 3
      ),
      (["sweep", "--strategy", "curve-shift", "--profile", "all,ios"], 8 * 4 * 2),
    ])
  func sweepCells(arguments: [String], cells: Int) {
    #expect(CommandLineHarness.sweepCells(arguments) == cells)
  }
}

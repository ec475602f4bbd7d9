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
    // A written path naming an input stays the input: the tool must refuse it.
    #expect(
      sandbox.confine(["check", "--write-baseline", "scenario.json"])
        == ["check", "--write-baseline", root + "/scenario.json"])
  }

  @Test("arguments that are not UTF-8 keep their bytes, as the executable reads argv")
  func bytes() {
    let line = FuzzCommandLine([0x70, 0x61, 0x72, 0x73, 0x65, 0x0A, 0xFF, 0x2E, 0x74])
    #expect(line.arguments.count == 2)
    #expect(line.arguments[1].unicodeScalars.first == "\u{10FFFF}")
  }

  @Test(
    "explain counts its strategies; all and none mean every preset",
    arguments: [
      (["explain"], 12), (["explain", "--strategy", "curve-shift"], 1),
      (["explain", "--strategy=a.json", "--strategy", "display-link"], 2),
      (["explain", "--strategy", "all"], 12),
    ])
  func explainBudget(arguments: [String], count: Int) {
    #expect(CommandLineHarness.explainedStrategies(arguments) == count)
  }

  @Test("gallery runs on the sandbox's curves, into a folder under a file unless it draws")
  func galleryBudget() {
    let root = FuzzSandbox.shared.path
    let stopped = GalleryBudget.confine(
      ["gallery", "--figure-format", "svg", "--", "x"], draws: false)
    #expect(
      stopped == [
        "gallery", "--figure-format", "svg", "--curves", root + "/curves", "-o",
        root + "/scenario.json/gallery",
      ])
    #expect(
      GalleryBudget.confine(["gallery"], draws: true).suffix(4) == [
        "--size", "200x200", "--scale", "1",
      ])
    let drawn = (0..<4096).filter {
      GalleryBudget.draws([UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)])
    }
    #expect((4...40).contains(drawn.count), "\(drawn.count) of 4096 inputs draw")
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

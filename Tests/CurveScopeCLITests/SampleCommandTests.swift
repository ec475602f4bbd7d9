import CurveScope
import Testing

@testable import CurveScopeCLI

/// Runs the tool with an argument array (for parameterised tests).
func runTool(arguments: [String]) -> (code: Int32, out: String, err: String) {
  var io = CommandIO()
  let code = CurveScopeTool.run(arguments, io: &io)
  return (code.rawValue, io.standardOutput, io.standardError)
}

/// The CSV rows after the header, split into fields.
func csvRows(_ text: String) -> [[String]] {
  text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
}

@Test("keyboard CSV: 61 frames at 120 Hz (every command's default), exact text that reads back")
func sampleKeyboardCSV() throws {
  let result = runTool("sample", "keyboard")
  #expect(result.code == 0)
  #expect(result.err.isEmpty)
  #expect(result.out.hasPrefix("time_ms,progress,value,velocity\n"))
  let rows = csvRows(result.out)
  #expect(rows.count == 61)
  #expect(rows.first == ["0", "0", "0", "0"])
  #expect(rows.last == ["500", "1", "1", "0"])
  // Frame 6 (50 ms): the text is the shortest form of the double the library computes.
  let expected = KeyboardTiming().progress(at: 6.0 / 120)
  #expect(rows[6][2] == "\(expected)")
  #expect(Double(rows[6][2]) == expected)
  #expect(abs(expected - 0.232230) <= 5e-7)
  #expect(rows[1][0] == "8.333333333333334")
  // At 60 Hz, as before: 31 frames, the second at 16.67 ms.
  let sixty = csvRows(runTool("sample", "keyboard", "--fps", "60").out)
  #expect(sixty.count == 31)
  #expect(sixty[1][0] == "16.666666666666668")
}

@Test("--duration and --fps set the frames of a Bézier")
func sampleDurationAndRate() {
  let result = runTool("sample", "ease-in-out", "--duration", "0.5", "--fps", "120")
  #expect(result.code == 0)
  let rows = csvRows(result.out)
  #expect(rows.count == 61)
  #expect(rows[30][0] == "250" && rows[30][1] == "0.5" && rows[30][2] == "0.5")
}

@Test("keyboard ignores --duration with a note on stderr, unless --force-duration")
func sampleKeyboardDuration() {
  let ignored = runTool("sample", "keyboard", "--duration", "0.25", "--fps", "60")
  #expect(ignored.code == 0)
  #expect(csvRows(ignored.out).count == 31)
  #expect(ignored.err.hasPrefix("note: keyboard runs 0.5 s as UIKit does; --duration ignored"))
  let forced = runTool(
    "sample", "keyboard", "--duration", "0.25", "--force-duration", "--fps", "60")
  #expect(forced.code == 0)
  #expect(forced.err.isEmpty)
  let rows = csvRows(forced.out)
  #expect(rows.count == 16)
  #expect(rows.last == ["250", "1", "1", "0"])
}

@Test("JSON (--format json or --json): the request and one camelCase object per frame")
func sampleJSON() throws {
  let result = runTool(
    "sample", "spring(mass: 3, stiffness: 1000, damping: 500)", "--format", "json", "--fps", "60")
  #expect(
    runTool("sample", "spring(mass: 3, stiffness: 1000, damping: 500)", "--json", "--fps", "60").out
      == result.out)
  #expect(result.code == 0)
  let document = try JSONParser().parse(result.out)
  let root = try JSONObjectReader(document, path: "")
  #expect(try root.string("kind") == "spring")
  #expect(try root.double("fps") == 60)
  let duration = try #require(try root.double("duration"))
  #expect(abs(duration - 0.5057) < 1e-4)
  let samples = try #require(try root.array("samples"))
  #expect(samples.count == 32)
  let third = try JSONObjectReader(samples[3], path: "samples[3]")
  #expect(try third.double("timeMs") == 50)
  #expect(try third.double("time_ms") == nil)
  #expect(abs((try third.double("value") ?? 0) - 0.232230) <= 5e-7)
}

@Test("text (or its old name table): a title and rounded, aligned columns")
func sampleTable() {
  let result = runTool("sample", "keyboard", "--format", "text", "--fps", "60")
  #expect(runTool("sample", "keyboard", "--format", "table", "--fps", "60").out == result.out)
  #expect(result.code == 0)
  let lines = result.out.split(separator: "\n").map(String.init)
  #expect(lines[0] == "keyboard: 0.5 s at 60 Hz, 31 frames")
  #expect(lines[1] == "time (ms)  progress     value  velocity (1/s)")
  #expect(lines[6] == "    50.00    0.1000  0.232230          6.6895")
  #expect(lines.last == "   500.00    1.0000  1.000000          0.0000")
}

@Test(
  "every bad value is one error line naming the input, exit 64, nothing on stdout",
  arguments: [
    (["sample", "keybaord"], "error: curve 'keybaord' — unknown curve; did you mean 'keyboard'?"),
    (
      ["sample", "spring(mass: 0, stiffness: 1, damping: 1)"],
      "error: spring(mass: 0, …) — mass must be > 0"
    ),
    (["sample", "bezier(0.4,0,1.2,1)"], "error: bezier(0.4,0,1.2,1) — x2 1.2 must lie in [0, 1]"),
    (["sample", "bezier(0.4,0,1)"], "error: bezier(0.4,0,1) — expects 4 numbers"),
    (
      ["sample", "linear", "--fps", "0"],
      "error: --fps '0' — must be a number of frames per second in [1, 1000]"
    ),
    (["sample", "linear", "--fps", "-60"], "error: --fps '-60' — must be a number"),
    (["sample", "linear", "--fps", "5000"], "error: --fps '5000' — must be a number"),
    (
      ["sample", "linear", "--fps", "fast"],
      "error: --fps 'fast' — not a number"
    ),
    (
      ["sample", "linear", "--duration", "-1"],
      "error: --duration '-1' — must be a number of seconds ≥ 0"
    ),
    (["sample", "linear", "--duration", "inf"], "error: --duration 'inf' — not a finite number"),
    (
      ["sample", "linear", "--duration", "1e9", "--fps", "1000"],
      "error: --duration '1e9' — needs more than 1000000 rows"
    ),
    (
      ["sample", "linear", "--format", "xml"],
      "error: --format 'xml' — unknown format; expected csv, json or text"
    ),
    (["sample", "linear", "--colour"], "error: option '--colour' — unknown option"),
    (["sample"], "error: argument <curve> — missing"),
    (["sample", "linear", "ease-in"], "error: argument 'ease-in' — unexpected"),
  ])
func sampleErrors(_ arguments: [String], _ prefix: String) {
  let result = runTool(arguments: arguments)
  #expect(result.code == 64)
  #expect(result.out.isEmpty)
  #expect(result.err.hasPrefix(prefix), "\(result.err)")
  #expect(result.err.filter { $0 == "\n" }.count == 1)
}

@Test("sample --help has every section, the options and examples")
func sampleHelp() {
  let result = runTool("sample", "--help")
  #expect(result.code == 0)
  for text in [
    "OVERVIEW:", "USAGE: curvescope sample", "ARGUMENTS:", "<curve>", "OPTIONS:", "--duration",
    "--fps", "--format", "--force-duration", "EXAMPLES:", "curvescope sample keyboard",
  ] {
    #expect(result.out.contains(text), "\(text)")
  }
  #expect(runTool("--help").out.contains("sample"))
}

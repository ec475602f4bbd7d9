import Foundation
import Testing

@testable import CurveScopeCLI

/// A JSON object from a command's output, parsed with Foundation.
func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The keyboard fit's output, computed once (each fit takes a moment in debug builds).
let keyboardFitRun = runTool("fit", "keyboard")
let keyboardFitJSONRun = runTool("fit", "keyboard", "--json")

@Test("fit keyboard: control points, errors in fractions and points, stand-ins, snippets")
func fitKeyboardText() {
  let result = keyboardFitRun
  #expect(result.code == 0)
  #expect(result.err.isEmpty)
  let out = result.out
  for piece in [
    "keyboard (runs 500 ms): error measured over the first 600 ms at 601 instants 1 ms apart",
    "0.2258, 0.1706, 0.1485, 0.9988", "384 ms", "0.0091 (2.66 pt)",
    "keyboard-bezier  0.3800, 0.7000, 0.1250, 1.0000    500 ms  0.0765 (22.27 pt)",
    "reported-0.25s   0.1000, 0.7600, 0.5500, 0.9000    250 ms  0.3416 (99.41 pt)",
    "transition: transform 384ms cubic-bezier(0.2258, 0.1706, 0.1485, 0.9988);",
    "CAMediaTimingFunction(controlPoints: 0.2258, 0.1706, 0.1485, 0.9988)",
    "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2258, y: 0.1706), controlPoint2: CGPoint(x: 0.1485, y: 0.9988))",
    "UIViewPropertyAnimator(duration: 0.384,",
    "new PathInterpolator(0.2258f, 0.1706f, 0.1485f, 0.9988f)); animator.setDuration(384);",
    "const curve = Cubic(0.2258, 0.1706, 0.1485, 0.9988); const duration = Duration(milliseconds: 384);",
  ] {
    #expect(out.contains(piece), "missing: \(piece)")
  }
}

@Test(
  "fit keyboard --json: the contract keys, the catalogue's keyboard-fit, stand-ins measured alike")
func fitKeyboardJSON() throws {
  let result = keyboardFitJSONRun
  #expect(result.code == 0)
  let object = try jsonObject(result.out)
  #expect(object["x1"] as? Double == 0.2258 && object["y1"] as? Double == 0.1706)
  #expect(object["x2"] as? Double == 0.1485 && object["y2"] as? Double == 0.9988)
  #expect(object["durationSeconds"] as? Double == 0.384)
  let maxError = try #require(object["maxError"] as? Double)
  let rmsError = try #require(object["rmsError"] as? Double)
  #expect(maxError <= 0.010 && maxError > 0.009)
  #expect(rmsError < maxError)
  #expect(abs(try #require(object["maxErrorPoints"] as? Double) - 291 * maxError) <= 1e-12)
  #expect(object["windowSeconds"] as? Double == 0.6 && object["samples"] as? Int == 600)
  let standIns = try #require(object["standIns"] as? [[String: Any]])
  #expect(standIns.count == 2)
  #expect(abs(try #require(standIns[0]["maxError"] as? Double) - 0.0765) <= 0.0001)
  #expect(abs(try #require(standIns[1]["maxError"] as? Double) - 0.3416) <= 0.0001)
  let snippets = try #require(object["snippets"] as? [String: String])
  #expect(Set(snippets.keys) == ["css", "coreAnimation", "uiKit", "android", "flutter"])
  let unrounded = try #require(object["unrounded"] as? [String: Any])
  #expect(try #require(unrounded["maxError"] as? Double) <= maxError)
}

@Test("fit with a fixed duration keeps it; a linear target fits with no error and no stand-ins")
func fitOptionsCLI() throws {
  // 120 samples: the durations asked for and the linear fit's error hold at any grid.
  let fixed = try jsonObject(
    runTool("fit", "keyboard", "--duration", "0.25", "--samples", "120", "--json").out)
  #expect(fixed["durationSeconds"] as? Double == 0.25 && fixed["duration"] as? String == "fixed")
  let ownDuration = try jsonObject(
    runTool("fit", "keyboard", "--fixed-duration", "--samples", "120", "--json").out)
  #expect(ownDuration["durationSeconds"] as? Double == 0.5)
  let linear = try jsonObject(runTool("fit", "linear", "--json").out)
  #expect(try #require(linear["maxError"] as? Double) <= 1e-7)
  #expect((linear["standIns"] as? [Any])?.isEmpty == true)
  let points = try jsonObject(runTool("fit", "linear", "--keyboard-height", "336", "--json").out)
  #expect(points["keyboardHeightPoints"] as? Double == 336)
}

@Test(
  "fit: bad command lines are usage errors (64) with one line naming the input",
  arguments: [
    (["fit", "keybaord"], "error: curve 'keybaord' — unknown curve; did you mean 'keyboard'?"),
    (["fit", "keyboard", "--samples", "5"], "error: --samples '5' — must be in 10…2000"),
    (
      ["fit", "keyboard", "--samples", "100000"],
      "error: --samples '100000' — must be in 10…2000"
    ),
    (["fit", "keyboard", "--samples", "ten"], "error: --samples 'ten' — not an integer"),
    (
      ["fit", "keyboard", "--duration", "0"],
      "error: --duration '0' — must be a number of seconds in (0, 10]"
    ),
    (
      ["fit", "keyboard", "--duration", "-1"],
      "error: --duration '-1' — must be a number of seconds in (0, 10]"
    ),
    (["fit", "keyboard", "--duration", "nan"], "error: --duration 'nan' — not a finite number"),
    (
      ["fit", "keyboard", "--free-duration", "--duration", "0.3"],
      "error: --free-duration — cannot be combined with --duration"
    ),
    (
      ["fit", "keyboard", "--keyboard-height", "0"],
      "error: --keyboard-height '0' — must be a number of points in (0, 10000]"
    ),
    (
      ["fit", "spring(mass: 1, stiffness: 100, damping: 0)"],
      "error: spring damping 0 — an undamped spring never settles"
    ),
    (
      ["fit", "bezier(0.4, 0, 1.2, 1)"], "error: bezier(0.4, 0, 1.2, 1) — x2 1.2 must lie in [0, 1]"
    ),
    (["fit", "keyboard", "-o", "fit.gif"], "error: "),
  ])
func fitUsageErrors(_ arguments: [String], _ prefix: String) {
  var io = CommandIO()
  let code = CurveScopeTool.run(arguments, io: &io)
  #expect(code.rawValue == 64, "\(arguments): \(io.standardError)")
  #expect(io.standardError.hasPrefix(prefix), "\(io.standardError)")
  #expect(io.standardOutput.isEmpty)
  #expect(io.standardError.filter { $0 == "\n" }.count == 1)
}

@Test("fit -o writes the figure atomically; an unwritable path exits 73")
func fitFigureOutput() throws {
  let folder = NSTemporaryDirectory() + "curvescope-fit-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let path = folder + "/fit.png"
  let result = runTool("fit", "keyboard", "--samples", "120", "-o", path)
  #expect(result.code == 0)
  let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["fit.png"])
  let svg = runTool("fit", "keyboard", "--samples", "120", "-o", folder + "/fit.svg")
  #expect(svg.code == 0)
  let unwritable = runTool("fit", "keyboard", "--samples", "120", "-o", folder + "/missing/fit.png")
  #expect(unwritable.code == 73)
  #expect(unwritable.out.isEmpty)
}

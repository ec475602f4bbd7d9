import Foundation
import Testing

@testable import CurveScopeCLI

@Test("fit keyboard prints exact springs, linear() stops and a multi-segment Android path")
func fitKeyboardPorts() {
  let out = keyboardFitRun.out
  for piece in [
    "Exact springs: each snippet measured with CurveScope's model of that platform's spring",
    "spring.mass = 3.0; spring.stiffness = 1000.0; spring.damping = 500.0; spring.duration = 0.5",
    "Spring(mass: 3.0, stiffness: 1000.0, damping: 500.0, allowOverDamping: false)",
    "spring(dampingRatio = 1f, stiffness = 333.33334f)",
    "SpringDescription.withDampingRatio(mass: 1.0, stiffness: 333.3333333333333, ratio: 1.0)",
    "withSpring(keyboardHeight, { mass: 1, stiffness: 333.3333333333333, damping: 36.51483716701107 })",
    "{ type: \"spring\", stiffness: 333.3333333333333, damping: 36.51483716701107, mass: 1 }",
    "CSS linear(): 13 stops (the fewest within 0.002 of the travel) over 500 ms",
    "transition-timing-function: linear(0, ",
    "Android PathInterpolator with a multi-segment Path",
    "animator.interpolator = PathInterpolator(path)",
  ] {
    #expect(out.contains(piece), "missing: \(piece)")
  }
}

@Test("fit keyboard --json: springs, cssLinear table and androidPath table")
func fitKeyboardPortsJSON() throws {
  let object = try jsonObject(keyboardFitJSONRun.out)
  let springs = try #require(object["springs"] as? [[String: Any]])
  #expect(springs.count == 10)
  for port in springs {
    let motion = try #require(port["motionError"] as? Double)
    let exact = try #require(port["exact"] as? Bool)
    #expect(motion <= (exact ? 1e-6 : 0.001), "\(port["api"] ?? "")")
    #expect(port["regime"] as? String == "critical")
    #expect(port["targetEndMs"] as? Double == 500)
  }
  let linear = try #require(object["cssLinear"] as? [String: Any])
  #expect(linear["stops"] as? Int == linear["defaultStops"] as? Int)
  #expect(try #require(linear["maxError"] as? Double) <= 0.002)
  let table = try #require(linear["table"] as? [[String: Any]])
  let errors = table.compactMap { $0["maxError"] as? Double }
  #expect(errors.count == table.count && errors.count >= 10)
  #expect(zip(errors, errors.dropFirst()).allSatisfy { $1 <= $0 })
  let path = try #require(object["androidPath"] as? [String: Any])
  let rows = try #require(path["table"] as? [[String: Any]])
  let pathErrors = rows.compactMap { $0["maxError"] as? Double }
  #expect(pathErrors.count == 3)
  #expect(pathErrors[1] < pathErrors[0] && pathErrors[2] < pathErrors[1])
}

@Test("fit --css-linear N fits N stops; out of range is a usage error; Béziers get no springs")
func fitCSSLinearOption() throws {
  // 120 samples: the stop count does not depend on the grid.
  let eight = try jsonObject(
    runTool("fit", "ease-out", "--css-linear", "8", "--samples", "120", "--json").out)
  let linear = try #require(eight["cssLinear"] as? [String: Any])
  #expect(linear["stops"] as? Int == 8)
  #expect((linear["points"] as? [Any])?.count == 8)
  #expect(eight["springs"] == nil)
  let bad = runTool("fit", "keyboard", "--css-linear", "1")
  #expect(bad.code == 64)
  #expect(bad.out.isEmpty)
  #expect(bad.err == "error: --css-linear '1' — must be in 2…64\n")
}

@Test("sample keyboard --snippets prints the ports; a Bézier is refused")
func sampleSnippets() {
  let result = runTool("sample", "keyboard", "--snippets")
  #expect(result.code == 0)
  #expect(result.out.contains("keyboard: errors measured at 601 instants over the first 600 ms"))
  #expect(result.out.contains("controller.animateWith(SpringSimulation("))
  let bezier = runTool("sample", "ease-in", "--snippets")
  #expect(bezier.code == 64)
  #expect(bezier.err.hasPrefix("error: --snippets — needs a spring"))
}

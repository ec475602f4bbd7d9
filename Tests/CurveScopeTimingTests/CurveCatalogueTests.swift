import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

/// `Curves/curves.json`, read with Foundation (independently of the library's own JSON code).
func catalogueFile() throws -> [[String: Any]] {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Curves/curves.json")
  let data = try Data(contentsOf: url)
  let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  return try #require(root["curves"] as? [[String: Any]])
}

@Test("Curves/curves.json and the compiled catalogue hold the same curves, in the same order")
func catalogueFileAgrees() throws {
  let entries = try catalogueFile()
  #expect(entries.map { $0["name"] as? String } == CurveCatalogue.names)
  for (entry, curve) in zip(entries, CurveCatalogue.all) {
    #expect(entry["kind"] as? String == curve.definition.kind, "\(curve.name)")
    #expect(entry["source"] as? String == curve.source, "\(curve.name)")
    if let seconds = entry["defaultDuration"] as? Double {
      #expect(curve.defaultDuration == seconds, "\(curve.name)")
    } else {
      #expect(entry["defaultDuration"] as? String == "settling", "\(curve.name)")
      #expect(curve.defaultDuration == nil, "\(curve.name)")
    }
    let parameters = try #require(entry["parameters"] as? [String: Any])
    let number = { (key: String) in parameters[key] as? Double }
    switch curve.definition {
    case .bezier(let bezier):
      #expect(Set(parameters.keys) == ["x1", "y1", "x2", "y2"])
      #expect(
        [number("x1"), number("y1"), number("x2"), number("y2")]
          == [bezier.x1, bezier.y1, bezier.x2, bezier.y2], "\(curve.name)")
    case .linear:
      #expect(parameters.isEmpty)
    case .spring(let spring, let model):
      #expect(number("mass") == spring.mass && number("stiffness") == spring.stiffness)
      #expect(number("damping") == spring.damping && number("velocity") == spring.initialVelocity)
      #expect(parameters["model"] as? String == model.rawValue)
    case .keyboard:
      #expect(number("mass") == 3 && number("stiffness") == 1000 && number("damping") == 500)
      #expect(number("velocity") == 0 && parameters["model"] as? String == "coreAnimation")
    }
  }
}

@Test("the catalogue has exactly the curves `sample` documents")
func catalogueNames() {
  #expect(
    CurveCatalogue.names == [
      "ease-in-out", "ease-in", "ease-out", "linear", "ca-default", "keyboard",
      "keyboard-overdamped", "keyboard-bezier", "keyboard-fit", "android-ime",
    ])
}

/// Each catalogue curve at its default duration, checked at a few times against references
/// computed independently (bisection Béziers, the hand-written critical form, RK4).
@Test("every catalogue curve evaluates to its independent reference", arguments: CurveCatalogue.all)
func catalogueCurveValues(_ curve: NamedCurve) throws {
  let timing = try curve.timing()
  let reference: (Double) -> Double
  switch curve.name {
  case "ease-in-out": reference = { BisectionBezier(0.42, 0, 0.58, 1).y(forX: $0 / 0.25) }
  case "ease-in": reference = { BisectionBezier(0.42, 0, 1, 1).y(forX: $0 / 0.25) }
  case "ease-out": reference = { BisectionBezier(0, 0, 0.58, 1).y(forX: $0 / 0.25) }
  case "linear": reference = { $0 / 0.25 }
  case "ca-default": reference = { BisectionBezier(0.25, 0.1, 0.25, 1).y(forX: $0 / 0.25) }
  case "keyboard": reference = { independentKeyboardCritical($0).position }
  case "keyboard-overdamped":
    reference = { NumericalSpring(mass: 3, stiffness: 1000, damping: 500).state(at: $0).position }
  case "keyboard-bezier": reference = { BisectionBezier(0.38, 0.7, 0.125, 1).y(forX: $0 / 0.5) }
  case "keyboard-fit":
    reference = { BisectionBezier(0.2258, 0.1706, 0.1485, 0.9988).y(forX: $0 / 0.384) }
  case "android-ime": reference = { BisectionBezier(0.2, 0, 0, 1).y(forX: $0 / 0.285) }
  default:
    Issue.record("no reference for \(curve.name)")
    return
  }
  for fraction in [0.0, 0.1, 0.3, 0.5, 0.7, 0.9] {
    let time = fraction * timing.duration
    #expect(abs(timing.progress(at: time) - reference(time)) <= 1e-9, "\(curve.name) t = \(time)")
  }
  #expect(timing.progress(at: timing.duration) == 1)
}

@Test("default durations: Béziers 0.25 s, keyboard 0.5 s, the literal spring until it settles")
func catalogueDurations() throws {
  #expect(try CurveCatalogue.named("ease-in-out").timing().duration == 0.25)
  #expect(try CurveCatalogue.named("keyboard").timing().duration == 0.5)
  #expect(try CurveCatalogue.named("keyboard-bezier").timing().duration == 0.5)
  #expect(try CurveCatalogue.named("android-ime").timing().duration == 0.285)
  let literal = try CurveCatalogue.named("keyboard-overdamped").timing().duration
  #expect(abs(literal - 3.418) < 1e-3)
}

@Test("names ignore case, dashes and underscores; unknown names suggest and list")
func catalogueLookup() throws {
  #expect(CurveCatalogue.curve(named: "easeInOut")?.name == "ease-in-out")
  #expect(CurveCatalogue.curve(named: "KEYBOARD_BEZIER")?.name == "keyboard-bezier")
  #expect {
    _ = try CurveCatalogue.named("keybaord")
  } throws: { error in
    let error = error as? CurveSpecError
    return error?.cause == .unknownCurve(suggestion: "keyboard")
      && error?.subject == "curve 'keybaord'"
      && error?.problem.contains("known curves: ease-in-out, ease-in,") == true
  }
}

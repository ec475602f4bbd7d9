import CurveScope
import Testing

@testable import CurveScopeTiming

@Test(
  "specs parse, whitespace and case tolerant",
  arguments: [
    ("keyboard", CurveDefinition.keyboard),
    ("  ease-out ", .bezier(.easeOut)),
    ("bezier(0.42,0,0.58,1)", .bezier(.easeInOut)),
    (" Bezier ( 0.42 , 0 ,\t0.58 , 1 ) ", .bezier(.easeInOut)),
    ("cubic-bezier(0.25, 0.1, 0.25, 1)", .bezier(.coreAnimationDefault)),
    ("spring(mass: 3, stiffness: 1000, damping: 500)", .spring(.keyboard, model: .coreAnimation)),
    (
      "spring(damping:500,mass:3,stiffness:1000,velocity:0)",
      .spring(.keyboard, model: .coreAnimation)
    ),
    (
      "spring( mass : 3 , stiffness : 1e3 , damping : 500 , model : exact )",
      .spring(.keyboard, model: .exact)
    ),
  ])
func specParses(_ text: String, _ expected: CurveDefinition) throws {
  #expect(try CurveSpec(parsing: text).definition == expected)
}

@Test("a spring's velocity is read")
func specVelocity() throws {
  let spec = try CurveSpec(parsing: "spring(mass: 1, stiffness: 100, damping: 10, velocity: -2.5)")
  guard case .spring(let spring, _) = spec.definition else {
    Issue.record("not a spring")
    return
  }
  #expect(spring.initialVelocity == -2.5)
  #expect(spec.defaultDuration == nil)
  #expect(try CurveSpec(parsing: "bezier(0,0,1,1)").defaultDuration == 0.25)
}

@Test(
  "bad specs point at the bad part",
  arguments: [
    ("spring(mass: 0, stiffness: 1, damping: 1)", "spring(mass: 0, …) — mass must be > 0"),
    (
      "spring(mass: 1, stiffness: -4, damping: 1)",
      "spring(…, stiffness: -4, …) — stiffness must be > 0"
    ),
    ("spring(mass: 1, stiffness: 4, damping: -1)", "spring(…, damping: -1) — damping must be ≥ 0"),
    (
      "spring(mass: 1, stiffness: 4, damping: 1, velocity: inf)",
      "spring(…, velocity: inf) — velocity 'inf' is not a finite number"
    ),
    (
      "spring(mass: 1, stiffness: 4)",
      "spring(mass: 1, stiffness: 4) — missing damping: (mass, stiffness and damping are required)"
    ),
    (
      "spring(mass: 1, stifness: 4, damping: 1)",
      "spring(…, stifness: 4, …) — unknown label 'stifness'; did you mean 'stiffness:'?"
    ),
    (
      "spring(mass: 1, mass: 2, stiffness: 4, damping: 1)",
      "spring(…, mass: 2, …) — mass is given twice"
    ),
    (
      "spring(3, 1000, 500)",
      "spring(3, …) — expected label: value, e.g. mass: 3 (labels: mass, stiffness, damping, velocity, model)"
    ),
    ("spring(mass: x, stiffness: 4, damping: 1)", "spring(mass: x, …) — mass 'x' is not a number"),
    (
      "spring(mass: 1, stiffness: 4, damping: 1, model: quantum)",
      "spring(…, model: quantum) — unknown model 'quantum'; expected coreAnimation or exact"
    ),
    (
      "bezier(0.4,0,1.2,1)",
      "bezier(0.4,0,1.2,1) — x2 1.2 must lie in [0, 1] so that time only moves forward"
    ),
    (
      "bezier(-0.1, 0, 1, 1)",
      "bezier(-0.1, 0, 1, 1) — x1 -0.1 must lie in [0, 1] so that time only moves forward"
    ),
    ("bezier(0.4,0,1)", "bezier(0.4,0,1) — expects 4 numbers x1, y1, x2, y2; got 3"),
    ("bezier()", "bezier() — expects 4 numbers x1, y1, x2, y2; got 0"),
    ("bezier(0.4,abc,1,1)", "bezier(0.4,abc,1,1) — y1 'abc' is not a number"),
    ("bezier(0.4,,1,1)", "bezier(0.4,,1,1) — y1 is missing its number"),
    ("bezier(nan,0,1,1)", "bezier(nan,0,1,1) — x1 'nan' is not a finite number"),
    ("bezier(0.4,0,1,1", "bezier(0.4,0,1,1 — missing the closing ')'"),
    (
      "bezeir(0.4,0,1,1)",
      "bezeir(0.4,0,1,1) — unknown curve function 'bezeir'; did you mean 'bezier'?"
    ),
    (
      "",
      "curve '' — empty; give a name (ease-in-out, ease-in, ease-out, linear, ca-default, keyboard, keyboard-overdamped, keyboard-bezier, keyboard-fit, android-ime), bezier(x1,y1,x2,y2) or spring(mass:…,stiffness:…,damping:…)"
    ),
  ])
func badSpec(_ text: String, _ message: String) {
  #expect {
    _ = try CurveSpec(parsing: text)
  } throws: { error in
    let description = (error as? CurveSpecError)?.description
    if description != message { print("got: \(description ?? "\(error)")") }
    return description == message
  }
}

@Test("an unknown name suggests the closest one and lists every name")
func unknownName() {
  #expect {
    _ = try CurveSpec(parsing: "ease-inn-out")
  } throws: { error in
    let text = (error as? CurveSpecError)?.description ?? ""
    return text.hasPrefix("curve 'ease-inn-out' — unknown curve; did you mean 'ease-in-out'?")
      && text.contains("android-ime; or bezier(x1,y1,x2,y2), spring(")
  }
}

@Test("a spec's timing uses the given duration, else its default")
func specTiming() throws {
  #expect(try CurveSpec(parsing: "ease-in").timing().duration == 0.25)
  #expect(try CurveSpec(parsing: "ease-in").timing(duration: 0.4).duration == 0.4)
  #expect(try CurveSpec(parsing: "keyboard").timing().duration == 0.5)
  #expect(try CurveSpec(parsing: "keyboard").timing(duration: 0.25).duration == 0.25)
  let spring = try CurveSpec(parsing: "spring(mass: 3, stiffness: 1000, damping: 500)").timing()
  #expect(abs(spring.duration - 0.5057) < 1e-4)
}

@Test("a pasted essay is refused without quoting all of it")
func overlongSpec() {
  let text = "bezier(" + String(repeating: "0.1,", count: 500) + ")"
  #expect {
    _ = try CurveSpec(parsing: text)
  } throws: { error in
    (error as? CurveSpecError)?.problem == "longer than 1000 characters"
      && (error as? CurveSpecError)?.subject.count ?? 0 < 60
  }
}

@Test(
  "timings describe themselves",
  arguments: [
    ("ease-in-out", "bezier(0.42, 0, 0.58, 1) over 0.25 s"),
    ("keyboard", "keyboard for 0.5 s"),
    ("keyboard-overdamped", "spring(mass: 3, stiffness: 1000, damping: 500, exact) for 3.418 s"),
    ("linear", "linear over 0.25 s"),
  ])
func timingDescription(_ name: String, _ text: String) throws {
  #expect(try CurveSpec(parsing: name).timing().description == text)
  #expect(Timing.jump.description == "jump")
}

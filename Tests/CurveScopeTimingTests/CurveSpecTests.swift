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

/// A bad spec, the part its error points at, and the cause.
struct BadSpecCase: Sendable, CustomTestStringConvertible {
  var text: String
  var subject: String
  var cause: CurveSpecError.Cause
  var testDescription: String { text.isEmpty ? "(empty)" : text }
}

@Test(
  "bad specs point at the bad part, with the cause",
  arguments: [
    BadSpecCase(
      text: "spring(mass: 0, stiffness: 1, damping: 1)", subject: "spring(mass: 0, …)",
      cause: .invalidArgument(
        name: "mass", .outOfRange(parameter: "mass", value: 0, range: .above(0), unit: ""))),
    BadSpecCase(
      text: "spring(mass: 1, stiffness: -4, damping: 1)", subject: "spring(…, stiffness: -4, …)",
      cause: .invalidArgument(
        name: "stiffness",
        .outOfRange(parameter: "stiffness", value: -4, range: .above(0), unit: ""))),
    BadSpecCase(
      text: "spring(mass: 1, stiffness: 4, damping: -1)", subject: "spring(…, damping: -1)",
      cause: .invalidArgument(
        name: "damping",
        .outOfRange(parameter: "damping", value: -1, range: .atLeast(0), unit: ""))),
    BadSpecCase(
      text: "spring(mass: 1, stiffness: 4, damping: 1, velocity: inf)",
      subject: "spring(…, velocity: inf)", cause: .notFinite(name: "velocity", text: "inf")),
    BadSpecCase(
      text: "spring(mass: 1, stiffness: 4)", subject: "spring(mass: 1, stiffness: 4)",
      cause: .missingLabel("damping")),
    BadSpecCase(
      text: "spring(mass: 1, stifness: 4, damping: 1)", subject: "spring(…, stifness: 4, …)",
      cause: .unknownLabel("stifness", suggestion: "stiffness")),
    BadSpecCase(
      text: "spring(mass: 1, mass: 2, stiffness: 4, damping: 1)", subject: "spring(…, mass: 2, …)",
      cause: .duplicateLabel("mass")),
    BadSpecCase(
      text: "spring(3, 1000, 500)", subject: "spring(3, …)", cause: .notLabelValue(isEmpty: false)),
    BadSpecCase(
      text: "spring(mass: x, stiffness: 4, damping: 1)", subject: "spring(mass: x, …)",
      cause: .notANumber(name: "mass", text: "x")),
    BadSpecCase(
      text: "spring(mass: 1, stiffness: 4, damping: 1, model: quantum)",
      subject: "spring(…, model: quantum)", cause: .unknownModel("quantum")),
    BadSpecCase(
      text: "bezier(0.4,0,1.2,1)", subject: "bezier(0.4,0,1.2,1)",
      cause: .invalidCurve(.controlPointX(parameter: "x2", value: 1.2))),
    BadSpecCase(
      text: "bezier(-0.1, 0, 1, 1)", subject: "bezier(-0.1, 0, 1, 1)",
      cause: .invalidCurve(.controlPointX(parameter: "x1", value: -0.1))),
    BadSpecCase(
      text: "bezier(0.4,0,1)", subject: "bezier(0.4,0,1)", cause: .bezierArgumentCount(3)),
    BadSpecCase(text: "bezier()", subject: "bezier()", cause: .bezierArgumentCount(0)),
    BadSpecCase(
      text: "bezier(0.4,abc,1,1)", subject: "bezier(0.4,abc,1,1)",
      cause: .notANumber(name: "y1", text: "abc")),
    BadSpecCase(
      text: "bezier(0.4,,1,1)", subject: "bezier(0.4,,1,1)", cause: .missingNumber(name: "y1")),
    BadSpecCase(
      text: "bezier(nan,0,1,1)", subject: "bezier(nan,0,1,1)",
      cause: .notFinite(name: "x1", text: "nan")),
    BadSpecCase(
      text: "bezier(0.4,0,1,1", subject: "bezier(0.4,0,1,1", cause: .missingClosingParenthesis),
    BadSpecCase(
      text: "bezeir(0.4,0,1,1)", subject: "bezeir(0.4,0,1,1)",
      cause: .unknownFunction("bezeir", suggestion: "bezier")),
    BadSpecCase(text: "", subject: "curve ''", cause: .empty),
  ])
func badSpec(_ bad: BadSpecCase) {
  do throws(CurveSpecError) {
    _ = try CurveSpec(parsing: bad.text)
    Issue.record("expected an error")
  } catch {
    #expect(error.subject == bad.subject)
    #expect(error.cause == bad.cause)
  }
}

@Test("a spec error's sentence is built from its cause")
func specSentences() throws {
  let error = CurveSpecError(
    subject: "spring(mass: 0, …)",
    cause: .invalidArgument(
      name: "mass", .outOfRange(parameter: "mass", value: 0, range: .above(0), unit: "")))
  #expect(error.description == "spring(mass: 0, …) — mass must be > 0")
  #expect(
    CurveSpecError(subject: "b", cause: .invalidCurve(.controlPointX(parameter: "x2", value: 1.2)))
      .problem == "x2 1.2 must lie in [0, 1] so that time only moves forward")
}

@Test("an unknown name suggests the closest one and lists every name")
func unknownName() {
  #expect {
    _ = try CurveSpec(parsing: "ease-inn-out")
  } throws: { error in
    (error as? CurveSpecError)?.cause == .unknownCurve(suggestion: "ease-in-out")
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
    (error as? CurveSpecError)?.cause == .tooLong(limit: 1000)
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

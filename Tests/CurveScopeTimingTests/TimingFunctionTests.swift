import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

@Test("every timing is 0 before the start and exactly 1 with velocity 0 from its duration on")
func timingBoundaries() throws {
  let timings: [Timing] = [
    .bezier(try BezierTiming(curve: .easeInOut, duration: 0.25)),
    .linear(try LinearTiming(duration: 0.4)),
    .spring(try SpringTiming(spring: .keyboard, model: .exact)),
    .spring(try SpringTiming(spring: .keyboard, duration: 0.3)),
    .keyboard(KeyboardTiming()),
    .keyboard(try KeyboardTiming(duration: 0.25)),
    .jump,
  ]
  for timing in timings {
    for time in [-1, -1e-9, -.infinity, .nan] {
      #expect(timing.progress(at: time) == 0, "\(timing) at \(time)")
      #expect(timing.velocity(at: time) == 0, "\(timing) at \(time)")
    }
    for time in [timing.duration, timing.duration + 1e-9, timing.duration + 10, .infinity] {
      #expect(timing.progress(at: time) == 1, "\(timing) at \(time)")
      #expect(timing.velocity(at: time) == 0, "\(timing) at \(time)")
    }
  }
}

@Test("the keyboard runs the critical spring for 0.5 s, then shows its model value 1")
func keyboardTiming() {
  let keyboard = KeyboardTiming()
  #expect(keyboard.duration == 0.5)
  let expected = [0.232230, 0.544778, 0.758261, 0.879282, 0.942038, 0.972919, 0.994408]
  for (time, value) in zip(keyboardTimes, expected) {
    #expect(abs(keyboard.progress(at: time) - value) <= 5e-7)
    let exact = independentKeyboardCritical(time)
    #expect(abs(keyboard.progress(at: time) - exact.position) <= 1e-12)
    #expect(abs(keyboard.velocity(at: time) - exact.velocity) <= 1e-10)
  }
  // Just before 0.5 s the spring is at 0.998901; at 0.5 s the animation is removed.
  #expect(abs(keyboard.progress(at: 0.5.nextDown) - 0.998901) <= 5e-7)
  #expect(keyboard.progress(at: 0.5) == 1)
  #expect(keyboard.progress(at: 0) == 0)
  #expect(keyboard.velocity(at: 0) == 0)
}

@Test("a Bézier timing is y(t / duration) with velocity slope / duration")
func bezierTiming() throws {
  let timing = try BezierTiming(curve: .easeInOut, duration: 0.25)
  let reference = BisectionBezier(0.42, 0, 0.58, 1)
  for time in stride(from: 0.0, to: 0.25, by: 0.01) {
    #expect(abs(timing.progress(at: time) - reference.y(forX: time / 0.25)) <= 1e-9)
    let slope = reference.slope(forX: time / 0.25) / 0.25
    #expect(abs(timing.velocity(at: time) - slope) <= 1e-6 * max(1, abs(slope)))
  }
}

@Test("linear and jump timings")
func linearAndJump() throws {
  let linear = try LinearTiming(duration: 0.4)
  #expect(linear.progress(at: 0.1) == 0.25)
  #expect(linear.velocity(at: 0.1) == 2.5)
  let jump = JumpTiming()
  #expect(jump.duration == 0)
  #expect(jump.progress(at: 0) == 1)
  #expect(jump.progress(at: -0.001) == 0)
  // A zero duration makes every kind a jump.
  let instant = try BezierTiming(curve: .easeIn, duration: 0)
  #expect(instant.progress(at: 0) == 1)
}

@Test("a spring timing without a duration lasts until it settles to 0.001")
func springTimingSettles() throws {
  let timing = try SpringTiming(spring: .keyboard, model: .exact)
  #expect(abs(timing.duration - (try Spring.keyboard.settlingDuration(model: .exact))) == 0)
  // The last moment outside the band is the double just before the duration.
  let justBefore = 1 - timing.progress(at: timing.duration.nextDown)
  #expect(justBefore > 0.001 && justBefore < 0.001 + 1e-12)
  #expect(1 - timing.solution.position(at: timing.duration) <= 0.001 + 1e-15)
  let literal = NumericalSpring(mass: 3, stiffness: 1000, damping: 500)
  #expect(abs(timing.progress(at: 1) - literal.state(at: 1).position) <= 1e-9)
}

@Test("the enum and the concrete types agree, and generic code sees the same values")
func enumMatchesConcrete() throws {
  let bezier = try BezierTiming(curve: .coreAnimationDefault, duration: 0.3)
  func generic<T: TimingFunction>(_ timing: T, _ time: Double) -> Double {
    timing.progress(at: time)
  }
  for time in stride(from: -0.05, through: 0.35, by: 0.01) {
    #expect(Timing.bezier(bezier).progress(at: time) == bezier.progress(at: time))
    #expect(generic(Timing.bezier(bezier), time) == generic(bezier, time))
    #expect(Timing.keyboardCurve.progress(at: time) == KeyboardTiming().progress(at: time))
  }
}

@Test("bad durations are typed errors")
func badTimingDurations() {
  #expect(throws: TimingError.self) { _ = try BezierTiming(curve: .easeIn, duration: -0.1) }
  #expect(throws: TimingError.self) { _ = try LinearTiming(duration: .nan) }
  #expect(throws: TimingError.self) { _ = try KeyboardTiming(duration: .infinity) }
  #expect(throws: TimingError.self) {
    _ = try SpringTiming(spring: .keyboard, duration: -1)
  }
  #expect {
    _ = try SpringTiming(spring: try Spring(mass: 1, stiffness: 1, damping: 0), model: .exact)
  } throws: { error in
    (error as? TimingError)?.description
      == "spring damping 0 — an undamped spring never settles; give a duration"
  }
}

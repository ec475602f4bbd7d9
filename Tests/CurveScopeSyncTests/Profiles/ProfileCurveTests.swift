import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import Foundation
import ReferenceSolvers
import Testing

/// Each profile's keyboard curve against values computed another way: the Android Béziers by
/// bisection at their published durations, the iOS 26 spring's closed form against RK4.
@Suite("Profile curves vs independent computations")
struct ProfileCurveTests {
  /// One Android interpolator at its published duration.
  struct AndroidCase: CustomTestStringConvertible, Sendable {
    var profile: String
    var rising: Bool
    var bezier: BisectionBezier
    var duration: Double
    var testDescription: String { "\(profile) \(rising ? "show" : "hide")" }
  }

  static let android: [AndroidCase] = [
    .init(profile: "android-callback", rising: true, bezier: .init(0.2, 0, 0, 1), duration: 0.285),
    .init(profile: "android-callback", rising: false, bezier: .init(0.2, 0, 0, 1), duration: 0.285),
    .init(profile: "android-default", rising: true, bezier: .init(0, 0, 0.2, 1), duration: 0.2),
    .init(profile: "android-default", rising: false, bezier: .init(0.4, 0, 1, 1), duration: 0.2),
    .init(profile: "android-compat", rising: true, bezier: .init(0, 1.1, 0, 1), duration: 0.16),
    .init(profile: "android-compat", rising: false, bezier: .init(0.4, 0, 1, 1), duration: 0.16),
  ]

  @Test("Android keyboards run their interpolator over the published duration", arguments: android)
  func androidCurves(_ item: AndroidCase) throws {
    let profile = try KeyboardProfile.named(item.profile)
    let event = KeyboardEvent(
      time: 0, kind: item.rising ? .willShow : .willHide,
      frameBegin: Rect(x: 0, y: item.rising ? 812 : 521, width: 375, height: 291),
      frameEnd: Rect(x: 0, y: item.rising ? 521 : 812, width: 375, height: 291), duration: 0.25)
    let timing = try profile.keyboardTiming(
      for: event, from: event.frameBegin.minY, to: event.frameEnd.minY)
    #expect(timing.duration == item.duration)
    for step in 0...20 {
      let t = item.duration * Double(step) / 20
      let expected = item.bezier.y(forX: t / item.duration)
      #expect(abs(timing.progress(at: t) - expected) <= 1e-8, "t = \(t)")
    }
    // The notification an app receives says the same duration and carries no UIKit curve.
    let played = try ProfiledScenario(
      Scenario(
        name: "a", screenWidth: 375, screenHeight: 812, events: [event], keyboardProfile: profile))
    #expect(played.notifications[0].duration == item.duration)
    #expect(played.notifications[0].curve == nil)
  }

  @Test("android-compat's show overshoots: y peaks at 1.0024 near x = 0.61 (bisection)")
  func compatOvershoot() throws {
    let reference = BisectionBezier(0, 1.1, 0, 1)
    var peak = 0.0
    for step in 0...1000 { peak = max(peak, reference.y(forX: Double(step) / 1000)) }
    #expect(peak > 1.0023 && peak < 1.0024)
    let timing = Timing.bezier(
      try BezierTiming(curve: CubicBezier(x1: 0, y1: 1.1, x2: 0, y2: 1), duration: 0.16))
    var libraryPeak = 0.0
    for step in 0...1000 {
      libraryPeak = max(libraryPeak, timing.progress(at: 0.16 * Double(step) / 1000))
    }
    #expect(abs(libraryPeak - peak) <= 1e-8)
  }

  @Test("the iOS 26 spring: the reference's closed form is RK4's, and the library's is both")
  func ios26Spring() throws {
    let numerical = NumericalSpring(mass: 1, stiffness: 555.027, damping: 47.118)
    let closed = ReferenceSpringCurve(mass: 1, stiffness: 555.027, damping: 47.118)
    #expect(abs(closed.omega - 23.559011) < 1e-6)
    #expect(closed.zeta < 1 && closed.zeta > 0.999999)
    let timing = try KeyboardProfile.ios26.spring.keyboardTiming()
    #expect(timing.duration == 0.3832)
    for step in 1...76 {
      let t = Double(step) / 200
      let state = numerical.state(at: t, step: 1e-6)
      #expect(abs(closed.position(t) - state.position) <= 1e-9, "t = \(t)")
      #expect(abs(closed.velocity(t) - state.velocity) <= 1e-7, "t = \(t)")
      #expect(abs(timing.progress(at: t) - state.position) <= 1e-9, "t = \(t)")
      #expect(abs(timing.velocity(at: t) - state.velocity) <= 1e-7, "t = \(t)")
    }
    // Hand values of the critical form 1 − (1 + ωt)e^(−ωt), ω = √555.027: ζ is 1 − 4.7e-7, and
    // the exact (under-damped) motion stays within 3e-5 of them.
    for (t, value) in [(0.05, 0.329389), (0.1, 0.681834), (0.25, 0.980932), (0.38, 0.998712)] {
      #expect(abs(timing.progress(at: t) - value) <= 3e-5, "t = \(t)")
    }
    #expect(timing.progress(at: 0.3832) == 1)
  }

  @Test(
    "released springs (initial velocity) match RK4 for both keyboard springs",
    arguments: [-20.0, -5, 0, 3, 10.5, 40])
  func releasedSprings(_ velocity: Double) throws {
    for (mass, stiffness, damping) in [(3.0, 1000.0, 500.0), (1, 555.027, 47.118)] {
      let numerical = NumericalSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      let clamped = ReferenceSpringCurve(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      let spring = try Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      let library = spring.solution(model: .coreAnimation)
      for step in 1...40 {
        let t = Double(step) / 100
        #expect(abs(library.position(at: t) - clamped.position(t)) <= 1e-9, "t = \(t)")
        if clamped.zeta < 1 {
          // Under-damped (iOS 26): the closed form is the true motion.
          let state = numerical.state(at: t, step: 1e-6)
          #expect(abs(clamped.position(t) - state.position) <= 1e-8, "t = \(t)")
        }
      }
    }
  }

  @Test("the legacy keyboard spring as a profile is curve 7 exactly")
  func iosIsCurve7() throws {
    let event = KeyboardEvent(
      time: 0, kind: .willShow, frameBegin: Rect(x: 0, y: 812, width: 375, height: 291),
      frameEnd: Rect(x: 0, y: 521, width: 375, height: 291))
    #expect(
      try KeyboardProfile.ios.keyboardTiming(for: event, from: 812, to: 521) == .keyboardCurve)
    #expect(try KeyboardProfile.ios.uikitTiming(curve: .keyboard, duration: 0.1) == .keyboardCurve)
    // iOS 26 removes an app's curve-7 spring after the duration it passes.
    let app = try KeyboardProfile.ios26.uikitTiming(curve: .keyboard, duration: 0.25)
    #expect(app.duration == 0.25)
    #expect(
      abs(
        app.progress(at: 0.2)
          - ReferenceSpringCurve(mass: 1, stiffness: 555.027, damping: 47.118).position(0.2))
        <= 1e-9)
    #expect(try KeyboardProfile.ios26.uikitTiming(curve: .keyboard, duration: 0) == .jump)
  }
}

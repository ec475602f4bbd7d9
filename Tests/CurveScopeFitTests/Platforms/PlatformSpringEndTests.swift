import Foundation
import Testing

@testable import CurveScope

/// The keyboard's critical motion, written out here: remainder r(t) = (1 + ωt)e^(−ωt) and
/// speed s(t) = ω²t·e^(−ωt), ω = √(1000/3).
private let omega = (1000.0 / 3).squareRoot()
private func remainder(_ t: Double) -> Double { (1 + omega * t) * exp(-omega * t) }
private func speed(_ t: Double) -> Double { omega * omega * t * exp(-omega * t) }

/// The first t in [0, 5] where `rest` holds, by bisection (the rest sets here are [T, ∞)).
private func firstTime(_ rest: (Double) -> Bool) -> Double {
  var low = 0.0
  var high = 5.0
  for _ in 0..<200 {
    let middle = 0.5 * (low + high)
    if rest(middle) { high = middle } else { low = middle }
  }
  return high
}

@Test("where each platform ends the keyboard's spring, from its documented rest rule")
func platformEnds() throws {
  let k = 1000.0 / 3
  let travel = 291.0
  // Flutter: |x| < 0.001 and |v| < 0.001 on a 0 → 1 controller.
  let flutter = try FlutterSpringModel(mass: 1, stiffness: k, damping: 2 * k.squareRoot())
  let flutterEnd = firstTime { remainder($0) < 0.001 && speed($0) < 0.001 }
  #expect(abs(flutter.endTime - flutterEnd) <= 2e-6)
  // SwiftUI: settlingDuration with epsilon 0.001 (monotone here).
  let swiftUI = try SwiftUISpringModel(mass: 3, stiffness: 1000, damping: 500)
  #expect(abs(swiftUI.endTime - firstTime { remainder($0) <= 0.001 }) <= 1e-9)
  // Framer Motion: critical, displacement only: |travel − x| ≤ 0.5 px.
  let motion = try MotionSpringModel(stiffness: k, damping: 2 * k.squareRoot(), travel: travel)
  #expect(abs(motion.endTime - firstTime { travel * remainder($0) <= 0.5 }) <= 2e-6)
  // Reanimated 4: energy ½k d² + ½m v² at most 6e-9 of the start's.
  let reanimated = try ReanimatedSpringModel(
    mass: 1, stiffness: k, damping: 2 * k.squareRoot(), travel: travel)
  let energyEnd = firstTime {
    let d = remainder($0)
    let v = speed($0)
    return (k * d * d + v * v) / k <= 6e-9
  }
  #expect(abs(reanimated.endTime - energyEnd) <= 2e-6)
  // Reanimated 3: |d| < 0.01 and |v| < 2 in points.
  let reanimated3 = try ReanimatedSpringModel(
    mass: 1, stiffness: k, damping: 2 * k.squareRoot(), travel: travel, version: .reanimated3)
  let thresholdEnd = firstTime { travel * remainder($0) < 0.01 && travel * speed($0) < 2 }
  #expect(abs(reanimated3.endTime - thresholdEnd) <= 2e-6)
  // Android: on whole milliseconds, |x| < 0.75 px and |v| < 0.75 · 62.5 px/s.
  let android = try AndroidSpringForceModel(dampingRatio: 1, stiffness: Float(k), travel: travel)
  var milliseconds = 0
  while !(travel * remainder(Double(milliseconds) / 1000) < 0.75
    && travel * speed(Double(milliseconds) / 1000) < 46.875)
  {
    milliseconds += 1
  }
  #expect(abs(android.endTime - Double(milliseconds) / 1000) <= 1e-6)
  // Compose: the last time the displacement is one visibility threshold (0.1 dp) from the
  // target, truncated to whole milliseconds.
  let compose = try ComposeSpringModel(dampingRatio: 1, stiffness: Float(k), travel: travel)
  let composeEnd = firstTime { travel * remainder($0) <= 0.1 }
  #expect(compose.durationMilliseconds == Int64(composeEnd * 1000))
  // Core Animation: the animation's duration.
  let ca = try CoreAnimationSpringModel(mass: 3, stiffness: 1000, damping: 500, duration: 0.5)
  #expect(ca.endTime == 0.5)
  // Ordered as the report shows them: Android first, Flutter and Reanimated last.
  #expect(android.endTime < motion.endTime && motion.endTime < 0.5)
  #expect(swiftUI.endTime > 0.5 && compose.endTime > swiftUI.endTime)
  #expect(flutter.endTime > compose.endTime && reanimated3.endTime > reanimated.endTime)
}

@Test("Compose's estimate: under-damped springs use the envelope, ζ = 0 is 'infinite'")
func composeEstimate() {
  // Envelope: ln(δ / c) / r with r = −ζω, c = √(p0² + (ζω·p0/ωd)²); p0 = 100, ζ = 0.5, k = 100.
  let omega = 10.0
  let r = -0.5 * omega
  let damped = omega * (1 - 0.25).squareRoot()
  let c = (100.0 * 100 + pow(-r * 100 / damped, 2)).squareRoot()
  let expected = Int64(log(1 / c) / r * 1000)
  #expect(
    ComposeSpringEstimate.durationMilliseconds(
      stiffness: 100, dampingRatio: 0.5, initialVelocity: 0, initialDisplacement: -100, delta: 1)
      == expected)
  #expect(
    ComposeSpringEstimate.durationMilliseconds(
      stiffness: 100, dampingRatio: 0, initialVelocity: 0, initialDisplacement: -100, delta: 1)
      == Int64.max / 1_000_000)
  #expect(
    ComposeSpringEstimate.durationMilliseconds(
      stiffness: 100, dampingRatio: 1, initialVelocity: 0, initialDisplacement: 0, delta: 1) == 0)
}

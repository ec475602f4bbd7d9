import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScope

/// The keyboard's ports on the default grid, computed once.
let keyboardPorts: [SpringPort]? = try? SpringPorts.ports(
  for: Timing.keyboardCurve, travel: 291, grid: FitGrid(window: 0.6, intervals: 600))

@Test("every exact snippet for curve 7 reproduces it within 1e-6 (by the platform's own model)")
func keyboardPortsReproduceCurve7() throws {
  let ports = try #require(keyboardPorts)
  #expect(ports.count == 10)
  #expect(
    Set(ports.map(\.platform)) == [
      "Core Animation", "SwiftUI", "Jetpack Compose", "Android views", "Flutter", "React Native",
      "Framer Motion",
    ])
  for port in ports {
    // Independently: the platform's progress against the closed form 1 − (1 + ωt)e^(−ωt) at
    // every millisecond before either ends.
    let omega = (1000.0 / 3).squareRoot()
    var worst = 0.0
    for milliseconds in 0..<600 {
      let t = Double(milliseconds) / 1000
      guard t < min(0.5, port.endTime) else { break }
      let expected = 1 - (1 + omega * t) * exp(-omega * t)
      worst = nanMax(worst, abs(port.model.progress(at: t) - expected))
    }
    #expect(abs(worst - port.motionError) <= 1e-12, "\(port.api)")
    if port.isExact {
      #expect(port.motionError <= 1e-6, "\(port.platform) \(port.api): \(port.motionError)")
      #expect(port.model.regime == .critical, "\(port.api)")
    } else {
      #expect(port.motionError <= 0.001, "\(port.api): \(port.motionError)")
    }
    // With the ends: at most the larger of the two jumps (UIKit's 0.0011, the platform's own).
    #expect(port.accuracy.maxError <= 0.003, "\(port.api)")
  }
  // Core Animation with UIKit's 0.5 s is the keyboard itself.
  #expect(ports[0].accuracy.maxError <= 1e-12)
}

@Test("the snippets print exactly the numbers the models run")
func snippetNumbersAreTheModels() throws {
  let ports = try #require(keyboardPorts)
  func number(after key: String, in code: String) -> Double? {
    guard let range = code.range(of: key) else { return nil }
    let tail = code[range.upperBound...].prefix { "0123456789.e-".contains($0) }
    return Double(tail)
  }
  for port in ports {
    switch port.model {
    case let flutter as FlutterSpringModel:
      let k = try #require(number(after: "stiffness: ", in: port.code))
      #expect(k == flutter.stiffness && k == 1000.0 / 3)
      #expect(number(after: "ratio: ", in: port.code) == 1)
    case let motion as MotionSpringModel where port.code.contains("stiffness"):
      #expect(number(after: "stiffness: ", in: port.code) == motion.stiffness)
      #expect(number(after: "damping: ", in: port.code) == motion.damping)
      #expect(motion.dampingRatio == 1)
    case let compose as ComposeSpringModel:
      #expect(port.code.contains("stiffness = \(compose.stiffness)f"))
      #expect(compose.dampingRatio == 1)
    case let ca as CoreAnimationSpringModel:
      #expect(port.code.contains("spring.damping = 500.0") && ca.duration == 0.5)
    default:
      break
    }
  }
}

@Test("a snippet passing damping 500 to a platform that honours over-damping is caught")
func literalDampingIsCaught() throws {
  let grid = try FitGrid(window: 0.6, intervals: 600)
  let target = Timing.keyboardCurve
  let wrong: [any PlatformSpringModel] = [
    try FlutterSpringModel(mass: 3, stiffness: 1000, damping: 500),
    try MotionSpringModel(stiffness: 1000, damping: 500, mass: 3, travel: 291),
    try SwiftUISpringModel(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true),
    try ComposeSpringModel(
      dampingRatio: Float(500 / (2 * 3000.0.squareRoot())), stiffness: 1000 / 3, travel: 291),
  ]
  for model in wrong {
    let measured = SpringPort.measure(model, against: target, targetEnd: 0.5, on: grid)
    #expect(measured.motionError > 0.3, "\(model.platformName): \(measured.motionError)")
  }
  let clamped = try ReanimatedSpringModel(mass: 3, stiffness: 1000, damping: 500, travel: 291)
  #expect(
    SpringPort.measure(clamped, against: target, targetEnd: 0.5, on: grid).motionError <= 1e-12)
}

@Test(
  "ports of other springs: an under-damped spring is exact everywhere; an over-damped one only where over-damping is honoured"
)
func portsOfOtherSprings() throws {
  let grid = try FitGrid(window: 1.0, intervals: 500)
  let bouncy = Timing.spring(
    try SpringTiming(spring: try Spring(mass: 1, stiffness: 157.9, damping: 17.6)))
  for port in try #require(try SpringPorts.ports(for: bouncy, travel: 291, grid: grid)) {
    #expect(port.motionError <= (port.isExact ? 1e-5 : 0.01), "\(port.api): \(port.motionError)")
  }
  let slow = Timing.spring(
    try SpringTiming(spring: .keyboard, model: .exact, duration: 2))
  let ports = try #require(try SpringPorts.ports(for: slow, travel: 291, grid: grid))
  for port in ports where port.platform == "React Native" {
    #expect(port.motionError > 0.3, "Reanimated clamps ζ > 1")
  }
  for port in ports where ["Flutter", "Core Animation", "Jetpack Compose"].contains(port.platform) {
    #expect(port.motionError <= 1e-5, "\(port.api): \(port.motionError)")
  }
  #expect(try SpringPorts.ports(for: .jump, travel: 291, grid: grid) == nil)
}

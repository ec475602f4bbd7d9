import ReferenceSolvers
import Testing

@testable import CurveScope

/// A platform model and the spring it should move like.
struct PlatformModelCase: CustomTestStringConvertible, Sendable {
  let name: String
  let model: @Sendable () throws -> any PlatformSpringModel
  /// The reference spring (mass, stiffness, damping) integrated by RK4.
  let reference: (mass: Double, stiffness: Double, damping: Double)
  /// How close the model must stay (Float-based platforms store values as Float).
  let tolerance: Double
  var testDescription: String { name }
}

let criticalKeyboard = (mass: 3.0, stiffness: 1000.0, damping: 2 * 3000.0.squareRoot())
let literalKeyboard = (mass: 3.0, stiffness: 1000.0, damping: 500.0)
let appleExample = (mass: 1.0, stiffness: 100.0, damping: 10.0)

/// Every model on three springs: the keyboard as the critical spring it runs as, the literal
/// over-damped numbers on the platforms that honour over-damping (and clamp on those that do
/// not), and Apple's under-damped example (ζ = 0.5).
let platformModelCases: [PlatformModelCase] = [
  PlatformModelCase(
    name: "Core Animation, literal keyboard → critical",
    model: { try CoreAnimationSpringModel(mass: 3, stiffness: 1000, damping: 500, duration: 10) },
    reference: criticalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Core Animation allowsOverdamping, literal keyboard → over-damped",
    model: {
      try CoreAnimationSpringModel(
        mass: 3, stiffness: 1000, damping: 500, duration: 10, allowsOverdamping: true)
    }, reference: literalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "SwiftUI default, literal keyboard → critical",
    model: { try SwiftUISpringModel(mass: 3, stiffness: 1000, damping: 500) },
    reference: criticalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "SwiftUI allowOverDamping, literal keyboard → over-damped",
    model: {
      try SwiftUISpringModel(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true)
    },
    reference: literalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Compose, ζ 1f, k 1000f/3f",
    model: { try ComposeSpringModel(dampingRatio: 1, stiffness: 1000 / 3, travel: 291) },
    reference: criticalKeyboard, tolerance: 1e-6),
  PlatformModelCase(
    name: "Compose, literal ζ 4.564 → over-damped",
    model: {
      try ComposeSpringModel(
        dampingRatio: Float(500 / (2 * 3000.0.squareRoot())), stiffness: 1000 / 3, travel: 291)
    }, reference: literalKeyboard, tolerance: 1e-6),
  PlatformModelCase(
    name: "Android SpringForce, ζ 1f, k 1000f/3f",
    model: { try AndroidSpringForceModel(dampingRatio: 1, stiffness: 1000 / 3, travel: 291) },
    reference: criticalKeyboard, tolerance: 1e-6),
  PlatformModelCase(
    name: "Android SpringForce, literal ζ → over-damped",
    model: {
      try AndroidSpringForceModel(
        dampingRatio: Float(500 / (2 * 3000.0.squareRoot())), stiffness: 1000 / 3, travel: 291)
    }, reference: literalKeyboard, tolerance: 1e-6),
  PlatformModelCase(
    name: "Flutter withDampingRatio(1, 1000/3, 1) → critical",
    model: {
      let k = 1000.0 / 3
      return try FlutterSpringModel(
        mass: 1, stiffness: k, damping: 1.0 * 2.0 * (1.0 * k).squareRoot())
    }, reference: criticalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Flutter literal keyboard → over-damped",
    model: { try FlutterSpringModel(mass: 3, stiffness: 1000, damping: 500) },
    reference: literalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Reanimated literal keyboard → critical (ζ ≥ 1 clamps)",
    model: { try ReanimatedSpringModel(mass: 3, stiffness: 1000, damping: 500, travel: 291) },
    reference: criticalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Framer Motion, k 1000/3, c 2√(1000/3) → critical",
    model: {
      let k = 1000.0 / 3
      return try MotionSpringModel(stiffness: k, damping: 2 * k.squareRoot(), travel: 291)
    }, reference: criticalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Framer Motion literal keyboard → over-damped",
    model: { try MotionSpringModel(stiffness: 1000, damping: 500, mass: 3, travel: 291) },
    reference: literalKeyboard, tolerance: 1e-9),
  PlatformModelCase(
    name: "Core Animation, Apple's example (ζ 0.5)",
    model: { try CoreAnimationSpringModel(mass: 1, stiffness: 100, damping: 10, duration: 10) },
    reference: appleExample, tolerance: 1e-9),
  PlatformModelCase(
    name: "Compose, ζ 0.5f, k 100f",
    model: { try ComposeSpringModel(dampingRatio: 0.5, stiffness: 100, travel: 291) },
    reference: appleExample, tolerance: 1e-6),
  PlatformModelCase(
    name: "Android SpringForce, ζ 0.5f, k 100f",
    model: { try AndroidSpringForceModel(dampingRatio: 0.5, stiffness: 100, travel: 291) },
    reference: appleExample, tolerance: 1e-6),
  PlatformModelCase(
    name: "Flutter (1, 100, 10)",
    model: { try FlutterSpringModel(mass: 1, stiffness: 100, damping: 10) },
    reference: appleExample, tolerance: 1e-9),
  PlatformModelCase(
    name: "Reanimated (1, 100, 10)",
    model: { try ReanimatedSpringModel(mass: 1, stiffness: 100, damping: 10, travel: 291) },
    reference: appleExample, tolerance: 1e-9),
  PlatformModelCase(
    name: "Framer Motion (100, 10, 1)",
    model: { try MotionSpringModel(stiffness: 100, damping: 10, mass: 1, travel: 291) },
    reference: appleExample, tolerance: 1e-9),
]

@Test(
  "each platform's formula moves like the RK4 reference of the spring it should run",
  arguments: platformModelCases)
func platformModelMatchesReference(_ item: PlatformModelCase) throws {
  let model = try item.model()
  let reference = NumericalSpring(
    mass: item.reference.mass, stiffness: item.reference.stiffness,
    damping: item.reference.damping)
  // Whole milliseconds: Compose and Android evaluate at whole-millisecond play times.
  for milliseconds in stride(from: 0, through: 600, by: 10) {
    let t = Double(milliseconds) / 1000
    let expected = reference.state(at: t).position
    let error = abs(model.progress(at: t) - expected)
    #expect(error <= item.tolerance, "t = \(t): \(model.progress(at: t)) vs \(expected)")
  }
}

/// The KeyboardFacts article's table: the keyboard model (critical) and the literal over-damped
/// solution, each also computed here by ``ReferenceSpringCurve`` and RK4.
let designTimes = [0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.40, 0.50]
let designCritical = [
  0.232230, 0.544778, 0.758261, 0.879282, 0.942038, 0.972919, 0.994408, 0.998901,
]
let designOverDamped = [
  0.085026, 0.173112, 0.252720, 0.324664, 0.389682, 0.448440, 0.549530, 0.632093,
]

@Test(
  "literal mass 3, stiffness 1000, damping 500: clamping platforms give curve 7, the others the over-damped values"
)
func literalKeyboardOnEveryPlatform() throws {
  let clamping: [any PlatformSpringModel] = [
    try CoreAnimationSpringModel(mass: 3, stiffness: 1000, damping: 500, duration: 1),
    try SwiftUISpringModel(mass: 3, stiffness: 1000, damping: 500),
    try ReanimatedSpringModel(mass: 3, stiffness: 1000, damping: 500, travel: 291),
  ]
  let honouring: [any PlatformSpringModel] = [
    try FlutterSpringModel(mass: 3, stiffness: 1000, damping: 500),
    try MotionSpringModel(stiffness: 1000, damping: 500, mass: 3, travel: 291),
    try SwiftUISpringModel(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true),
    try AndroidSpringForceModel(
      dampingRatio: Float(500 / (2 * 3000.0.squareRoot())), stiffness: 1000 / 3, travel: 291),
  ]
  for model in clamping {
    #expect(model.regime == .critical, "\(model.platformName)")
    for (t, value) in zip(designTimes, designCritical) {
      #expect(abs(model.progress(at: t) - value) <= 6e-7, "\(model.platformName) at \(t)")
    }
  }
  for model in honouring {
    #expect(model.regime == .overDamped, "\(model.platformName)")
    for (t, value) in zip(designTimes, designOverDamped) {
      #expect(abs(model.progress(at: t) - value) <= 6e-7, "\(model.platformName) at \(t)")
    }
  }
}

@Test(
  "Flutter's branch is an exact comparison: withDampingRatio(ratio 1) is critical for stiffness 100 and 1000/3, over-damped for 500"
)
func flutterExactBranch() throws {
  // Published observation on Flutter's `_SpringSolution`: (2·√500)² − 2000 = 2.27e-13 > 0.
  func described(_ k: Double) throws -> FlutterSpringModel {
    try FlutterSpringModel(mass: 1, stiffness: k, damping: 1.0 * 2.0 * (1.0 * k).squareRoot())
  }
  #expect(try described(100).regime == .critical)
  #expect(try described(1000.0 / 3).regime == .critical)
  #expect(try described(500).regime == .overDamped)
  // Mass 3, stiffness 1000, damping √12000 misses 0 by 1.8e-12: the nearly degenerate
  // over-damped form, still within 1e-6 of curve 7.
  let near = try FlutterSpringModel(mass: 3, stiffness: 1000, damping: 12000.0.squareRoot())
  #expect(near.regime == .overDamped)
  for (t, value) in zip(designTimes, designCritical) {
    #expect(abs(near.progress(at: t) - value) <= 1e-6)
  }
}

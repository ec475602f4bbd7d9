public import CurveScopeTiming

/// SwiftUI's `Spring` (iOS 17), used by `.spring(_:)`, `.interpolatingSpring(_:)` and
/// `withAnimation`.
///
/// `Spring(mass:stiffness:damping:allowOverDamping:)`: with `allowOverDamping: false` (the
/// default) "such cases should instead be treated as critically damped"; with `true`, ζ > 1 runs
/// over-damped. The animation is at rest after `settlingDuration`, which "uses a target of 1.0,
/// an initialVelocity of 0, and an epsilon of 0.001": the time after which every later value
/// stays within 0.001 of the target. [Apple, SwiftUI `Spring`,
/// `init(mass:stiffness:damping:allowOverDamping:)` and `settlingDuration` documentation]
///
/// How SwiftUI decides internally that a running animation is complete is not documented; this
/// model ends it at `settlingDuration`.
public struct SwiftUISpringModel: PlatformSpringModel, Hashable {
  /// The spring.
  public let spring: Spring
  /// `allowOverDamping`.
  public let allowOverDamping: Bool
  /// The settling tolerance of `settlingDuration`: 0.001.
  public static let settlingEpsilon = 0.001
  private let solution: SpringSolution
  /// `settlingDuration`, in seconds.
  public let settlingDuration: Double

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`, started with `initialVelocity`
  /// (progress per second, as `interpolatingSpring`'s).
  /// - Throws: ``TimingError`` for constants outside their domains.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    allowOverDamping: Bool = false
  ) throws(TimingError) {
    let spring = try Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    self.spring = spring
    self.allowOverDamping = allowOverDamping
    let solution = spring.solution(model: allowOverDamping ? .exact : .coreAnimation)
    self.solution = solution
    settlingDuration = try solution.settlingDuration(epsilon: Self.settlingEpsilon)
  }

  /// `SwiftUI Spring`.
  public var platformName: String { "SwiftUI Spring" }
  /// Critical for ζ ≥ 1 unless over-damping is allowed.
  public var regime: SpringSolution.Regime { solution.regime }
  /// The closed form's position.
  public func progress(at seconds: Double) -> Double { solution.position(at: seconds) }
  /// The closed form's velocity.
  public func velocity(at seconds: Double) -> Double { solution.velocity(at: seconds) }
  /// `settlingDuration`.
  public var endTime: Double { settlingDuration }
}

extension Spring {
  /// SwiftUI's `Spring(duration:bounce:)`: mass 1, stiffness (2π/duration)², damping ratio
  /// ζ = 1 − bounce for bounce ≥ 0 or 1/(1 + bounce) for bounce < 0, damping ζ·2√(m·k).
  ///
  /// Apple's example: (duration 0.5, bounce 0.3) → mass 1, stiffness 157.9, damping 17.6.
  /// [Apple, SwiftUI `Spring` documentation; <doc:KeyboardFacts>]
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds (> 0), 2π/ω0.
  ///   - bounce: in (−1, 1]; 0 is critically damped, > 0 bounces, < 0 is over-damped.
  /// - Throws: ``TimingError`` for a value outside those domains.
  public init(duration: Double, bounce: Double = 0) throws(TimingError) {
    try TimingError.require("duration", duration, in: .above(0), unit: "seconds")
    try TimingError.require("bounce", bounce, in: .openClosed(-1, 1))
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(response: duration, dampingRatio: ratio)
  }

  /// SwiftUI's `Spring(response:dampingRatio:)`: mass 1, stiffness (2π/response)², damping
  /// 4π·ratio/response. [Apple, SwiftUI `Spring` documentation]
  /// - Parameters:
  ///   - response: seconds per undamped oscillation (> 0), 2π/ω0.
  ///   - dampingRatio: ζ ≥ 0.
  ///   - initialVelocity: progress per second at t = 0 (default 0).
  /// - Throws: ``TimingError`` for a value outside those domains.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0)
    throws(TimingError)
  {
    try TimingError.require("response", response, in: .above(0), unit: "seconds")
    try TimingError.require("damping ratio", dampingRatio, in: .atLeast(0))
    let omega = 2 * Double.pi / response
    try self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
      initialVelocity: initialVelocity)
  }

  /// SwiftUI's `response`, which is also its `duration`: 2π/ω0 = 2π·√(m/k) seconds.
  ///
  /// Apple's example: mass 1, stiffness 100, damping 10 → 0.628 s.
  public var response: Double { 2 * Double.pi / undampedAngularFrequency }

  /// SwiftUI's `bounce`: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when ζ > 1 (the inverse of
  /// ``init(duration:bounce:)``).
  ///
  /// Apple's example: mass 1, stiffness 100, damping 10 → ζ = 0.5 → bounce 0.5.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}

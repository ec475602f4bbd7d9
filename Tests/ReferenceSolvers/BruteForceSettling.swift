/// An independent reference for settling durations: march the equation of motion forward in
/// small fixed steps and remember the last step at which the spring was outside the ε band.
///
/// Knows nothing of closed forms or extrema: it integrates m·x″ + c·x′ + k·(x − 1) = 0 by
/// classical RK4 from x(0) = 0, x′(0) = v0 up to a horizon, and locates the last exit from the
/// band |1 − x| ≤ ε by linear interpolation between the two steps around it. Accurate to about
/// the step squared times the curvature; slow on purpose.
public struct BruteForceSettling: Sendable {
  /// The spring, as the numerical reference describes it.
  public let spring: NumericalSpring

  /// Wraps a spring.
  public init(_ spring: NumericalSpring) {
    self.spring = spring
  }

  /// The last time |1 − x(t)| = ε with |1 − x| ≤ ε afterwards (up to `horizon` seconds), 0
  /// when the spring never leaves the band, `.infinity` when it is still outside at `horizon`.
  public func settlingTime(epsilon: Double, horizon: Double, step: Double = 1e-5) -> Double {
    let count = Int((horizon / step).rounded(.up))
    let h = horizon / Double(count)
    var state = (position: 0.0, velocity: spring.initialVelocity)
    var previousGap = abs(1 - state.position)
    var crossing = 0.0
    for index in 1...count {
      state = spring.step(from: state, by: h)
      let gap = abs(1 - state.position)
      let time = Double(index) * h
      if previousGap > epsilon && gap <= epsilon {
        // Entered the band during this step: interpolate where |1 − x| passed ε.
        let fraction = (previousGap - epsilon) / (previousGap - gap)
        crossing = time - h + fraction * h
      }
      previousGap = gap
    }
    return previousGap > epsilon ? .infinity : crossing
  }
}

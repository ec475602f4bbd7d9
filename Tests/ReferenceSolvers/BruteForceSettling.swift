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
    var x = 0.0
    var v = spring.initialVelocity
    var previousGap = abs(1 - x)
    var crossing = 0.0
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-spring.stiffness * (x - 1) - spring.damping * v) / spring.mass
    }
    for index in 1...count {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + 0.5 * h * k1v
      let k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
      let k3x = v + 0.5 * h * k2v
      let k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      let gap = abs(1 - x)
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

/// An independent reference for damped springs: the equation of motion integrated numerically.
///
/// Solves m·x'' + c·x' + k·(x − 1) = 0 with x(0) = 0, x'(0) = v0 by classical fourth-order
/// Runge–Kutta with a fixed small step. It knows nothing of damping regimes or closed forms, so
/// it checks the production closed forms (under-, critically and over-damped) independently.
public struct NumericalSpring: Sendable {
  /// Mass, stiffness, damping coefficient and initial velocity (progress units per second).
  public let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

  /// Creates a reference spring.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// Position and velocity at `time` seconds, integrating with steps of at most `step` seconds.
  public func state(at time: Double, step: Double = 1e-5) -> (position: Double, velocity: Double) {
    guard time > 0 else { return (0, initialVelocity) }
    let count = max(1, Int((time / step).rounded(.up)))
    let h = time / Double(count)
    var state = (position: 0.0, velocity: initialVelocity)
    for _ in 0..<count {
      state = self.step(from: state, by: h)
    }
    return state
  }

  /// One classical RK4 step of `h` seconds from `state`: the one integrator the references use.
  public func step(from state: (position: Double, velocity: Double), by h: Double) -> (
    position: Double, velocity: Double
  ) {
    let (x, v) = state
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-stiffness * (x - 1) - damping * v) / mass
    }
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + 0.5 * h * k1v
    let k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
    let k3x = v + 0.5 * h * k2v
    let k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    return (
      x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    )
  }
}

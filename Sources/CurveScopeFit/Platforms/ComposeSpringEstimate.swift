#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compose's estimate of a spring animation's duration (`estimateAnimationDurationMillis`), in
/// the form `FloatSpringSpec` calls it: unit mass, displacement and velocity already divided by
/// the visibility threshold, delta 1.
///
/// The method, re-derived from AndroidX's description (roots r = −ζω ± ω√(ζ² − 1), ω = √k):
/// - under-damped: the envelope's crossing, t = ln(δ / c) / r with r = −ζω,
///   c = √(p0² + ((v0 − r·p0)/ωd)²);
/// - critical and over-damped: the last time |x(t)| = δ of x = c1·e^(r1 t) + c2·e^(r2 t) (or
///   (c1 + c2 t)·e^(rt)), which AndroidX finds by Newton's method to 1 ms; here by bisection on
///   the monotone tail after the last extremum, to the last bit;
/// then × 1000 truncated to a whole number of milliseconds (`toLong()`). The displacement is
/// made positive first (p0 = |p0|, v0 negated with it), as AndroidX does. ζ = 0 gives
/// `Long.MAX_VALUE / 1_000_000` ms ("infinite"). [AndroidX Compose `SpringEstimation.kt`]
public enum ComposeSpringEstimate {
  /// The duration AndroidX reports for an undamped spring: `Long.MAX_VALUE / 1_000_000` ms.
  public static let infiniteMilliseconds = Int64.max / 1_000_000

  /// The estimated duration in whole milliseconds.
  public static func durationMilliseconds(
    stiffness: Double, dampingRatio: Double, initialVelocity: Double,
    initialDisplacement: Double, delta: Double
  ) -> Int64 {
    if dampingRatio == 0 { return infiniteMilliseconds }
    if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
    let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
    let p0 = abs(initialDisplacement)
    let omega = stiffness.squareRoot()
    let seconds: Double
    if dampingRatio < 1 {
      let r = -dampingRatio * omega
      let damped = omega * (1 - dampingRatio * dampingRatio).squareRoot()
      let c2 = (v0 - r * p0) / damped
      let c = (p0 * p0 + c2 * c2).squareRoot()
      seconds = log(delta / c) / r
    } else {
      seconds = lastCrossing(
        omega: omega, ratio: dampingRatio, p0: p0, v0: v0, delta: delta)
    }
    let milliseconds = seconds * 1000
    guard milliseconds.isFinite else { return infiniteMilliseconds }
    guard milliseconds > 0 else { return 0 }
    return Int64(min(milliseconds, Double(infiniteMilliseconds)))
  }

  /// The last t ≥ 0 with |x(t)| = δ for a critical (ζ = 1) or over-damped spring.
  static func lastCrossing(
    omega: Double, ratio: Double, p0: Double, v0: Double, delta: Double
  ) -> Double {
    let x: (Double) -> Double
    if ratio == 1 {
      let r = -omega
      let c2 = v0 - r * p0
      x = { t in (p0 + c2 * t) * exp(r * t) }
    } else {
      let root = omega * (ratio * ratio - 1).squareRoot()
      let r1 = -ratio * omega + root
      let r2 = -ratio * omega - root
      let c2 = (r1 * p0 - v0) / (r1 - r2)
      let c1 = p0 - c2
      x = { t in c1 * exp(r1 * t) + c2 * exp(r2 * t) }
    }
    // At most one extremum for t > 0: scan coarsely for the moment |x| falls below δ for good.
    var high = 1.0 / omega
    var growths = 0
    while abs(x(high)) > delta || abs(x(2 * high)) > delta {
      high *= 2
      growths += 1
      if growths > 200 { return .infinity }
    }
    // |x| ≤ δ from `high` on (the tail is monotone); find the last time it was above.
    let samples = 4096
    var low = 0.0
    for index in stride(from: samples, through: 0, by: -1) {
      let t = high * Double(index) / Double(samples)
      if abs(x(t)) > delta {
        low = t
        break
      }
    }
    if abs(x(low)) <= delta { return 0 }
    var upper = min(high, low + high / Double(samples))
    while upper - low > 1e-12 {
      let middle = 0.5 * (low + upper)
      if middle <= low || middle >= upper { break }
      if abs(x(middle)) > delta { low = middle } else { upper = middle }
    }
    return upper
  }
}

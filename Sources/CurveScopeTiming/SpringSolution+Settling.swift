#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SpringSolution {
  /// The settling duration for `epsilon`: the least T ≥ 0 such that |1 − x(t)| ≤ ε for every
  /// t ≥ T, in seconds; `.infinity` for an undamped spring (c = 0) that never settles, and for
  /// one so lightly damped that it swings beyond ε more than `maximumSwings` (10¹²) times.
  ///
  /// This is "the time after which the spring stays within ε of its target", not the first
  /// time it comes within ε: an under-damped spring crosses the ε band on every swing, and the
  /// answer is the moment its last swing beyond ε comes back inside.
  ///
  /// Method, exact up to the final bisection: between two consecutive extrema of
  /// f(t) = 1 − x(t) (zeros of the velocity) f is monotone, so the answer lies in the segment
  /// that starts at the last extremum (or t = 0) where |f| > ε, at the unique point of that
  /// segment where f = ±ε, found by bisection to the last bit. The extrema are found in closed
  /// form: an under-damped spring's velocity vanishes at θ₀/ωd + n·π/ωd and |f| there shrinks by
  /// e^(−σπ/ωd) per swing (so the last swing beyond ε is found by a logarithm, then checked by
  /// evaluation); a critical or over-damped spring has at most one extremum for t > 0.
  ///
  /// - Parameter epsilon: the tolerance in progress units (> 0; 0.001 = 0.1 % of the travel).
  /// - Throws: ``TimingError`` when `epsilon` is not finite and positive.
  public func settlingDuration(epsilon: Double = 0.001) throws(TimingError) -> Double {
    try TimingError.require("epsilon", epsilon, in: .above(0))
    guard let points = extremaCandidates(epsilon: epsilon) else { return .infinity }
    guard let last = points.lastIndex(where: { abs(remainder(at: $0)) > epsilon }) else {
      return 0
    }
    let start = points[last]
    if last + 1 < points.count {
      return crossing(from: start, to: points[last + 1], epsilon: epsilon)
    }
    // After the last extremum |f| falls monotonically to 0: find a time where it is ≤ ε.
    if regime == .underDamped && sigma == 0 { return .infinity }
    var end = max(2 * start, 1 / abs(slowRate == 0 ? sigma : slowRate))
    var doublings = 0
    while abs(remainder(at: end)) > epsilon {
      end *= 2
      doublings += 1
      if doublings > 2_000 || !end.isFinite { return .infinity }
    }
    return crossing(from: start, to: end, epsilon: epsilon)
  }

  /// The most swings beyond ε an under-damped spring may make and still be said to settle: 1e12
  /// (at ωd ≤ 1e6 rad/s, at least 72 days). Past it the swing times lose their phase in floating
  /// point, and the search for the last swing would not end: such a spring never settles.
  static let maximumSwings = 1e12

  /// t = 0 and the extrema of 1 − x(t) that can be the start of the settling segment: every
  /// extremum for critical and over-damped springs (at most one), and for an under-damped one the
  /// last swing beyond ε and the swing after it; `nil` for an under-damped spring that swings
  /// beyond ε more than `maximumSwings` (10¹²) times.
  private func extremaCandidates(epsilon: Double) -> [Double]? {
    switch regime {
    case .critical:
      // x′ = e^(−σt)·(v0 + K·t) vanishes at t = −v0/K.
      let time = -v0 / velocityFactor
      return time > 0 && time.isFinite ? [0, time] : [0]
    case .overDamped:
      // x′ = E·(v0 + μ·(K/(2γ) − v0/2)) vanishes where μ = 1 − e^(−2γt) = −2γ·v0/(K − γ·v0).
      let mu = -2 * frequency * v0 / (velocityFactor - frequency * v0)
      guard mu > 0 && mu < 1 else { return [0] }
      return [0, -log1p(-mu) / (2 * frequency)]
    case .underDamped:
      return underDampedCandidates(epsilon: epsilon)
    }
  }

  private func underDampedCandidates(epsilon: Double) -> [Double]? {
    // x′ ∝ v0·cos θ + (K/ωd)·sin θ with θ = ωd·t, zero at θ = α + π/2 + nπ, α = atan2(K/ωd, v0).
    var first = atan2(velocityFactor / frequency, v0) + 0.5 * Double.pi
    if first < 0 { first += Double.pi }
    if first >= Double.pi { first -= Double.pi }
    let extremum = { (n: Double) -> Double in (first + n * Double.pi) / self.frequency }
    let firstSize = abs(remainder(at: extremum(0)))
    guard firstSize > epsilon else { return [0, extremum(0)] }
    guard sigma > 0 else { return [0, extremum(0)] }
    // |f| at extremum n is firstSize·e^(−σπn/ωd); n is the last one beyond ε.
    let decayPerSwing = sigma * Double.pi / frequency
    var n = max(0, ((log(firstSize / epsilon) / decayPerSwing).rounded(.up) - 1).rounded(.down))
    // A damping of 3e-307 made n = 1e15 (as it was capped) swings that never came within ε: the
    // loop below ran for ever.
    guard n.isFinite, n <= Self.maximumSwings else { return nil }
    // The logarithm is exact up to rounding: the loops move n by a swing or two.
    var moves = 0
    while n > 0 && abs(remainder(at: extremum(n))) <= epsilon && moves < 1_000 {
      n -= 1
      moves += 1
    }
    while abs(remainder(at: extremum(n + 1))) > epsilon {
      n += 1
      moves += 1
      if moves > 1_000 { return nil }
    }
    return [0, extremum(n), extremum(n + 1)]
  }

  /// The t in [start, end] where |1 − x(t)| falls to ε, given 1 − x is monotone there, with
  /// |1 − x(start)| > ε ≥ |1 − x(end)|; by bisection to adjacent doubles.
  private func crossing(from start: Double, to end: Double, epsilon: Double) -> Double {
    let target = remainder(at: start) > 0 ? epsilon : -epsilon
    let rising = target < 0
    var low = start
    var high = end
    for _ in 0..<2_100 {
      let middle = 0.5 * (low + high)
      if middle <= low || middle >= high { break }
      let value = remainder(at: middle)
      // Still outside the band on the start side of the crossing?
      if rising ? value < target : value > target { low = middle } else { high = middle }
    }
    return high
  }
}

import CurveScopeSupport

/// A spring as a timing function, run until it settles or for a given duration.
///
/// Without a duration the animation lasts the spring's settling duration for `epsilon`
/// (|1 − x| ≤ ε from then on), so the jump to 1 at the end is at most ε. With a duration it
/// behaves like a `CASpringAnimation` whose `duration` was set: the spring's physics are not
/// stretched, the animation is just removed at that time.
///
/// Complexity: O(1) per evaluation (one `exp`, plus `sin`/`cos` or `expm1`); construction
/// without a duration also solves for the settling duration (a bisection, ~60 evaluations).
public struct SpringTiming: TimingFunction, Hashable {
  /// The closed form evaluated.
  public let solution: SpringSolution
  /// Seconds until the animation is removed.
  public let duration: Double

  /// Runs `spring` under `model` for `duration` seconds, or until it settles to within
  /// `epsilon` when `duration` is `nil`.
  /// - Throws: ``TimingError`` for a negative or non-finite duration, a bad epsilon, or an
  ///   undamped or almost undamped spring without a duration (it never settles).
  public init(
    spring: Spring, model: Spring.Model = .coreAnimation, duration: Double? = nil,
    epsilon: Double = 0.001
  ) throws(TimingError) {
    let solution = spring.solution(model: model)
    if let duration {
      try TimingError.requireDuration("duration", duration)
      self.duration = duration
    } else {
      let settling = try solution.settlingDuration(epsilon: epsilon)
      guard settling.isFinite else {
        throw TimingError.neverSettles(damping: spring.damping)
      }
      self.duration = settling
    }
    self.solution = solution
  }

  /// The spring.
  public var spring: Spring { solution.spring }
  /// The model for ζ ≥ 1.
  public var model: Spring.Model { solution.model }

  /// x(t) on [0, duration); 0 before, 1 from `duration` on.
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    return solution.position(at: seconds)
  }

  /// x′(t) on [0, duration); 0 elsewhere.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration else { return 0 }
    return solution.velocity(at: seconds)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The iOS keyboard's curve (animation curve 7): the ``Spring/keyboard`` spring in the
/// CoreAnimation model, removed after 0.5 s.
///
/// UIKit installs a `CASpringAnimation` with mass 3, stiffness 1000, damping 500, initial
/// velocity 0 and duration 0.5 s, whatever duration the UIView animation asked for. ζ ≥ 1, so
/// CoreAnimation runs the critical form x(t) = 1 − (1 + ω0·t)·e^(−ω0·t) with ω0 = √(1000/3)
/// = 18.257 rad/s. At 0.5 s the spring is at 0.998901; CoreAnimation then removes the
/// animation and the layer shows its model value, so progress is exactly 1 from 0.5 s on (a
/// final step of 0.0011 of the travel) and the velocity is 0. [<doc:KeyboardFacts>]
///
/// Complexity: O(1), one `exp` per evaluation.
public struct KeyboardTiming: TimingFunction, Hashable {
  /// 0.5 s, the duration UIKit gives the keyboard's spring.
  public static let standardDuration = 0.5

  /// ω0 = √(k/m) = √(1000/3) rad/s.
  static let omega = (1000.0 / 3.0).squareRoot()

  /// Seconds until CoreAnimation removes the animation: 0.5 unless overridden.
  public let duration: Double

  /// The keyboard as iOS runs it: 0.5 s.
  public init() {
    duration = Self.standardDuration
  }

  /// The keyboard's spring removed after `duration` seconds instead of 0.5 (a what-if; UIKit
  /// itself ignores the duration passed with curve 7).
  /// - Throws: ``TimingError`` when `duration` is negative or not finite.
  public init(duration: Double) throws(TimingError) {
    try TimingError.requireDuration("duration", duration)
    self.duration = duration
  }

  /// 1 − (1 + ω0·t)·e^(−ω0·t) on [0, duration); 0 before, 1 from `duration` on.
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    let u = Self.omega * seconds
    return 1 - (1 + u) * exp(-u)
  }

  /// ω0²·t·e^(−ω0·t) on [0, duration); 0 elsewhere.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration else { return 0 }
    let u = Self.omega * seconds
    return Self.omega * u * exp(-u)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An independent reference for the progress of one UIKit animation, written from the formulas
/// of CurveScope's SyncModel and KeyboardFacts articles, not from the library's code.
///
/// - The keyboard spring (curve 7): the critically damped solution of m·x″ + c·x′ + k·(x − 1) = 0
///   with the double root r = −ω, ω = √(k/m) = √(1000/3) rad/s, x(0) = 0, x′(0) = 0, written as
///   x(τ) = 1 − e^(−ωτ) − ωτ·e^(−ωτ); CoreAnimation removes it after 0.5 s, so x = 1 from then.
/// - UIKit's Béziers through ``BisectionBezier`` (bisection, Bernstein form), linear as τ / D.
/// - A jump: 1 from τ = 0 on.
///
/// τ is compared with the start (0) and the end (the duration) as exact arithmetic would: a τ
/// within ``boundaryTolerance`` of a boundary counts as on it. Frame times k / fps and event
/// times in whole milliseconds are rationals, so a frame that falls exactly where an animation
/// ends (an event at 200 ms, a 0.5 s spring, frame 42 at 60 Hz: τ = 0.7 − 0.2 = 0.5) has
/// τ = 0.5 exactly, while the double subtraction gives 0.49999999999999994.
public enum ReferenceTiming: Sendable {
  /// Curve 7: the keyboard spring, removed after 0.5 s.
  case keyboardSpring
  /// A cubic Bézier over a duration in seconds.
  case bezier(BisectionBezier, duration: Double)
  /// Constant speed over a duration in seconds.
  case linear(duration: Double)
  /// No animation.
  case jump
  /// A spring (CoreAnimation's model) removed after a duration in seconds.
  case spring(ReferenceSpringCurve, duration: Double)
  /// An app's UIKit animation with curve field 7 asking for `requested` seconds; a profile
  /// decides what runs (``ReferenceProfile/resolve(_:from:to:)``), iOS the keyboard spring.
  case curve7(requested: Double)
  /// An animation made inside the handler that inherits the keyboard's (the notification's
  /// curve and duration, or `own` seconds when it overrides the duration).
  case inheritedKeyboard(curve: Int?, duration: Double?, own: Double?)

  /// ω = √(k/m) for mass 3 and stiffness 1000 (the spring UIKit installs for curve 7).
  public static let keyboardOmega = (1000.0 / 3.0).squareRoot()
  /// Seconds until CoreAnimation removes the keyboard spring.
  public static let keyboardDuration = 0.5

  /// UIKit's ease-in-out (0.42, 0, 0.58, 1).
  public static let easeInOut = BisectionBezier(0.42, 0, 0.58, 1)
  /// UIKit's ease-in (0.42, 0, 1, 1).
  public static let easeIn = BisectionBezier(0.42, 0, 1, 1)
  /// UIKit's ease-out (0, 0, 0.58, 1).
  public static let easeOut = BisectionBezier(0, 0, 0.58, 1)

  /// What UIKit runs for a curve-field value and a duration (SyncModel "Timings"): D ≤ 0 jumps,
  /// 7 is the spring, 0…3 the Béziers, anything else ease-in-out.
  public static func uikit(curve: Int, duration: Double) -> ReferenceTiming {
    if duration <= 0 { return .jump }
    switch curve {
    case 7: return .curve7(requested: duration)
    case 1: return .bezier(easeIn, duration: duration)
    case 2: return .bezier(easeOut, duration: duration)
    case 3: return .linear(duration: duration)
    default: return .bezier(easeInOut, duration: duration)
    }
  }

  /// The keyboard spring's position by the closed form above, for τ ≥ 0 (no cut-off).
  public static func criticalSpring(_ tau: Double) -> Double {
    let decay = exp(-keyboardOmega * tau)
    return 1 - decay - keyboardOmega * tau * decay
  }

  /// dy/dx at x = 0 as a limit (L'Hôpital on the Bernstein derivatives, which vanish together
  /// when x1 = y1 = 0): y1/x1, or y2/x2 when x1 = y1 = 0.
  static func startSlope(_ curve: BisectionBezier) -> Double {
    if curve.x1 != 0 { return curve.y1 / curve.x1 }
    if curve.y1 != 0 { return .infinity }
    return curve.x2 != 0 ? curve.y2 / curve.x2 : 1
  }

  /// Seconds within which τ counts as on a boundary (the spec's frame-count slack).
  public static let boundaryTolerance = 1e-9

  /// Seconds the animation runs.
  public var duration: Double {
    switch self {
    case .keyboardSpring, .curve7: Self.keyboardDuration
    case .bezier(_, let duration), .linear(let duration), .spring(_, let duration): duration
    case .jump: 0
    case .inheritedKeyboard: iosTiming.duration
    }
  }

  /// Progress τ seconds after the start: 0 before, 1 from ``duration`` on.
  public func progress(_ tau: Double) -> Double {
    if tau < -Self.boundaryTolerance { return 0 }
    if tau >= duration - Self.boundaryTolerance { return 1 }
    let tau = max(0, tau)
    switch self {
    case .keyboardSpring, .curve7: return Self.criticalSpring(tau)
    case .bezier(let curve, let duration): return curve.y(forX: tau / duration)
    case .linear(let duration): return tau / duration
    case .jump: return 1
    case .spring(let spring, _): return spring.position(tau)
    case .inheritedKeyboard: return iosTiming.progress(tau)
    }
  }

  /// Progress per second τ seconds after the start (0 outside [0, duration)).
  public func velocity(_ tau: Double) -> Double {
    if tau < -Self.boundaryTolerance || tau >= duration - Self.boundaryTolerance { return 0 }
    let tau = max(0, tau)
    switch self {
    case .spring(let spring, _): return spring.velocity(tau)
    case .inheritedKeyboard: return iosTiming.velocity(tau)
    case .keyboardSpring, .curve7:
      return Self.keyboardOmega * Self.keyboardOmega * tau * exp(-Self.keyboardOmega * tau)
    case .bezier(let curve, let duration):
      return (tau == 0 ? Self.startSlope(curve) : curve.slope(forX: tau / duration)) / duration
    case .linear(let duration): return 1 / duration
    case .jump: return 0
    }
  }

  /// What an unresolved timing runs on iOS (``ReferenceProfile/named(_:)`` `ios`).
  var iosTiming: ReferenceTiming {
    guard case .inheritedKeyboard(let curve, let duration, let own) = self else { return self }
    return .uikit(curve: curve ?? 0, duration: own ?? duration ?? 0.25)
  }
}

/// Any of the library's timing functions as one concrete value, for hot paths.
///
/// Evaluation is a `switch` over the case and a direct, specialisable call: no existential
/// box, no witness-table dispatch, no allocation. The sync analysis and the sampler hold
/// `Timing` values; ``TimingFunction`` remains for code that wants to accept its own
/// conformers generically.
///
/// Complexity: O(1) per evaluation (see each case's type).
public enum Timing: TimingFunction, Hashable {
  /// A cubic Bézier over a duration (UIKit curves 0…3, CSS curves, stand-ins).
  case bezier(BezierTiming)
  /// Constant speed.
  case linear(LinearTiming)
  /// A spring, run until it settles or for a given duration.
  case spring(SpringTiming)
  /// The keyboard's curve 7.
  case keyboard(KeyboardTiming)
  /// No animation: 1 from 0 s on.
  case jump

  /// The keyboard as iOS runs it (curve 7, 0.5 s).
  public static let keyboardCurve = Timing.keyboard(KeyboardTiming())

  /// Seconds the animation runs.
  public var duration: Double {
    switch self {
    case .bezier(let timing): timing.duration
    case .linear(let timing): timing.duration
    case .spring(let timing): timing.duration
    case .keyboard(let timing): timing.duration
    case .jump: 0
    }
  }

  /// Progress at `seconds` (0 before the start, 1 from ``duration`` on).
  @inlinable
  public func progress(at seconds: Double) -> Double {
    switch self {
    case .bezier(let timing): timing.progress(at: seconds)
    case .linear(let timing): timing.progress(at: seconds)
    case .spring(let timing): timing.progress(at: seconds)
    case .keyboard(let timing): timing.progress(at: seconds)
    case .jump: seconds >= 0 ? 1 : 0
    }
  }

  /// Velocity at `seconds`, in progress per second (0 outside [0, duration)).
  @inlinable
  public func velocity(at seconds: Double) -> Double {
    switch self {
    case .bezier(let timing): timing.velocity(at: seconds)
    case .linear(let timing): timing.velocity(at: seconds)
    case .spring(let timing): timing.velocity(at: seconds)
    case .keyboard(let timing): timing.velocity(at: seconds)
    case .jump: 0
    }
  }
}

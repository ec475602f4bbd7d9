/// What a curve is, independent of how long it runs: a Bézier, linear, a spring, or the
/// keyboard's curve 7.
public enum CurveDefinition: Sendable, Hashable {
  /// A cubic Bézier timing curve.
  case bezier(CubicBezier)
  /// Constant speed.
  case linear
  /// A spring solved under a model.
  case spring(Spring, model: Spring.Model)
  /// The keyboard's spring (mass 3, stiffness 1000, damping 500) in the CoreAnimation model.
  case keyboard

  /// The duration a Bézier or linear curve runs when none is given: 0.25 s, the duration
  /// keyboard notifications report since iOS 7 and CoreAnimation's default.
  public static let defaultDuration = 0.25

  /// The kind as written in `Curves/curves.json`: `bezier`, `linear`, `spring` or `keyboard`.
  public var kind: String {
    switch self {
    case .bezier: "bezier"
    case .linear: "linear"
    case .spring: "spring"
    case .keyboard: "keyboard"
    }
  }

  /// The curve as a timing function running `duration` seconds, or its own duration when `nil`:
  /// ``defaultDuration`` for Béziers and linear, the settling duration (ε = 0.001) for springs,
  /// 0.5 s for the keyboard.
  ///
  /// A duration given for a spring or the keyboard is when the animation is removed (as for a
  /// `CASpringAnimation`), not a time scale. Note that UIKit itself ignores the duration for
  /// curve 7; ``AnimationCurve/timing(duration:)`` models that, this method does what is asked.
  /// - Throws: ``TimingError`` for a negative or non-finite duration, or an undamped spring
  ///   without a duration.
  public func timing(duration: Double?) throws(TimingError) -> Timing {
    switch self {
    case .bezier(let curve):
      return .bezier(try BezierTiming(curve: curve, duration: duration ?? Self.defaultDuration))
    case .linear:
      return .linear(try LinearTiming(duration: duration ?? Self.defaultDuration))
    case .spring(let spring, let model):
      return .spring(try SpringTiming(spring: spring, model: model, duration: duration))
    case .keyboard:
      guard let duration else { return Timing.keyboardCurve }
      return .keyboard(try KeyboardTiming(duration: duration))
    }
  }
}

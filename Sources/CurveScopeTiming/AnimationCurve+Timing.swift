public import CurveScopeCodec

extension AnimationCurve {
  /// The timing UIKit runs for a UIView animation of `duration` seconds with this curve.
  ///
  /// - 0…3: the UIKit Béziers (``CubicBezier/easeInOut``, ``CubicBezier/easeIn``,
  ///   ``CubicBezier/easeOut``, linear) over `duration`.
  /// - 7: the keyboard's spring (``KeyboardTiming``), which runs 0.5 s whatever `duration`
  ///   says, as UIKit does.
  /// - Any other value: ease-in-out over `duration`. This is an assumption, not an observation:
  ///   UIKit documents no behaviour for other values. Ease-in-out is what the curve field's 0
  ///   gives and UIKit's default curve, so it is the most likely outcome of a value UIKit does
  ///   not recognise; ``hasAssumedTiming`` flags these values so reports can say so.
  /// - `duration` ≤ 0: ``Timing/jump`` for every curve, 7 included, because UIKit makes the
  ///   changes without animating them ("If you specify a negative value or 0, the changes are
  ///   made without animating them" [Apple, `UIView.animate(withDuration:…)`]).
  /// - Throws: ``TimingError`` when `duration` is NaN or infinite.
  public func timing(duration: Double) throws(TimingError) -> Timing {
    try TimingError.require("duration", duration, in: .finite, unit: "seconds")
    guard duration > 0 else { return .jump }
    switch rawValue {
    case 0: return .bezier(try BezierTiming(curve: .easeInOut, duration: duration))
    case 1: return .bezier(try BezierTiming(curve: .easeIn, duration: duration))
    case 2: return .bezier(try BezierTiming(curve: .easeOut, duration: duration))
    case 3: return .linear(try LinearTiming(duration: duration))
    case 7: return Timing.keyboardCurve
    default: return .bezier(try BezierTiming(curve: .easeInOut, duration: duration))
    }
  }

  /// Whether ``timing(duration:)`` for this value rests on an assumption (any value other than
  /// 0…3 and 7, which runs as ease-in-out).
  public var hasAssumedTiming: Bool { !isDocumented && self != .keyboard }
}

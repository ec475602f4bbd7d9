public import CurveScopeCodec
public import CurveScopeNotifications
public import CurveScopeTiming

extension KeyboardProfile {
  /// The timing the keyboard runs for the will-notification `event`, which moves its edge from
  /// `from` to `to` (screen y; `to > from` is a fall, a hide).
  ///
  /// - ``KeyboardMotionKind/uikit``: the notification's curve and duration as UIKit runs them
  ///   (curve 7: the profile's spring for its own duration; a missing curve or duration is
  ///   assumed ease-in-out over 0.25 s, as ``KeyboardAnimation`` assumes).
  /// - ``KeyboardMotionKind/system(show:hide:duration:)``: the hide interpolator for a fall, the
  ///   show one otherwise, over the system's duration; a reported duration of 0 jumps.
  /// - ``KeyboardMotionKind/crossFade``: a jump.
  /// - Throws: ``TimingError`` only for values the scenario checks let through.
  public func keyboardTiming(for event: KeyboardEvent, from: Double, to: Double) throws -> Timing {
    switch motion {
    case .uikit:
      let keyboard = KeyboardAnimation(event: event)
      guard keyboard.duration > 0 else { return .jump }
      if keyboard.curve == .keyboard { return try spring.keyboardTiming() }
      return try keyboard.curve.timing(duration: keyboard.duration)
    case .system(let show, let hide, let duration):
      if event.duration == 0 { return .jump }
      return .bezier(try BezierTiming(curve: to > from ? hide : show, duration: duration))
    case .crossFade:
      return .jump
    }
  }

  /// What UIKit runs for an app's `UIView.animate` whose options carry curve field `curve`, over
  /// `duration` seconds: curve 7 the profile's spring (``SystemSpring/appTiming(passed:)``),
  /// other values as ``AnimationCurve/timing(duration:)``; a duration ≤ 0 makes no animation.
  /// - Throws: ``TimingError`` for a non-finite duration.
  public func uikitTiming(curve: AnimationCurve, duration: Double) throws -> Timing {
    guard duration.isFinite else {
      throw TimingError.outOfRange(
        parameter: "duration", value: duration, range: .finite, unit: "seconds")
    }
    guard duration > 0 else { return .jump }
    if curve == .keyboard { return try spring.appTiming(passed: duration) }
    return try curve.timing(duration: duration)
  }
}

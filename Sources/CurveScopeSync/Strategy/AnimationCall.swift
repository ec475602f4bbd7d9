public import CurveScopeCodec
public import CurveScopeNotifications
public import CurveScopeTiming

/// A `UIView.animate(withDuration:delay:options:animations:)` call made by a keyboard handler,
/// described by where its duration and options come from.
///
/// Resolving it against a notification gives the bar's timing, following UIKit's rules:
/// the curve field of the options picks the timing (7: the keyboard spring, 0.5 s, duration
/// ignored; 0…3: UIKit's Béziers over the duration; other values: ease-in-out, assumed), a
/// duration ≤ 0 makes the change without animation, and a call made synchronously inside the
/// notification handler inherits the keyboard's own animation unless its options carry
/// `overrideInheritedDuration`, `overrideInheritedCurve` or `overrideInheritedOptions`.
public struct AnimationCall: Hashable, Sendable {
  /// Where the duration comes from.
  public enum DurationSource: Hashable, Sendable {
    /// The notification's `UIKeyboardAnimationDurationUserInfoKey`; `fallback` seconds when the
    /// key is missing (0 for code that reads a missing key as `[nil doubleValue]`).
    case reported(fallback: Double)
    /// A constant, in seconds.
    case fixed(Double)
  }

  /// Where the curve comes from.
  public enum CurveSource: Hashable, Sendable {
    /// The notification's `UIKeyboardAnimationCurveUserInfoKey` turned into options, shifted
    /// (`UInt(curve) << 16`, the correct idiom) or not (`UInt(curve)`, the bug); `fallback` when
    /// the key is missing.
    case notification(shifted: Bool, fallback: AnimationCurve)
    /// A fixed `UIView.AnimationOptions` mask; its curve field picks the timing.
    case options(AnimationOptions)
    /// A timing set directly (`CAMediaTimingFunction`, `UIViewPropertyAnimator`): a catalogue
    /// curve or spec, run over the call's duration (springs keep their own).
    case timing(CurveSpec)
  }

  /// Where the duration comes from.
  public var duration: DurationSource
  /// Where the curve comes from.
  public var curve: CurveSource
  /// Flags OR'd into the options (`beginFromCurrentState`, the override flags).
  public var extraOptions: AnimationOptions
  /// Whether the call is made synchronously inside the notification handler, where UIKit's
  /// keyboard animation is in flight and is inherited.
  public var insideHandler: Bool

  /// Creates a call.
  public init(
    duration: DurationSource, curve: CurveSource, extraOptions: AnimationOptions = [],
    insideHandler: Bool = false
  ) {
    self.duration = duration
    self.curve = curve
    self.extraOptions = extraOptions
    self.insideHandler = insideHandler
  }

  /// The options mask the call passes for `event` (the curve field included).
  public func options(for event: KeyboardEvent) -> AnimationOptions {
    switch curve {
    case .notification(let shifted, let fallback):
      let raw = (event.curve ?? fallback).rawValue
      let mask =
        shifted
        ? AnimationOptions(curve: AnimationCurve(rawValue: raw))
        : AnimationOptions(rawValue: UInt(bitPattern: raw))
      return mask.union(extraOptions)
    case .options(let mask):
      return mask.union(extraOptions)
    case .timing:
      return extraOptions
    }
  }

  /// The duration the call passes for `event`, in seconds.
  public func requestedDuration(for event: KeyboardEvent) -> Double {
    switch duration {
    case .reported(let fallback): event.duration ?? fallback
    case .fixed(let seconds): seconds
    }
  }

  /// The timing the bar runs for `event`, given the keyboard's own curve and duration for it.
  /// - Throws: ``TimingError`` only for a non-finite duration (scenario values are validated).
  public func timing(for event: KeyboardEvent, keyboard: KeyboardAnimation) throws(TimingError)
    -> Timing
  {
    let options = options(for: event)
    var duration = requestedDuration(for: event)
    var ownCurve = true
    if insideHandler {
      if !options.contains(.overrideInheritedDuration) { duration = keyboard.duration }
      ownCurve =
        options.contains(.overrideInheritedCurve) || options.contains(.overrideInheritedOptions)
      if !ownCurve { return try keyboard.curve.timing(duration: duration) }
    }
    if case .timing(let spec) = curve, ownCurve {
      guard duration > 0 else { return .jump }
      switch spec.definition {
      case .spring, .keyboard: return try spec.definition.timing(duration: nil)
      case .bezier, .linear: return try spec.definition.timing(duration: duration)
      }
    }
    return try options.curve.timing(duration: duration)
  }

  /// The retargeting rule the bar's animations follow: `beginFromCurrentState` in the options
  /// starts from the on-screen position, otherwise the scenario's rule applies.
  public func retargetRule(for event: KeyboardEvent, scenarioRule: RetargetRule) -> RetargetRule {
    options(for: event).contains(.beginFromCurrentState) ? .fromCurrentState : scenarioRule
  }
}

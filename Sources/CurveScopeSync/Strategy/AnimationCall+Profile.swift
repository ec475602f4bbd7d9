public import CurveScopeNotifications
public import CurveScopeTiming

extension AnimationCall {
  /// The timing the bar runs for `event` under `profile`: UIKit's rules of
  /// ``timing(for:keyboard:)`` with the profile's curve-7 spring
  /// (``KeyboardProfile/uikitTiming(curve:duration:)``), and inside the handler the keyboard's
  /// own animation under the profile (``KeyboardProfile/keyboardTiming(for:from:to:)``) unless
  /// override bits say otherwise. Under ``KeyboardProfile/ios`` it equals
  /// ``timing(for:keyboard:)``.
  /// - Throws: ``TimingError`` only for a non-finite duration (scenario values are validated).
  public func timing(for event: KeyboardEvent, profile: KeyboardProfile) throws -> Timing {
    let options = options(for: event)
    var duration = requestedDuration(for: event)
    if insideHandler {
      let keyboard = KeyboardAnimation(event: event)
      let inheritsDuration = !options.contains(.overrideInheritedDuration)
      let inheritsCurve =
        !options.contains(.overrideInheritedCurve) && !options.contains(.overrideInheritedOptions)
      if inheritsDuration { duration = keyboard.duration }
      if inheritsCurve {
        let (from, to) = (event.frameBegin.minY, event.frameEnd.minY)
        if inheritsDuration { return try profile.keyboardTiming(for: event, from: from, to: to) }
        switch profile.motion {
        case .uikit: return try profile.uikitTiming(curve: keyboard.curve, duration: duration)
        case .system(let show, let hide, _):
          guard duration > 0 else { return .jump }
          return .bezier(try BezierTiming(curve: to > from ? hide : show, duration: duration))
        case .crossFade: return .jump
        }
      }
    }
    if case .timing(let spec) = curve {
      guard duration > 0 else { return .jump }
      switch spec.definition {
      case .spring, .keyboard: return try spec.definition.timing(duration: nil)
      case .bezier, .linear: return try spec.definition.timing(duration: duration)
      }
    }
    return try profile.uikitTiming(curve: options.curve, duration: duration)
  }
}

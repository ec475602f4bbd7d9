import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSync
import CurveScopeTiming

extension SyncExplainer {
  /// Why the bar runs the timing it runs for `event`.
  static func reasons(
    for event: KeyboardEvent, call: AnimationCall, keyboard: Timing, bar: Timing
  ) -> [SyncFinding] {
    var found: [SyncFinding] = []
    let options = call.options(for: event)
    var ownCurve = true
    var ownDuration = true
    if call.insideHandler {
      let overrides = options.intersection(StrategyChange.overrideFlags)
      ownDuration = options.contains(.overrideInheritedDuration)
      ownCurve =
        options.contains(.overrideInheritedCurve) || options.contains(.overrideInheritedOptions)
      if !overrides.isEmpty {
        let bits = overrides.flagNames.joined(separator: ", ")
        found.append(
          SyncFinding(
            .overrideBits,
            "The change is made inside the handler, where it would inherit the keyboard's "
              + "animation, but its options (\(options.hex)) set \(bits), which stops that: it "
              + "runs \(TimingWords.describe(bar)) instead.",
            numbers: [
              .init("optionsRawValue", Double(options.rawValue)),
              .init("overrideBits", Double(overrides.rawValue)),
            ]))
      }
    }
    if ownDuration, event.duration == nil, case .reported(let fallback) = call.duration,
      fallback != KeyboardAnimation.assumedDuration
    {
      let reads =
        fallback == 0 ? "reads it as 0 s" : "falls back to \(TimingWords.seconds(fallback))"
      let effect = fallback == 0 ? ", so UIKit makes the change without animating" : ""
      found.append(
        SyncFinding(
          .missingDuration,
          "The \(label(event)) has no duration key (old iPad dumps lack it); the handler "
            + "\(reads)\(effect).",
          numbers: [.init("fallbackSeconds", fallback)]))
    }
    if ownCurve, event.curve == nil, case .notification(_, let fallback) = call.curve,
      fallback != KeyboardAnimation.assumedCurve
    {
      found.append(
        SyncFinding(
          .missingCurve,
          "The \(label(event)) has no curve key; the handler falls back to curve "
            + "\(fallback.rawValue) (\(fallback)), while the keyboard is assumed to run UIKit's "
            + "default, ease-in-out.",
          numbers: [.init("fallbackCurve", Double(fallback.rawValue))]))
    }
    guard ownCurve else { return found }
    let curveWords = event.curve.map { "curve \($0.rawValue)" } ?? "curve"
    // The curve the keyboard runs (assumed ease-in-out without a curve key).
    let keyboardCurve = event.curve ?? KeyboardAnimation.assumedCurve
    switch call.curve {
    case .notification(shifted: false, let fallback) where (event.curve ?? fallback).rawValue != 0:
      let raw = (event.curve ?? fallback).rawValue
      let decoded = CurveCodec.decode(options: options)
      let flags = options.flags.flagNames
      let flagText = flags.isEmpty ? "sets no flag" : "sets \(list(flags))"
      let intended = AnimationOptions(curve: AnimationCurve(rawValue: raw))
      found.append(
        SyncFinding(
          .unshiftedCurve,
          "The handler passes \(curveWords) as UIView.AnimationOptions(rawValue: UInt(curve)) "
            + "without << 16: the mask \(options.hex) \(flagText), and the curve field (bits "
            + "16–19) stays \(decoded.options.curve.rawValue), so UIKit runs "
            + "\(curveName(decoded.options.curve)) (\(intended.hex) was meant).",
          numbers: [
            .init("curveRawValue", Double(raw)), .init("optionsRawValue", Double(options.rawValue)),
            .init("curveField", Double(options.curve.rawValue)),
          ]))
    case .options(let mask) where mask.curve != keyboardCurve:
      let what =
        mask.curve == .easeInOut
        ? "passes no curve (options \(options.hex)), so UIKit runs its default, ease-in-out,"
        : "passes a fixed curve (\(mask.curve), options \(options.hex))"
      found.append(
        SyncFinding(
          .noCurve, "The animation call \(what) instead of the notification's \(curveWords).",
          numbers: [.init("optionsRawValue", Double(options.rawValue))]))
    case .timing(let spec):
      found.append(
        SyncFinding(
          .customTiming,
          "The bar runs a timing of its own, \(spec.name ?? spec.text), instead of the "
            + "notification's \(curveWords)."))
    case .notification, .options:
      break
    }
    if ownDuration, case .fixed(let seconds) = call.duration, seconds != event.duration,
      bar.duration != keyboard.duration, !(bar == Timing.keyboardCurve)
    {
      let reported =
        event.duration.map { "the notification's \(TimingWords.seconds($0))" }
        ?? "the \(TimingWords.seconds(KeyboardAnimation.assumedDuration)) the keyboard is assumed "
        + "to run without a duration key"
      found.append(
        SyncFinding(
          .fixedDuration,
          "The call animates for a fixed \(TimingWords.seconds(seconds)) instead of \(reported).",
          numbers: [.init("fixedDurationSeconds", seconds)]))
    }
    return found
  }

  /// `1 frame`, `2 frames`.
  static func frames(_ count: Int) -> String {
    count == 1 ? "1 frame" : "\(count) frames"
  }

  /// `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}

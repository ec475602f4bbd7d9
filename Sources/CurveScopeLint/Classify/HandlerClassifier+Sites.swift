import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync

extension HandlerClassifier {
  /// Calls that convert or wrap a value without deciding it (`UInt(curve)`, `.init(rawValue:)`).
  static let transparentCalls: Set<String> = [
    "init", "fromMask", "numericCast", "min", "max", "abs", "intValue", "uintValue",
  ]

  /// The motion of one animation call, started where `placement` says.
  func motion(
    for site: AnimationSite, placement: Placement, kinds: Set<KeyboardEventKind>
  ) -> HandlerMotion {
    var motion: HandlerMotion
    switch site.api {
    case .viewAnimate, .runningPropertyAnimator, .foreignAnimator:
      motion = HandlerMotion(reaction: .follow, token: site.token)
      if site.api == .foreignAnimator {
        motion.assumptions.append(
          "\(source.name(site.token)) is outside this file; assumed to pass its duration and "
            + "options to UIView.animate")
      }
      let duration = durationSource(site.duration, frame: site.frame, default: nil, into: &motion)
      let (curve, flags) = curveSource(site.options, frame: site.frame, into: &motion)
      motion.reaction = .animate(
        AnimationCall(duration: duration, curve: curve, extraOptions: flags))
      motion.evidence.append((site.token, "\(site.api.rawValue)"))
    case .beginCommit:
      motion = beginCommitMotion(site)
    case .propertyAnimatorCurve:
      motion = propertyAnimatorCurveMotion(site, curveValue: site.curve)
    case .viewSpring, .propertyAnimatorTiming, .withAnimation:
      motion = timedMotion(site)
    case .crossFile:
      motion = crossFileMotion(site, kinds: kinds)
    }
    switch placement {
    case .async(let seconds):
      motion.latencyFrames = latency(seconds)
      motion.evidence.append((site.token, "the animation is dispatched to run later"))
    case .deferred:
      motion.assumptions.append(
        "the animation is in a closure whose caller is outside the handler; assumed to run in it")
    default:
      break
    }
    if site.api == .viewAnimate, case .animate(var call) = motion.reaction,
      call.duration == .fixed(0),
      motion.latencyFrames == 0, placement == .sync,
      !kinds.isDisjoint(with: KeyboardEventKind.willKinds)
    {
      // `UIView.animate(withDuration: 0) { layoutIfNeeded() }` in a will-handler exists to
      // inherit the keyboard's animation (RxKeyboard's idiom).
      call.insideHandler = true
      motion.reaction = .animate(call)
    }
    return motion
  }

  /// The motion of an animation helper in another file, read there.
  private func crossFileMotion(_ site: AnimationSite, kinds: Set<KeyboardEventKind>)
    -> HandlerMotion
  {
    var motion = HandlerMotion(reaction: .follow, token: site.token)
    guard
      let foreign = scope.app?.animatorMotions(calledAt: site.token, in: scope.file, kinds: kinds)?
        .first
    else {
      motion.assumptions.append(
        "\(source.name(site.token)) could not be read; assumed to animate like the keyboard")
      motion.reaction = .animate(
        AnimationCall(
          duration: .reported(fallback: 0),
          curve: .notification(shifted: true, fallback: .easeInOut)))
      return motion
    }
    motion.reaction = foreign.motion.reaction
    motion.latencyFrames = foreign.motion.latencyFrames
    motion.assumedHeight = foreign.motion.assumedHeight
    motion.codes = foreign.motion.codes
    motion.assumptions = foreign.motion.assumptions
    motion.evidence.append((site.token, "\(foreign.name) in \(foreign.path) animates the bar"))
    motion.foreignEvidence = foreign.evidence
    return motion
  }

  /// Where a duration comes from: the notification's key (or a name that says duration), a
  /// literal, or — unresolved — assumed to be the notification's.
  func durationSource(
    _ range: Range<Int>?, frame: Int, default seconds: Double?, into motion: inout HandlerMotion
  ) -> AnimationCall.DurationSource {
    guard let range else { return .fixed(seconds ?? 0) }
    let facts = scope.facts(of: range, inFrame: frame)
    if facts.carriesDuration {
      if !facts.readsDurationKey {
        let name = facts.unresolvedNames.first { $0.lowercased().contains("duration") } ?? "a name"
        motion.assumptions.append(
          "the duration comes from \(name) outside this file; assumed to be the notification's")
      }
      return .reported(fallback: facts.fallback ?? 0)
    }
    if let value = facts.numbers.first, value >= 0, value <= 10 {
      motion.evidence.append((range.lowerBound, "fixed duration \(NumberText.exact(value)) s"))
      return .fixed(value)
    }
    motion.assumptions.append("the duration could not be read; assumed to be the notification's")
    return .reported(fallback: 0)
  }

  /// Where an options mask's curve comes from, and the flags it sets.
  func curveSource(
    _ range: Range<Int>?, frame: Int, into motion: inout HandlerMotion
  ) -> (AnimationCall.CurveSource, AnimationOptions) {
    guard let range else { return (.options([]), []) }
    let facts = scope.facts(of: range, inFrame: frame)
    let flags = facts.namedOptions.flags
    if flags.contains(.beginFromCurrentState) {
      motion.optionRemoval = OptionRemoval(in: range, of: source)
    }
    let unresolved = facts.unresolvedCalls.filter { !Self.transparentCalls.contains($0) }
    if facts.carriesCurve, facts.conditionallyReplaced, let named = facts.namedCurve {
      motion.codes.insert(.curveReplaced)
      motion.evidence.append((range.lowerBound, "curve 7 replaced by \(named) under a condition"))
      return (.options(AnimationOptions(curve: named)), flags)
    }
    if facts.shiftsBy16 {
      if facts.carriesCurve { return (.notification(shifted: true, fallback: .easeInOut), flags) }
      if let literal = facts.shiftedLiteral, literal >= 0, literal < 16 {
        return (.options(AnimationOptions(curve: AnimationCurve(rawValue: Int(literal)))), flags)
      }
      motion.assumptions.append("the shifted value could not be read; assumed to be the curve")
      return (.notification(shifted: true, fallback: .easeInOut), flags)
    }
    if facts.carriesCurve, let mapped = facts.switchDefault {
      motion.codes.insert(.curveReplaced)
      motion.evidence.append((range.lowerBound, "curve converted by a switch"))
      return (.options(mapped.union(flags)), [])
    }
    if facts.readsCurveKey || facts.namesCurve, unresolved.isEmpty, !facts.namesOptions {
      motion.evidence.append((range.lowerBound, "curve used as options without << 16"))
      motion.replacement = shiftReplacement(in: range)
      return (.notification(shifted: false, fallback: .easeInOut), flags)
    }
    if facts.namesOptions || (facts.carriesCurve && !unresolved.isEmpty) {
      motion.codes.insert(.unresolvedHelper)
      let name =
        unresolved.first.map { "\($0)(…)" }
        ?? facts.unresolvedNames.first { $0.lowercased().contains("option") }
        ?? "an options value"
      motion.assumptions.append(
        "the options come from \(name) outside this file; assumed to carry the curve << 16")
      return (.notification(shifted: true, fallback: .easeInOut), flags)
    }
    if facts.hasNamedOptions { return (.options(facts.namedOptions), []) }
    if let value = facts.numbers.first, value >= 0, value < 9_007_199_254_740_992,
      value == value.rounded()
    {
      return (.options(AnimationOptions(rawValue: UInt(value))), [])
    }
    return (.options([]), flags)
  }

  /// The edit that shifts an unshifted curve in place: the value of `rawValue:` in Swift
  /// (`UIView.AnimationOptions(rawValue: curve)` → `rawValue: curve << 16`), the whole options
  /// value in Objective-C (`options:curve` → `options:curve << 16`).
  func shiftReplacement(in range: Range<Int>) -> (tokens: ClosedRange<Int>, text: String)? {
    guard !range.isEmpty else { return nil }
    var value = range.lowerBound...(range.upperBound - 1)
    if source.language == .swift {
      guard
        let label = range.first(where: {
          source.isIdentifier($0, Names.rawValue) && source.isPunctuation($0 + 1, UInt8(ascii: ":"))
        }),
        let open = scope.index.brackets.opener(around: label),
        let close = scope.index.brackets.match(open), close > label + 2
      else { return nil }
      value = (label + 2)...(close - 1)
    }
    let bytes = source.bytes[
      Int(
        source.tokens[value.lowerBound].start)..<Int(
          source.tokens[value.upperBound].end)]
    let text = String(decoding: bytes, as: UTF8.self)
    let simple = value.allSatisfy {
      source.tokens[$0].kind != .operator || source.isSymbol($0, ".")
    }
    return (value, simple ? "\(text) << 16" : "(\(text)) << 16")
  }

  /// `beginAnimations` … `setAnimationDuration(d)` … `setAnimationCurve(c)` …
  /// `commitAnimations`: UIKit's old API takes the raw curve, so the notification's 7 works.
  private func beginCommitMotion(_ site: AnimationSite) -> HandlerMotion {
    var motion = HandlerMotion(reaction: .follow, token: site.token)
    // The old API's default duration is 0.2 s.
    let duration = durationSource(site.duration, frame: site.frame, default: 0.2, into: &motion)
    var curve: AnimationCall.CurveSource = .options([])
    if let range = site.curve {
      let facts = scope.facts(of: range, inFrame: site.frame)
      if facts.carriesCurve {
        curve = .notification(shifted: true, fallback: .easeInOut)
      } else if let named = facts.namedCurve {
        curve = .options(AnimationOptions(curve: named))
      }
    }
    let flags: AnimationOptions = site.beginsFromCurrentState ? .beginFromCurrentState : []
    motion.reaction = .animate(AnimationCall(duration: duration, curve: curve, extraOptions: flags))
    motion.evidence.append((site.token, "UIView.beginAnimations/commitAnimations"))
    return motion
  }

  /// `UIViewPropertyAnimator(duration: d, curve: c)`, `UICubicTimingParameters(animationCurve:)`.
  func propertyAnimatorCurveMotion(_ site: AnimationSite, curveValue: Range<Int>?) -> HandlerMotion
  {
    var motion = HandlerMotion(reaction: .follow, token: site.token)
    let duration = durationSource(site.duration, frame: site.frame, default: nil, into: &motion)
    let facts = curveValue.map { scope.facts(of: $0, inFrame: site.frame) } ?? ExpressionFacts()
    if let named = facts.namedCurve, !facts.carriesCurve {
      motion.reaction = .animate(
        AnimationCall(duration: duration, curve: .options(AnimationOptions(curve: named))))
      return motion
    }
    motion.codes.insert(.propertyAnimatorCurve)
    motion.evidence.append((site.token, "UIViewPropertyAnimator with the notification's curve"))
    motion.assumptions.append(
      "UIViewPropertyAnimator(duration:curve:) builds UICubicTimingParameters(animationCurve:), a "
        + "cubic over the passed duration [Apple docs], while curve 7 is a 0.5 s spring "
        + "[developer forums 48088]; no source says which cubic UIKit uses for 7, so it is "
        + "modelled as ease-in-out; any cubic ending at 0.25 s is at least 0.058 of the travel "
        + "off the spring (fit keyboard --duration 0.25). Confidence: low on the curve, medium "
        + "that it desyncs")
    motion.reaction = .animate(AnimationCall(duration: duration, curve: .options([])))
    return motion
  }
}

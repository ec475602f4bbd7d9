import CurveScopeNotifications
import CurveScopeSync

/// The problem codes of a simulated handler, read from its strategy and the code's shape.
enum CodeDeriver {
  /// Codes for `motion` simulated as `strategy`, given its own notifications and whether each
  /// scenario stayed in sync.
  static func codes(
    motion: HandlerMotion, strategy: InputBarStrategy, ownKinds: Set<KeyboardEventKind>,
    results: [LintScenarioResult]
  ) -> [LintCode] {
    let verdict = LintFinding.verdictResults(results)
    let inSync = verdict.allSatisfy { $0.summary.isInSync }
    if inSync {
      var codes: [LintCode] =
        results.allSatisfy { $0.summary.isInSync } ? [.inSync] : [.profileDesync]
      if motion.codes.contains(.unresolvedHelper) { codes.append(.unresolvedHelper) }
      return codes
    }
    var codes = motion.codes.subtracting([.inSync])
    if !ownKinds.isEmpty, ownKinds.allSatisfy({ !$0.isBeforeAnimation }) {
      codes.insert(.lateNotification)
    }
    switch strategy.reaction {
    case .follow:
      if strategy.latencyFrames > 0 { codes.insert(.frameLatency) }
    case .animate(let call):
      if strategy.latencyFrames > 0 { codes.insert(.animationLatency) }
      if !call.insideHandler { codes.formUnion(callCodes(call, shapeCodes: codes)) }
    }
    if strategy.assumedKeyboardHeight != nil { codes.insert(.assumedHeight) }
    let handlesShowOrHide = !strategy.handledKinds.isDisjoint(with: [.willShow, .willHide])
    let tripleOutOfSync = verdict.contains {
      $0.scenario == LintScenarios.interruptingScenarioName && !$0.summary.isInSync
    }
    if handlesShowOrHide, !strategy.handledKinds.contains(.willChangeFrame), tripleOutOfSync {
      codes.insert(.ignoresChangeFrame)
    }
    if codes.isEmpty || codes == [.unresolvedHelper] { codes.insert(.timingMismatch) }
    return codes.sorted()
  }

  /// What an animation call's duration and curve say.
  private static func callCodes(_ call: AnimationCall, shapeCodes: Set<LintCode>) -> Set<LintCode> {
    var codes: Set<LintCode> = []
    if call.duration == .fixed(0) {
      codes.insert(.noAnimation)
      return codes
    }
    var curveIsKeyboard = false
    switch call.curve {
    case .notification(let shifted, _):
      if !shifted { codes.insert(.unshiftedCurve) } else { curveIsKeyboard = true }
    case .options(let mask):
      curveIsKeyboard = mask.curve == .keyboard
      if !curveIsKeyboard,
        shapeCodes.isDisjoint(with: [.curveReplaced, .propertyAnimatorCurve])
      {
        codes.insert(.noCurve)
      }
    case .timing:
      if !shapeCodes.contains(.propertyAnimatorCurve) { codes.insert(.customTiming) }
    }
    if case .fixed = call.duration, !curveIsKeyboard, !codes.contains(.customTiming) {
      codes.insert(.fixedDuration)
    }
    return codes
  }
}

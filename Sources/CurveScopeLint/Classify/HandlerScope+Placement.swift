extension HandlerScope {
  /// Animation calls whose closures hold the animated changes.
  static let animationCalls: Set<String> = [
    "animate", "animateWithDuration", "animateKeyframes", "animateKeyframesWithDuration",
    "transition", "transitionWithView", "withAnimation", "UIViewPropertyAnimator",
    "runningPropertyAnimator", "runningPropertyAnimatorWithDuration", "initWithDuration",
    "addAnimations", "animateAlongsideTransition",
  ]

  /// Where token `token` of frame `frame` runs: walks out through the braces around it up to
  /// the frame's body; a helper's top level runs where its call runs.
  func placement(of token: Int, inFrame frame: Int) -> Placement {
    let classifier = BraceClassifier(index: index)
    let range = frames[frame].range
    var cursor = token
    while let open = index.brackets.opener(around: cursor), open >= range.lowerBound {
      defer { cursor = open }
      guard source.isPunctuation(open, UInt8(ascii: "{")) else { continue }
      let (role, call, label) = classifier.role(of: open)
      guard case .closure = role else { continue }
      let callFlags = call.map { source.facts($0).flags } ?? []
      if label == "completion" || label == "completionBlock" { return .completion }
      if callFlags.contains(.animationCall), label == nil || label == "animations" {
        return .animations(site: call ?? open)
      }
      if let call, let app, !index.definesFunction(namedAt: call),
        app.animatorMotions(calledAt: call, in: file, kinds: []) != nil
      {
        // A closure passed to an animation helper of another file.
        return .animations(site: call)
      }
      if let call, source.isIdentifier(call, Names.performWithoutAnimation) {
        return .withoutAnimation
      }
      if callFlags.contains(.asyncCall) {
        return .async(seconds: call.map(delaySeconds(ofAsyncCall:)) ?? 0)
      }
      if callFlags.contains(.synchronousCall)
        || BraceClassifier.synchronousCalls.contains(label ?? "")
      {
        continue
      }
      return .deferred
    }
    guard let caller = frames[frame].caller, let callToken = frames[frame].callToken else {
      return rootPlacement
    }
    return placement(of: callToken, inFrame: caller)
  }

  /// The delay of `asyncAfter(deadline: .now() + 0.3)`, `dispatch_after(dispatch_time(…,
  /// 0.3 * NSEC_PER_SEC), …)` or `Task.sleep`: the first literal below 10 s in the call's
  /// arguments; 0 for `async`.
  func delaySeconds(ofAsyncCall call: Int) -> Double {
    let name = source.name(call)
    guard name == "asyncAfter" || name == "dispatch_after",
      source.isPunctuation(call + 1, UInt8(ascii: "(")), let close = index.brackets.match(call + 1)
    else { return 0 }
    var position = call + 2
    while position < close {
      if let value = source.numberValue(position), value > 0, value < 10 {
        if source.isPunctuation(position - 1, UInt8(ascii: "(")), position >= 2,
          source.name(position - 2) == "milliseconds"
        {
          return value / 1000
        }
        return value
      }
      position += 1
    }
    return 0
  }
}

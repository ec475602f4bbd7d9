extension HandlerScope {
  /// Every animation call in the handler's frames, in frame then token order.
  func animationSites() -> [AnimationSite] {
    var sites: [AnimationSite] = []
    let source = self.source
    let names = source.names
    for (frameIndex, frame) in frames.enumerated() {
      for position in frame.range where source.tokens[position].kind == .identifier {
        // Most names start neither an animation call nor a call to another file's function:
        // two table reads rule them out before any call is read.
        let name = source.tokens[position].name
        if !names.facts(name).flags.isDisjoint(with: [.siteName, .animate]),
          let site = site(at: position, frame: frameIndex)
        {
          sites.append(site)
        } else if let app, app.functionsDefined(name: name),
          !index.definesFunction(namedAt: position),
          let site = crossFileSite(at: position, frame: frameIndex)
        {
          sites.append(site)
        }
      }
    }
    return sites
  }

  /// The names that start an animation call.
  static let siteNames: Set<String> = [
    "animate", "animateWithDuration", "animateKeyframes", "animateKeyframesWithDuration",
    "transition", "transitionWithView", "UIViewPropertyAnimator", "initWithDuration",
    "runningPropertyAnimator", "runningPropertyAnimatorWithDuration", "beginAnimations",
    "withAnimation",
  ]

  private func site(at position: Int, frame: Int) -> AnimationSite? {
    let flags = source.facts(position).flags
    guard !flags.isDisjoint(with: [.siteName, .animate]) else { return nil }
    let name = source.name(position)
    let opensCall = source.isPunctuation(position + 1, UInt8(ascii: "("))
    let opensMessage =
      source.language == .objectiveC && source.isPunctuation(position + 1, UInt8(ascii: ":"))
    switch name {
    case "animate", "animateWithDuration", "animateKeyframes", "animateKeyframesWithDuration",
      "transition", "transitionWithView":
      if opensCall {
        return viewAnimate(
          at: position, frame: frame, arguments: .swift(open: position + 1, in: index))
      }
      if opensMessage {
        return viewAnimate(
          at: position, frame: frame, arguments: .objectiveC(firstPart: position, in: index))
      }
    case "UIViewPropertyAnimator" where opensCall:
      return propertyAnimator(
        at: position, frame: frame, arguments: .swift(open: position + 1, in: index))
    case "initWithDuration" where opensMessage:
      let arguments = CallArguments.objectiveC(firstPart: position, in: index)
      guard receiverMentions("UIViewPropertyAnimator", messagePart: position) else { return nil }
      return propertyAnimator(at: position, frame: frame, arguments: arguments)
    case "runningPropertyAnimator" where opensCall,
      "runningPropertyAnimatorWithDuration" where opensMessage:
      let arguments: CallArguments =
        opensCall
        ? .swift(open: position + 1, in: index) : .objectiveC(firstPart: position, in: index)
      var site = viewAnimate(at: position, frame: frame, arguments: arguments)
      site?.api = .runningPropertyAnimator
      return site
    case "beginAnimations" where opensCall || opensMessage:
      return beginCommit(at: position, frame: frame)
    case "withAnimation" where opensCall || source.isPunctuation(position + 1, UInt8(ascii: "{")):
      return withAnimation(at: position, frame: frame)
    default:
      if let crossFile = crossFileSite(at: position, frame: frame) { return crossFile }
      if flags.contains(.lowercasedAnimate), opensCall || opensMessage,
        !index.definesFunction(namedAt: position)
      {
        return foreignAnimator(at: position, frame: frame, opensCall: opensCall)
      }
    }
    return nil
  }

  /// A call to a function of another file of the app that animates the bar
  /// (`animateWithKeyboard(notification:) { … }` in a `UIViewController` extension): its
  /// closures hold the animated changes.
  private func crossFileSite(at position: Int, frame: Int) -> AnimationSite? {
    guard let app, !index.definesFunction(namedAt: position),
      app.mayDefineElsewhere(position, in: file)
    else { return nil }
    let opensCall = source.isPunctuation(position + 1, UInt8(ascii: "("))
    let opensMessage =
      source.language == .objectiveC
      && (source.isPunctuation(position + 1, UInt8(ascii: ":"))
        || source.isPunctuation(position + 1, 0x5D))
      && !source.isPunctuation(position - 1, UInt8(ascii: "["))
    let opensTrailing =
      source.language == .swift && source.isPunctuation(position + 1, UInt8(ascii: "{"))
    guard opensCall || opensMessage || opensTrailing,
      !source.isIdentifier(position - 1, Names.func),
      app.animatorMotions(calledAt: position, in: file, kinds: []) != nil
    else { return nil }
    var site = AnimationSite(api: .crossFile, token: position, frame: frame)
    if opensCall {
      let arguments = CallArguments.swift(open: position + 1, in: index)
      site.animations = arguments.arguments.compactMap { argument in
        source.isPunctuation(argument.value.lowerBound, UInt8(ascii: "{")) ? argument.value : nil
      }
    } else if opensTrailing, let close = index.brackets.match(position + 1) {
      site.animations = [(position + 1)..<(close + 1)]
    } else if opensMessage {
      let arguments = CallArguments.objectiveC(firstPart: position, in: index)
      site.animations = arguments.arguments.compactMap { argument in
        argument.value.contains { source.isSymbol($0, "^") } ? argument.value : nil
      }
    }
    return site
  }

  /// A helper outside this file that takes a duration and options like `UIView.animate`
  /// (`slk_animateLayoutIfNeededWithDuration:bounce:options:…`, `view.animateLayout(duration:
  /// options:)`): read as if it passed them on.
  private func foreignAnimator(at position: Int, frame: Int, opensCall: Bool) -> AnimationSite? {
    let arguments: CallArguments =
      opensCall
      ? .swift(open: position + 1, in: index) : .objectiveC(firstPart: position, in: index)
    guard let options = arguments.value("options"),
      let duration = arguments.arguments.first(where: {
        $0.label?.lowercased().contains("duration") == true
      })?.value
    else { return nil }
    var site = AnimationSite(
      api: .foreignAnimator, token: position, frame: frame, duration: duration)
    site.options = options
    let closure =
      arguments.value("animations")
      ?? arguments.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value
    site.animations = closureRanges(closure, frame: frame)
    return site
  }

  private func viewAnimate(at position: Int, frame: Int, arguments: CallArguments) -> AnimationSite?
  {
    let name = source.name(position)
    let duration =
      arguments.value("withDuration") ?? arguments.value("duration")
      ?? arguments.value(name) ?? (name.hasSuffix("WithDuration") ? arguments.value(at: 0) : nil)
    guard let duration else { return nil }
    var site = AnimationSite(api: .viewAnimate, token: position, frame: frame, duration: duration)
    site.options = arguments.value("options")
    if let damping = arguments.value("usingSpringWithDamping") {
      site.api = .viewSpring
      site.timing = damping
    }
    let closure =
      arguments.value("animations")
      ?? arguments.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value
    site.animations = closureRanges(closure, frame: frame)
    return site
  }

  private func propertyAnimator(at position: Int, frame: Int, arguments: CallArguments)
    -> AnimationSite?
  {
    guard let duration = arguments.value("duration") ?? arguments.value("initWithDuration") else {
      return nil
    }
    var site = AnimationSite(
      api: .propertyAnimatorTiming, token: position, frame: frame, duration: duration)
    if let curve = arguments.value("curve") {
      site.api = .propertyAnimatorCurve
      site.curve = curve
    }
    site.timing =
      arguments.value("timingParameters") ?? arguments.value("dampingRatio")
      ?? arguments.value("controlPoint1").map {
        $0.lowerBound..<(arguments.value("controlPoint2")?.upperBound ?? $0.upperBound)
      }
    let closure =
      arguments.value("animations")
      ?? arguments.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value
    site.animations = closureRanges(closure, frame: frame)
    return site
  }

  /// `UIView.beginAnimations(…)` up to `commitAnimations`, with the settings between.
  private func beginCommit(at position: Int, frame: Int) -> AnimationSite {
    var site = AnimationSite(api: .beginCommit, token: position, frame: frame)
    let range = frames[frame].range
    var cursor = position + 1
    while cursor < range.upperBound, !source.isIdentifier(cursor, Names.commitAnimations) {
      defer { cursor += 1 }
      guard source.tokens[cursor].kind == .identifier else { continue }
      let name = source.name(cursor)
      guard name.hasPrefix("setAnimation") else { continue }
      let value: Range<Int>?
      if source.isPunctuation(cursor + 1, UInt8(ascii: "(")) {
        value = CallArguments.swift(open: cursor + 1, in: index).value(at: 0)
      } else {
        value = CallArguments.objectiveC(firstPart: cursor, in: index).value(name)
      }
      switch name {
      case "setAnimationDuration": site.duration = value
      case "setAnimationCurve": site.curve = value
      case "setAnimationBeginsFromCurrentState":
        site.beginsFromCurrentState = value.map { isTrue($0) } ?? false
      default: break
      }
    }
    site.animations = [(position + 1)..<min(cursor, range.upperBound)]
    return site
  }

  /// SwiftUI `withAnimation(.easeOut(duration: 0.25)) { … }`.
  private func withAnimation(at position: Int, frame: Int) -> AnimationSite {
    var site = AnimationSite(api: .withAnimation, token: position, frame: frame)
    if source.isPunctuation(position + 1, UInt8(ascii: "(")) {
      let arguments = CallArguments.swift(open: position + 1, in: index)
      if let first = arguments.arguments.first, !first.isTrailingClosure,
        !source.isPunctuation(first.value.lowerBound, UInt8(ascii: "{"))
      {
        site.timing = first.value
      }
      site.animations = closureRanges(
        arguments.arguments.last(where: { $0.isTrailingClosure })?.value
          ?? arguments.value("body"), frame: frame)
    } else if let close = index.brackets.match(position + 1) {
      site.animations = [(position + 1)..<(close + 1)]
    }
    return site
  }

  /// A closure value's range, or the closure a variable holds (`animations: animations`).
  private func closureRanges(_ value: Range<Int>?, frame: Int) -> [Range<Int>] {
    guard let value else { return [] }
    if value.contains(where: { source.isPunctuation($0, UInt8(ascii: "{")) }) { return [value] }
    guard let name = value.last(where: { source.tokens[$0].kind == .identifier }).map(source.name)
    else { return [value] }
    if let definition = index.definition(
      of: name, before: value.lowerBound, in: frames[frame].lookupScope)
    {
      return [definition]
    }
    if let argument = frames[frame].parameters[name] {
      // A helper's `animations` parameter: the closure its caller passed.
      return closureRanges(argument.value, frame: argument.frame)
    }
    return [value]
  }

  private func isTrue(_ range: Range<Int>) -> Bool {
    range.contains { source.name($0) == "true" || source.name($0) == "YES" }
  }

  /// Whether the receiver of the message whose part is `part` mentions `name`.
  private func receiverMentions(_ name: String, messagePart part: Int) -> Bool {
    guard let open = index.brackets.opener(around: part) else { return false }
    return (open..<part).contains {
      source.tokens[$0].kind == .identifier && source.name($0) == name
    }
  }
}

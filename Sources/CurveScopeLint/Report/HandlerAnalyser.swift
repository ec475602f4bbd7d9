/// Turns a file's handlers into findings: classifies each, completes the notifications its
/// siblings observe, simulates, derives codes, severity and a verified fix.
struct HandlerAnalyser {
  let index: SyntaxIndex
  let path: String
  let options: LintOptions
  let scenarios: LintScenarios
  /// The app the file belongs to.
  let app: LintApp
  /// The file's number in the app.
  let file: Int

  var source: LexedSource { index.source }

  /// A handler with its reading.
  struct Reading {
    var handler: KeyboardHandler
    var motions: [HandlerMotion]
    var scope: HandlerScope?
  }

  /// The findings for `handlers`, in file order.
  mutating func findings(
    for handlers: [KeyboardHandler], simulator: inout LintSimulator
  ) -> [LintFinding] {
    let readings = handlers.map(read)
    // willChangeFrame observed by a handler that moves the bar counts for its siblings in the
    // same type: a controller with a willShow handler and a willChangeFrame handler follows
    // the third-party keyboard.
    let typeNames = readings.map { typeName(around: $0.handler.anchor) }
    var covered: Set<String> = []
    // By position: the readings are read in place, not copied pair by pair.
    for position in readings.indices
    where !readings[position].motions.isEmpty
      && readings[position].handler.kinds.contains(.willChangeFrame)
    {
      covered.insert(typeNames[position])
    }
    var findings: [LintFinding] = []
    findings.reserveCapacity(readings.count)
    for position in readings.indices {
      if let finding = finding(
        for: readings[position], changeFrameCovered: covered.contains(typeNames[position]),
        simulator: &simulator)
      {
        findings.append(finding)
      }
    }
    findings.sort { $0.position < $1.position }
    return findings
  }

  /// The name of the type (`class`, `struct`, `extension`, `enum`, `actor`) whose braces hold
  /// `token`, "" at file level; Objective-C files count as one type.
  func typeName(around token: Int) -> String {
    guard source.language == .swift else { return "" }
    var cursor = token
    while let open = index.brackets.opener(around: cursor) {
      cursor = open
      guard source.isPunctuation(open, UInt8(ascii: "{")) else { continue }
      var back = open - 1
      var steps = 0
      while back >= 0, steps < 40, !source.isPunctuation(back, UInt8(ascii: "}")),
        !source.isPunctuation(back, UInt8(ascii: "{")), !source.isPunctuation(back, 0x3B)
      {
        let isType =
          source.isIdentifier(back, Names.class) || source.isIdentifier(back, Names.struct)
          || source.isIdentifier(back, Names.extension) || source.isIdentifier(back, Names.enum)
          || source.isIdentifier(back, Names.actor)
        if isType, source.tokens.indices.contains(back + 1) {
          return source.name(back + 1)
        }
        back -= 1
        steps += 1
      }
    }
    return ""
  }

  private func read(_ handler: KeyboardHandler) -> Reading {
    switch handler.form {
    case .keyboardLayoutGuide, .inputAccessoryView:
      var motion = HandlerMotion(reaction: .follow, token: handler.anchor)
      motion.evidence.append(
        (
          handler.anchor,
          handler.form == .keyboardLayoutGuide
            ? "keyboardLayoutGuide: the bar is pinned to the keyboard"
            : "inputAccessoryView: the bar is part of the keyboard"
        ))
      return Reading(handler: handler, motions: [motion], scope: nil)
    default:
      break
    }
    guard let body = handler.body else { return Reading(handler: handler, motions: [], scope: nil) }
    let lookup =
      handler.method?.body ?? index.function(containing: body.lowerBound)?.body
      ?? 0..<index.count
    var scope = HandlerScope(
      index: index, body: body, lookupScope: lookup, limits: options.limits, app: app, file: file)
    scope.rootPlacement = rootPlacement(of: handler, body: body)
    let classifier = HandlerClassifier(scope: scope, frameRate: options.frameRate.hertz)
    return Reading(
      handler: handler, motions: classifier.motions(observing: handler.kinds), scope: scope)
  }

  /// `for await` loops and chains that `receive(on:)` a queue run a turn of the run loop
  /// after the notification, outside the keyboard's animation.
  private func rootPlacement(of handler: KeyboardHandler, body: Range<Int>) -> Placement {
    if handler.form == .asyncSequence { return .async(seconds: 0) }
    guard handler.form == .combine || handler.form == .reactive else { return .sync }
    for position in body where source.tokens[position].kind == .identifier {
      let name = source.name(position)
      if name == "receive" || name == "observeOn" || name == "observe",
        source.isPunctuation(position + 1, UInt8(ascii: "(")),
        let close = index.brackets.match(position + 1),
        (position..<close).contains(where: {
          let text = source.name($0)
          return text == "main" || text == "asyncInstance" || text == "MainScheduler"
        }),
        !(position..<close).contains(where: { source.name($0) == "instance" })
          || name == "receive"
      {
        return .async(seconds: 0)
      }
    }
    return .sync
  }
}

extension HandlerScope {
  /// Names never followed as variables: types, literals and keywords that appear in
  /// animation expressions.
  static let opaqueNames: Set<String> = [
    "self", "nil", "true", "false", "as", "is", "try", "let", "var", "if", "else", "return",
    "rawValue", "userInfo", "object", "notification", "note", "n", "info", "YES", "NO", "NULL",
    "kNilOptions", "doubleValue", "floatValue", "integerValue", "intValue", "unsignedIntegerValue",
    "unsignedIntValue", "uintValue", "CGRectValue", "cgRectValue", "value", "objectForKey",
    "valueForKey", "bitPattern", "truncatingIfNeeded",
  ]

  /// The facts of the expression `range` in frame `frame`, following variables, parameters,
  /// file-level constants and helpers up to the expression depth limit.
  func facts(of range: Range<Int>, inFrame frame: Int) -> ExpressionFacts {
    var visited: Set<Int> = []
    return evaluate(range, frame: frame, depth: 0, visited: &visited)
  }

  /// Facts of `range` in frame `frame`; `scope`, when given, replaces the frame's lookup scope
  /// (for a definition made in another method of the file).
  private func evaluate(
    _ range: Range<Int>, frame: Int, depth: Int, visited: inout Set<Int>, scope: Range<Int>? = nil
  ) -> ExpressionFacts {
    var facts = ExpressionFacts()
    guard depth <= limits.maximumExpressionDepth else {
      facts.truncated = true
      return facts
    }
    var position = max(range.lowerBound, 0)
    let end = min(range.upperBound, index.count)
    while position < end {
      defer { position += 1 }
      let token = source.tokens[position]
      switch token.kind {
      case .number:
        // `infos.2` is a tuple's element, not a literal.
        if source.isPunctuation(position - 1, UInt8(ascii: ".")) { continue }
        guard let value = source.numberValue(position) else { continue }
        facts.numbers.append(value)
        if source.isSymbol(position - 1, "??") { facts.fallback = value }
        if isShiftBy16(at: position + 1) { facts.shiftedLiteral = value }
      case .operator:
        if isShiftBy16(at: position) { facts.shiftsBy16 = true }
      case .string:
        record(KeyboardNameTable.meaning(of: position, in: source), into: &facts)
      case .identifier:
        evaluateIdentifier(
          at: position, frame: frame, depth: depth, visited: &visited, scope: scope, into: &facts)
      default:
        continue
      }
    }
    return facts
  }

  /// `<< 16` (or `<<= 16`) at `position`.
  private func isShiftBy16(at position: Int) -> Bool {
    (source.isSymbol(position, "<<") || source.isSymbol(position, "<<="))
      && source.numberValue(position + 1) == 16
  }

  private func record(_ meaning: KeyboardNameTable.Meaning?, into facts: inout ExpressionFacts) {
    switch meaning {
    case .durationKey: facts.readsDurationKey = true
    case .curveKey: facts.readsCurveKey = true
    case .frameEndKey, .frameBeginKey: facts.readsFrameKey = true
    case .notification, nil: break
    }
  }

  private func evaluateIdentifier(
    at position: Int, frame: Int, depth: Int, visited: inout Set<Int>, scope: Range<Int>?,
    into facts: inout ExpressionFacts
  ) {
    if let meaning = KeyboardNameTable.meaning(of: position, in: source) {
      record(meaning, into: &facts)
      return
    }
    let known = source.facts(position)
    if let options = known.options {
      facts.namedOptions.formUnion(options)
      facts.hasNamedOptions = true
      return
    }
    if let curve = known.curve,
      source.name(position).hasPrefix("UIView")
        || source.isPunctuation(position - 1, UInt8(ascii: "."))
    {
      facts.namedCurve = curve
      return
    }
    // A label (`rawValue:`, `objectForKey:`) is not a value.
    if source.isPunctuation(position + 1, UInt8(ascii: ":")), !source.isSymbol(position - 1, "?") {
      return
    }
    if known.flags.contains(.opaque) { return }
    let isMember =
      source.isPunctuation(position - 1, UInt8(ascii: "."))
      && !source.isIdentifier(position - 2, Names.`self`)
    if isMember, !source.isPunctuation(position + 1, UInt8(ascii: "(")),
      let value = index.memberDefinition(ofNameAt: position), !visited.contains(value.lowerBound)
    {
      // `info.animationOptions` where this file sets `self.animationOptions = …` (a struct
      // that reads the notification).
      visited.insert(value.lowerBound)
      let owner = index.function(containing: value.lowerBound)?.body
      facts.formUnion(
        evaluate(value, frame: frame, depth: depth + 1, visited: &visited, scope: owner))
      return
    }
    if source.isPunctuation(position + 1, UInt8(ascii: "(")) {
      evaluateCall(at: position, frame: frame, depth: depth, visited: &visited, into: &facts)
      return
    }
    if !isMember, let value = resolve(at: position, frame: frame, scope: scope) {
      guard !visited.contains(value.range.lowerBound) else { return }
      visited.insert(value.range.lowerBound)
      var resolved = evaluate(
        value.range, frame: value.frame, depth: depth + 1, visited: &visited,
        scope: value.frame == frame ? scope : nil)
      if let earlier = conditionalPredecessor(definedAt: value.range, frame: value.frame),
        !visited.contains(earlier.lowerBound)
      {
        // `if (curve > UIViewAnimationCurveLinear) curve = UIViewAnimationCurveEaseInOut;`:
        // the value before the condition flows too, and the condition may replace it.
        visited.insert(earlier.lowerBound)
        resolved.formUnion(
          evaluate(earlier, frame: value.frame, depth: depth + 1, visited: &visited))
        resolved.conditionallyReplaced = true
      }
      facts.formUnion(resolved)
      return
    }
    if let property = index.function(namedAt: position),
      property.parameterNames.isEmpty, !property.body.contains(position)
    {
      // A computed property of this file (`notification.keyboardAnimationOptions`).
      evaluateCall(at: position, frame: frame, depth: depth, visited: &visited, into: &facts)
      return
    }
    if let foreign = foreignFacts(at: position, isMember: isMember) {
      // A property, computed property or extension in another file of the app.
      facts.formUnion(foreign)
      return
    }
    nameFlags(at: position, into: &facts)
  }

  /// The facts of a name this file does not define, from the app's other files: a member
  /// (`notification.animationOptions`) or a plain name that is not a parameter of the
  /// function around it.
  private func foreignFacts(at position: Int, isMember: Bool) -> ExpressionFacts? {
    guard let app, app.mayResolve(position, in: file) else { return nil }
    if !isMember, let function = index.function(containing: position),
      function.parameterNames.contains(source.name(position))
    {
      return nil
    }
    return app.facts(ofNameAt: position, in: file, asCall: false)
  }

  /// A call in an expression: a helper of this file is evaluated (its body, for the keys,
  /// shifts and switches it holds); any other call counts by its name.
  private func evaluateCall(
    at position: Int, frame: Int, depth: Int, visited: inout Set<Int>,
    into facts: inout ExpressionFacts
  ) {
    let name = source.name(position)
    let flags = source.facts(position).flags
    let definesName = index.definesFunction(namedAt: position)
    if let definition = helper(calledAt: position, flags: flags),
      !visited.contains(definition.bodyOpen)
    {
      visited.insert(definition.bodyOpen)
      var body = evaluate(definition.body, frame: frame, depth: depth + 1, visited: &visited)
      if let fallback = SwitchMapping(index: index).unlistedCurveOptions(in: definition.body) {
        body.switchDefault = fallback
      }
      facts.formUnion(body)
      return
    }
    if !definesName, let app {
      var foreign: ExpressionFacts?
      if flags.contains(.startsOther) {
        foreign = app.facts(ofNameAt: position, in: file, asCall: true)
      } else if source.tokens.indices.contains(position + 3),
        source.tokens[position + 2].kind == .identifier,
        source.isPunctuation(position + 3, UInt8(ascii: ":"))
      {
        if !source.nameIs(position + 2, .conversionLabel) {
          foreign = app.facts(ofInitLabelled: source.name(position + 2), except: file)
        }
      }
      if let foreign {
        facts.formUnion(foreign)
        return
      }
    }
    if flags.contains(.startsOther), !definesName {
      facts.unresolvedCalls.append(name)
      nameFlags(at: position, into: &facts)
    } else if flags.contains(.startsUppercase), source.tokens.indices.contains(position + 3),
      source.tokens[position + 2].kind == .identifier,
      source.isPunctuation(position + 3, UInt8(ascii: ":")),
      !source.nameIs(position + 2, .conversionLabel)
    {
      // `UIView.AnimationOptions(curve: c)`: a conversion defined outside this file.
      facts.unresolvedCalls.append("\(name)(\(source.name(position + 2)):)")
    }
  }

  /// The helper a call names: a function of this file, or an `init` of this file for a type
  /// construction with the same first label (`UIView.AnimationOptions(curve: c)`).
  private func helper(calledAt position: Int, flags: NameFacts.Flags) -> FunctionDefinition? {
    if let definition = index.function(namedAt: position) { return definition }
    guard flags.contains(.startsUppercase) || source.isIdentifier(position, Names.`init`),
      source.tokens.indices.contains(position + 2), source.tokens[position + 2].kind == .identifier,
      source.isPunctuation(position + 3, UInt8(ascii: ":"))
    else { return nil }
    let label = source.name(position + 2)
    let inits = index.functionPositions(named: Names.`init`.rawValue)
    guard label != "rawValue", !inits.isEmpty else { return nil }
    return inits.map { index.functions[$0] }.first { $0.parameterLabels.first == label }
  }

  /// Where a variable's value is: a definition before it in the frame's scope, the caller's
  /// argument for a parameter, or a file-level definition.
  private func resolve(
    at position: Int, frame: Int, scope: Range<Int>?
  ) -> (range: Range<Int>, frame: Int)? {
    let current = frames[frame]
    if let value = index.definition(
      ofNameAt: position, before: position, in: scope ?? current.lookupScope)
    {
      return (value, frame)
    }
    if !current.parameters.isEmpty, let argument = current.parameters[source.name(position)] {
      return (argument.value, argument.frame)
    }
    if let value = index.fileLevelDefinition(ofNameAt: position) { return (value, frame) }
    if let value = index.memberDefinition(ofNameAt: position) { return (value, frame) }
    return nil
  }

  /// When the definition `value` of `name` is made inside an `if` (or a one-statement
  /// Objective-C `if (…) name = …;`), the definition before it.
  private func conditionalPredecessor(definedAt value: Range<Int>, frame: Int) -> Range<Int>? {
    guard let owner = index.definition(withValue: value),
      let (current, previous) = index.definitionWithPredecessor(
        ofNameAt: owner.token, value: value)
    else { return nil }
    let token = current.token
    let scope = frames[frame].lookupScope
    guard scope.contains(previous.token) else { return nil }
    var cursor = token - 1
    var steps = 0
    while cursor > previous.token, steps < 40 {
      if source.isIdentifier(cursor, Names.if) { return previous.value }
      if source.isPunctuation(cursor, 0x3B) || source.isPunctuation(cursor, UInt8(ascii: "}")) {
        return nil
      }
      cursor -= 1
      steps += 1
    }
    return nil
  }

  /// What an unresolved name says about its value (read from the token's bytes, without
  /// making strings).
  private func nameFlags(at position: Int, into facts: inout ExpressionFacts) {
    let first = source.bytes[Int(source.tokens[position].start)]
    guard first < UInt8(ascii: "A") || first > UInt8(ascii: "Z") else { return }
    let words = source.facts(position).flags
    if words.contains(.duration) { facts.namesDuration = true }
    if words.contains(.curve) { facts.namesCurve = true }
    if words.contains(.option) { facts.namesOptions = true }
    if words.contains(.keyboard), !words.isDisjoint(with: [.frame, .height, .size, .rect]) {
      facts.namesKeyboardFrame = true
    }
    if words.contains(.endFrame) { facts.namesKeyboardFrame = true }
    let says = !words.isDisjoint(with: [.duration, .curve, .option])
    if says, facts.unresolvedNames.count < 4 { facts.unresolvedNames.append(source.name(position)) }
  }
}

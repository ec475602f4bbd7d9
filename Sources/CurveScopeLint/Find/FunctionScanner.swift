/// Finds function and method definitions with bodies: Swift `func name(…) … {` and
/// `init(…) {`, Objective-C `- (type)part:(type)arg part:(type)arg {`.
struct FunctionScanner {
  let source: LexedSource
  let brackets: BracketPairs

  /// Every definition with a body, in file order.
  func definitions() -> [FunctionDefinition] {
    var result: [FunctionDefinition] = []
    // Room for a file's usual functions at once (one per few hundred tokens), not grown.
    result.reserveCapacity(min(64, source.tokens.count / 128 + 4))
    let tokens = source.tokens
    if source.language == .swift {
      for index in tokens.indices {
        let token = tokens[index]
        if token.kind == .identifier,
          token.name == Names.func.rawValue || token.name == Names.`init`.rawValue,
          let definition = swiftFunction(at: index)
        {
          result.append(definition)
        } else if token.name == Names.var.rawValue, let definition = computedProperty(at: index) {
          result.append(definition)
        }
      }
      return result
    }
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      let token = tokens[index]
      if token.kind == .identifier, brackets.opener(around: index) == nil,
        let definition = cFunction(at: index)
      {
        result.append(definition)
      } else if token.kind == .operator, token.length == 1,
        token.head == UInt8(ascii: "-") || token.head == UInt8(ascii: "+"),
        source.isPunctuation(index + 1, UInt8(ascii: "(")), startsMethod(index),
        let definition = objectiveCMethod(at: index)
      {
        result.append(definition)
      }
    }
    return result
  }

  /// `func name<…>(params) … {` or `init(params) … {`.
  private func swiftFunction(at keyword: Int) -> FunctionDefinition? {
    let isInit = source.isIdentifier(keyword, Names.`init`)
    let nameToken = isInit ? keyword : keyword + 1
    guard nameToken < source.count else { return nil }
    var open = nameToken + 1
    if isInit, source.isSymbol(open, "?") || source.isSymbol(open, "!") { open += 1 }
    var limit = 0
    while open < source.count, !source.isPunctuation(open, UInt8(ascii: "(")), limit < 40 {
      if source.isPunctuation(open, UInt8(ascii: "{")) || source.isPunctuation(open, 0x3B) {
        return nil
      }
      open += 1
      limit += 1
    }
    guard source.isPunctuation(open, UInt8(ascii: "(")), let close = brackets.match(open) else {
      return nil
    }
    guard let bodyOpen = bodyBrace(after: close),
      let bodyClose = brackets.match(bodyOpen)
    else {
      return nil
    }
    let (labels, names) = swiftParameters(open: open, close: close)
    return FunctionDefinition(
      name: source.name(nameToken), nameToken: nameToken, parameterNames: names,
      parameterLabels: labels, bodyOpen: bodyOpen, bodyClose: bodyClose)
  }

  /// `var name: Type { … }` (a computed property, read like a function without parameters).
  private func computedProperty(at keyword: Int) -> FunctionDefinition? {
    let name = keyword + 1
    guard name < source.count, source.tokens[name].kind == .identifier,
      source.isPunctuation(name + 1, UInt8(ascii: ":"))
    else { return nil }
    var position = name + 2
    var steps = 0
    while position < source.count, steps < 24 {
      steps += 1
      let token = source.tokens[position]
      if token.kind == .punctuation {
        switch token.head {
        case UInt8(ascii: "{"):
          guard let close = brackets.match(position) else { return nil }
          return FunctionDefinition(
            name: source.name(name), nameToken: name, parameterNames: [], parameterLabels: [],
            bodyOpen: position, bodyClose: close)
        case UInt8(ascii: "("), UInt8(ascii: "["):
          position = (brackets.match(position) ?? position) + 1
          continue
        case UInt8(ascii: "}"), 0x3B, UInt8(ascii: ","):
          return nil
        default: break
        }
      }
      if token.kind == .operator, source.isSymbol(position, "=") { return nil }
      if token.kind == .identifier, token.line != source.tokens[name].line,
        !source.isPunctuation(position - 1, UInt8(ascii: "."))
      {
        return nil
      }
      position += 1
    }
    return nil
  }

  /// A C function at file level in Objective-C: `static UIViewAnimationOptions
  /// optionsForCurve(UIViewAnimationCurve curve) { … }`.
  private func cFunction(at name: Int) -> FunctionDefinition? {
    guard source.isPunctuation(name + 1, UInt8(ascii: "(")), name > 0,
      let close = brackets.match(name + 1), source.isPunctuation(close + 1, UInt8(ascii: "{")),
      let bodyClose = brackets.match(close + 1)
    else { return nil }
    let previous = source.tokens[name - 1]
    guard previous.kind == .identifier || source.isSymbol(name - 1, "*") else { return nil }
    let keywords: Set<String> = ["if", "while", "for", "switch", "return", "sizeof", "else"]
    guard !keywords.contains(source.name(name)), !keywords.contains(source.name(name - 1)) else {
      return nil
    }
    var names: [String] = []
    for parameter in CallArguments.split(open: name + 1, close: close, in: source, brackets) {
      if let last = parameter.last(where: { source.tokens[$0].kind == .identifier }) {
        names.append(source.name(last))
      }
    }
    return FunctionDefinition(
      name: source.name(name), nameToken: name, parameterNames: names,
      parameterLabels: names.map { _ in "_" }, bodyOpen: close + 1, bodyClose: bodyClose)
  }

  /// The `{` opening a body after a parameter list, skipping effects and a return type; `nil`
  /// for a requirement without body.
  private func bodyBrace(after close: Int) -> Int? {
    var index = close + 1
    var steps = 0
    while index < source.count, steps < 200 {
      let token = source.tokens[index]
      if token.kind == .punctuation {
        switch token.head {
        case UInt8(ascii: "{"): return index
        case UInt8(ascii: "}"), 0x3B: return nil
        case UInt8(ascii: "("), UInt8(ascii: "["):
          index = brackets.match(index).map { $0 + 1 } ?? index + 1
          steps += 1
          continue
        default: break
        }
      } else if token.kind == .identifier,
        source.isIdentifier(index, Names.func) || source.isIdentifier(index, Names.var)
          || source.isIdentifier(index, Names.let) || source.isIdentifier(index, Names.`case`)
      {
        return nil
      } else if token.kind == .atKeyword || token.kind == .poundKeyword {
        return nil
      }
      index += 1
      steps += 1
    }
    return nil
  }

  /// Labels and internal names of a Swift parameter list.
  private func swiftParameters(open: Int, close: Int) -> ([String], [String]) {
    var labels: [String] = []
    var names: [String] = []
    // Room for most functions' parameters at once.
    if close > open + 1 {
      labels.reserveCapacity(4)
      names.reserveCapacity(4)
    }
    let tokens = source.tokens
    // Each part between top-level commas (as `CallArguments.split` makes them), read up to its
    // `:`: its last identifier is the name, the one before it the label.
    func read(_ part: Range<Int>) {
      var last = -1
      var beforeLast = -1
      var cursor = part.lowerBound
      while cursor < part.upperBound, !source.isPunctuation(cursor, UInt8(ascii: ":")) {
        if tokens[cursor].kind == .identifier {
          beforeLast = last
          last = cursor
        }
        cursor += 1
      }
      guard last >= 0 else { return }
      labels.append(source.name(beforeLast >= 0 ? beforeLast : last))
      names.append(source.name(last))
    }
    var start = open + 1
    var index = open + 1
    while index < close {
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.head {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          index = (brackets.match(index) ?? index) + 1
          continue
        case UInt8(ascii: ","):
          if start < index { read(start..<index) }
          start = index + 1
        default: break
        }
      }
      index += 1
    }
    if start < close { read(start..<close) }
    return (labels, names)
  }

  /// Whether a `-`/`+` starts an Objective-C method: first on its line or after `;`, `}`.
  private func startsMethod(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    let previous = source.tokens[index - 1]
    if previous.line != source.tokens[index].line { return true }
    return previous.kind == .punctuation && (previous.head == 0x3B || previous.head == 0x7D)
  }

  /// `- (type)part:(type)name part:(type)name {`.
  private func objectiveCMethod(at sign: Int) -> FunctionDefinition? {
    guard let typeClose = brackets.match(sign + 1) else { return nil }
    var index = typeClose + 1
    var labels: [String] = []
    var names: [String] = []
    var nameToken: Int?
    while index < source.count, source.tokens[index].kind == .identifier {
      let part = index
      if nameToken == nil { nameToken = part }
      index += 1
      guard source.isPunctuation(index, UInt8(ascii: ":")) else {
        if labels.isEmpty { labels.append(source.name(part)) }
        break
      }
      index += 1
      if source.isPunctuation(index, UInt8(ascii: "(")), let close = brackets.match(index) {
        index = close + 1
      }
      guard index < source.count, source.tokens[index].kind == .identifier else { break }
      labels.append(source.name(part))
      names.append(source.name(index))
      index += 1
    }
    while index < source.count, source.tokens[index].kind == .identifier { index += 1 }
    guard let nameToken, source.isPunctuation(index, UInt8(ascii: "{")),
      let bodyClose = brackets.match(index)
    else { return nil }
    return FunctionDefinition(
      name: source.name(nameToken), nameToken: nameToken, parameterNames: names,
      parameterLabels: labels, bodyOpen: index, bodyClose: bodyClose)
  }
}

import CurveScopeNotifications

/// Finds every keyboard-notification registration in a file, in each form real code uses.
struct RegistrationFinder {
  let index: SyntaxIndex
  var source: LexedSource { index.source }

  /// The registrations, in file order.
  func registrations() -> [ObserverRegistration] {
    var result: [ObserverRegistration] = []
    var sawGuide = false
    var sawAccessory = false
    let tokens = source.tokens
    // The names that start a registration.
    let addObserver = Names.addObserver.rawValue
    let addObserverForName = Names.addObserverForName.rawValue
    let publisher = Names.publisher.rawValue
    let notifications = Names.notifications.rawValue
    let notification = Names.notification.rawValue
    let guide = Names.keyboardLayoutGuide.rawValue
    let accessory = Names.inputAccessoryView.rawValue
    for position in tokens.indices where tokens[position].kind == .identifier {
      let name = tokens[position].name
      if name == addObserver {
        if let registration = self.addObserver(at: position) { result.append(registration) }
      } else if name == addObserverForName {
        if let registration = objectiveCBlockObserver(at: position) { result.append(registration) }
      } else if name == publisher {
        if let registration = combine(at: position) { result.append(registration) }
      } else if name == notifications {
        if let registration = notificationsCall(at: position) { result.append(registration) }
      } else if name == notification {
        if let registration = rxNotification(at: position) { result.append(registration) }
      } else if source.isPunctuation(position + 1, UInt8(ascii: ":")),
        // A name shorter than `keyboard` cannot hold it: no facts worked out for it.
        tokens[position].length >= 8, source.nameIs(position, .keyboard),
        RegistrationFinder.wrapperKind(source.name(position)) != nil
      {
        if let registration = wrapperRegistration(labelledBy: position) {
          result.append(registration)
        }
      } else if name == guide, !sawGuide {
        sawGuide = true
        result.append(
          ObserverRegistration(
            form: .keyboardLayoutGuide, kinds: [], token: position,
            handler: .chain(start: position, end: position)))
      } else if name == accessory, !sawAccessory, definesAccessoryView(at: position) {
        sawAccessory = true
        result.append(
          ObserverRegistration(
            form: .inputAccessoryView, kinds: [], token: position,
            handler: .chain(start: position, end: position)))
      }
    }
    return result
  }

  /// `addObserver(target, selector: s, name: n, object: o)`,
  /// `addObserver(forName: n, object: o, queue: q, using: { … })` (or a trailing closure), and
  /// Objective-C `[center addObserver:target selector:@selector(s:) name:n object:o]`.
  private func addObserver(at position: Int) -> ObserverRegistration? {
    let arguments: CallArguments
    if source.isPunctuation(position + 1, UInt8(ascii: "(")) {
      arguments = CallArguments.swift(open: position + 1, in: index)
    } else if source.isPunctuation(position + 1, UInt8(ascii: ":")) {
      arguments = CallArguments.objectiveC(firstPart: position, in: index)
    } else {
      return nil
    }
    if let nameValue = arguments.value("forName") {
      let kinds = NameResolver(index: index).kinds(in: nameValue, at: position)
      guard !kinds.isEmpty else { return nil }
      let handlerValue =
        arguments.value("using")
        ?? arguments.arguments.last(where: { $0.isTrailingClosure })?.value
      guard let handler = handlerValue.flatMap(reference(fromValue:)) else { return nil }
      return ObserverRegistration(form: .block, kinds: kinds, token: position, handler: handler)
    }
    guard let selectorValue = arguments.value("selector"), let nameValue = arguments.value("name")
    else { return nil }
    let kinds = NameResolver(index: index).kinds(in: nameValue, at: position)
    guard !kinds.isEmpty, let method = selectorName(in: selectorValue) else { return nil }
    return ObserverRegistration(
      form: .selector, kinds: kinds, token: position, handler: .method(method))
  }

  /// Methods named for a keyboard notification that no registration of this file names.
  func namedMethods(excluding registered: Set<String>) -> [ObserverRegistration] {
    var result: [ObserverRegistration] = []
    for (position, function) in index.functions.enumerated()
    where !registered.contains(function.name) {
      let mentionsKeyboard =
        source.tokenContains(function.nameToken, "keyboard")
        || (function.nameToken..<function.bodyOpen).contains {
          source.tokenContains($0, "keyboard")
        }
      guard mentionsKeyboard else { continue }
      let words = [function.name] + function.parameterLabels
      var kinds: Set<KeyboardEventKind> = []
      for word in words {
        let lower = word.lowercased()
        if let kind = Self.wrapperKind(word) { kinds.insert(kind) }
        if lower.contains("keyboardwillchange") || lower.contains("keyboardframewillchange") {
          kinds.insert(.willChangeFrame)
        }
        if lower.contains("keyboardwillshoworhide") { kinds.insert(.willHide) }
      }
      guard !kinds.isEmpty else { continue }
      result.append(
        ObserverRegistration(
          form: .namedMethod, kinds: kinds, token: function.nameToken,
          handler: .function(position)))
    }
    return result
  }

  /// The notification an app's own registration wrapper names in a label or method name
  /// (`receive(keyboardWillShow: self, selector: …)`, `observeKeyboardWillHide:`).
  static func wrapperKind(_ name: String) -> KeyboardEventKind? {
    let lower = name.lowercased()
    guard lower.contains("keyboard"), !lower.hasSuffix("notification") else { return nil }
    for kind in KeyboardEventKind.allCases
    where lower.contains("keyboard" + kind.rawValue.lowercased()) {
      return kind
    }
    return nil
  }

  /// `Wrapper.receive(keyboardWillHide: self, selector: #selector(handler))`: a call with a
  /// label naming a keyboard notification and a selector argument.
  private func wrapperRegistration(labelledBy label: Int) -> ObserverRegistration? {
    guard let kind = Self.wrapperKind(source.name(label)),
      let open = index.brackets.opener(around: label), let close = index.brackets.match(open)
    else { return nil }
    let arguments: CallArguments
    if source.isPunctuation(open, UInt8(ascii: "(")) {
      arguments = .swift(open: open, in: index)
    } else if let first = BraceClassifier(index: index).messageFirstPart(around: label) {
      arguments = .objectiveC(firstPart: first, in: index)
    } else {
      return nil
    }
    guard arguments.value("name") == nil, arguments.value("forName") == nil,
      let selector = arguments.arguments.lazy.compactMap({ selectorName(in: $0.value) }).first
    else { return nil }
    _ = close
    return ObserverRegistration(
      form: .selector, kinds: [kind], token: label, handler: .method(selector))
  }

  /// `[center addObserverForName:n object:o queue:q usingBlock:^(NSNotification *note) { … }]`.
  private func objectiveCBlockObserver(at position: Int) -> ObserverRegistration? {
    guard source.isPunctuation(position + 1, UInt8(ascii: ":")) else { return nil }
    let arguments = CallArguments.objectiveC(firstPart: position, in: index)
    guard let nameValue = arguments.value("addObserverForName"),
      let blockValue = arguments.value("usingBlock")
    else { return nil }
    let kinds = NameResolver(index: index).kinds(in: nameValue, at: position)
    guard !kinds.isEmpty, let handler = reference(fromValue: blockValue) else { return nil }
    return ObserverRegistration(form: .block, kinds: kinds, token: position, handler: handler)
  }

  /// A handler given as a value: a closure or block (its braces), or a function named by
  /// reference (`using: handleKeyboard`, `usingBlock: self.block` is not resolved).
  func reference(fromValue value: Range<Int>) -> HandlerReference? {
    for position in value where source.isPunctuation(position, UInt8(ascii: "{")) {
      guard let close = index.brackets.match(position) else { return nil }
      return .closure(open: position, close: close)
    }
    let identifiers = value.filter { source.tokens[$0].kind == .identifier }
    if let last = identifiers.last, !source.isIdentifier(last, Names.`self`) {
      return .method(source.name(last))
    }
    return nil
  }

  /// The method a selector names: `#selector(a.b(_:))` → `b`, `@selector(kbShow:)` → `kbShow`,
  /// `Selector("kbShow:")` / `"kbShow:"` → `kbShow`, `NSSelectorFromString(@"kbShow:")`.
  func selectorName(in value: Range<Int>) -> String? {
    for position in value {
      let token = source.tokens[position]
      if token.kind == .poundKeyword || token.kind == .atKeyword,
        source.name(position) == "selector",
        source.isPunctuation(position + 1, UInt8(ascii: "(")),
        let close = index.brackets.match(position + 1)
      {
        return lastNameBeforeParameters(in: (position + 2)..<close)
      }
      if token.kind == .string, let content = source.stringContent(position) {
        let name = content.split(separator: ":").first.map(String.init) ?? content
        if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          return name
        }
      }
    }
    return nil
  }

  /// In `Type.method(label:)` or `method:` or `self.method`: the method's base name.
  private func lastNameBeforeParameters(in range: Range<Int>) -> String? {
    var name: String?
    var position = range.lowerBound
    while position < range.upperBound {
      if source.isPunctuation(position, UInt8(ascii: "(")) { break }
      if source.tokens[position].kind == .identifier { name = source.name(position) }
      position += 1
    }
    return name
  }

  /// `override var inputAccessoryView` (a responder that shows the bar as the keyboard's
  /// accessory), Objective-C `- (UIView *)inputAccessoryView` or `@property … inputAccessoryView`,
  /// or an assignment `field.inputAccessoryView = bar`. A plain `var inputAccessoryView` of
  /// another class is not one.
  private func definesAccessoryView(at position: Int) -> Bool {
    if source.isSymbol(position + 1, "=") {
      // `textField.inputAccessoryView = bar` gives a text input its accessory. A bare
      // `inputAccessoryView = …` or `self.inputAccessoryView = …` sets a property of the
      // type's own (a keyboard manager's, a view controller's: UIResponder's is read-only), and
      // so does a receiver that is not a text input: names are not mechanisms.
      guard source.isPunctuation(position - 1, UInt8(ascii: ".")), position >= 2 else {
        return false
      }
      var receiver = position - 2
      if source.isSymbol(receiver, "?") || source.isSymbol(receiver, "!") { receiver -= 1 }
      guard receiver >= 0, source.tokens[receiver].kind == .identifier,
        !source.isIdentifier(receiver, Names.`self`)
      else { return false }
      let name = source.name(receiver).lowercased()
      return ["field", "textview", "text", "input", "searchbar", "composer", "editor"].contains {
        name.contains($0)
      }
    }
    if source.language == .swift {
      guard source.isIdentifier(position - 1, Names.var),
        (position - 12..<position - 1).contains(where: { source.isIdentifier($0, Names.override) })
      else { return false }
      // `override var inputAccessoryView: UIView? { nil }` removes the accessory.
      if let property = index.functions.first(where: { $0.nameToken == position }) {
        let names = property.body.map { source.name($0) }
        return !(names == ["nil"] || names == ["return", "nil"])
      }
      return true
    }
    if source.isPunctuation(position - 1, 0x29), let open = index.brackets.match(position - 1),
      source.isSymbol(open - 1, "-")
    {
      return true
    }
    return (position - 12..<position).contains {
      source.tokens.indices.contains($0) && source.tokens[$0].kind == .atKeyword
        && source.name($0) == "property"
    }
  }
}

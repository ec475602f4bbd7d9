extension RegistrationFinder {
  /// Identifiers that subscribe to a Combine or reactive chain, or run code per element.
  static let subscribers: Set<String> = [
    "sink", "assign", "onReceive", "subscribe", "bind", "drive", "emit", "observeValues",
    "observe", "startWithValues", "subscribeNext", "receiveValue", "onNext", "perform",
  ]

  /// `NotificationCenter.default.publisher(for: name)` and the chain that consumes it.
  func combine(at position: Int) -> ObserverRegistration? {
    guard source.isPunctuation(position + 1, UInt8(ascii: "(")) else { return nil }
    let arguments = CallArguments.swift(open: position + 1, in: index)
    guard let nameValue = arguments.value("for") else { return nil }
    let kinds = NameResolver(index: index).kinds(in: nameValue, at: position)
    guard !kinds.isEmpty else { return nil }
    let chain = ChainWalker(index: index).chain(from: position)
    return ObserverRegistration(
      form: .combine, kinds: kinds, token: position,
      handler: .chain(start: chain.lowerBound, end: chain.upperBound))
  }

  /// `for await note in NotificationCenter.default.notifications(named: name) { … }` (also
  /// through `let stream = …; for await note in stream { … }`), and ReactiveSwift's
  /// `reactive.notifications(forName: name)` chain.
  func notificationsCall(at position: Int) -> ObserverRegistration? {
    guard source.isPunctuation(position + 1, UInt8(ascii: "(")),
      let close = index.brackets.match(position + 1)
    else { return nil }
    let arguments = CallArguments.swift(open: position + 1, in: index)
    if let nameValue = arguments.value("forName") {
      let kinds = NameResolver(index: index).kinds(in: nameValue, at: position)
      guard !kinds.isEmpty else { return nil }
      let chain = ChainWalker(index: index).chain(from: position)
      return ObserverRegistration(
        form: .reactive, kinds: kinds, token: position,
        handler: .chain(start: chain.lowerBound, end: chain.upperBound))
    }
    guard let nameValue = arguments.value("named") else { return nil }
    let kinds = NameResolver(index: index).kinds(in: nameValue, at: position)
    guard !kinds.isEmpty, let body = loopBody(after: close, call: position) else { return nil }
    return ObserverRegistration(
      form: .asyncSequence, kinds: kinds, token: position,
      handler: .closure(open: body.open, close: body.close))
  }

  /// RxSwift `NotificationCenter.default.rx.notification(name)` and its chain.
  func rxNotification(at position: Int) -> ObserverRegistration? {
    guard source.isPunctuation(position + 1, UInt8(ascii: "(")),
      source.isPunctuation(position - 1, UInt8(ascii: ".")),
      source.isIdentifier(position - 2, Names.rx)
        || source.isIdentifier(position - 2, Names.reactive),
      let close = index.brackets.match(position + 1)
    else { return nil }
    let kinds = NameResolver(index: index).kinds(in: (position + 2)..<close, at: position)
    guard !kinds.isEmpty else { return nil }
    let chain = ChainWalker(index: index).chain(from: position)
    return ObserverRegistration(
      form: .reactive, kinds: kinds, token: position,
      handler: .chain(start: chain.lowerBound, end: chain.upperBound))
  }

  /// The body of the `for await … in <call> {` loop around a `notifications(named:)` call
  /// whose `)` is at `close`, or of a later `for await … in <stream> {` over the variable the
  /// call is stored in.
  private func loopBody(after close: Int, call: Int) -> (open: Int, close: Int)? {
    var back = call
    var steps = 0
    while back > 0, steps < 40 {
      back -= 1
      steps += 1
      if source.isIdentifier(back, Names.in) {
        var cursor = close + 1
        while cursor < index.count, !source.isPunctuation(cursor, UInt8(ascii: "{")) {
          if source.isPunctuation(cursor, UInt8(ascii: "(")) || source.isPunctuation(cursor, 0x5B) {
            cursor = index.after(cursor)
            continue
          }
          if source.isPunctuation(cursor, UInt8(ascii: "}")) || source.isPunctuation(cursor, 0x3B) {
            return nil
          }
          cursor += 1
        }
        guard let end = index.brackets.match(cursor) else { return nil }
        return (cursor, end)
      }
      if source.isSymbol(back, "=") {
        // `let stream = center.notifications(named: …)`: find `for await x in stream {`.
        guard back > 0, source.tokens[back - 1].kind == .identifier else { return nil }
        let variable = IdentifierName(source.name(back - 1))
        var cursor = close + 1
        while cursor + 1 < index.count {
          if source.isIdentifier(cursor, Names.in), source.isIdentifier(cursor + 1, variable),
            source.isPunctuation(cursor + 2, UInt8(ascii: "{")),
            let end = index.brackets.match(cursor + 2)
          {
            return (cursor + 2, end)
          }
          cursor += 1
        }
        return nil
      }
      if source.isPunctuation(back, UInt8(ascii: "{")) || source.isPunctuation(back, 0x3B)
        || source.isPunctuation(back, UInt8(ascii: "}"))
      {
        return nil
      }
    }
    return nil
  }
}

/// Groups a file's registrations into handlers: one per method (a method registered for
/// several notifications is one handler), one per closure or chain.
struct HandlerFinder {
  let index: SyntaxIndex

  /// The handlers, in file order of their anchors.
  func handlers(for registrations: [ObserverRegistration]) -> [KeyboardHandler] {
    var handlers: [KeyboardHandler] = []
    var byKey: [HandlerReference: Int] = [:]
    byKey.reserveCapacity(registrations.count)
    handlers.reserveCapacity(registrations.count)
    for registration in registrations {
      let key = groupingKey(registration.handler)
      if let existing = byKey[key] {
        handlers[existing].kinds.formUnion(registration.kinds)
        handlers[existing].registrations.append(registration.token)
        continue
      }
      byKey[key] = handlers.count
      handlers.append(handler(for: registration))
    }
    return handlers.sorted { $0.anchor < $1.anchor }
  }

  /// Chains merged from several publishers end at the same token: one handler.
  private func groupingKey(_ reference: HandlerReference) -> HandlerReference {
    if case .chain(_, let end) = reference, end > 0 { return .chain(start: -1, end: end) }
    return reference
  }

  private func handler(for registration: ObserverRegistration) -> KeyboardHandler {
    var handler = KeyboardHandler(
      form: registration.form, kinds: registration.kinds, registrations: [registration.token],
      methodName: nil, method: nil, body: nil, anchor: registration.token)
    switch registration.handler {
    case .method(let name):
      handler.methodName = name
      if let method = index.function(named: name) {
        handler.method = method
        handler.body = method.body
        handler.anchor = method.nameToken
      }
    case .function(let position):
      let method = index.functions[position]
      handler.methodName = method.name
      handler.method = method
      handler.body = method.body
      handler.anchor = method.nameToken
    case .closure(let open, let close):
      handler.body = (open + 1)..<max(open + 1, close)
    case .chain(let start, let end):
      handler.body = start..<max(start, end)
    }
    return handler
  }
}

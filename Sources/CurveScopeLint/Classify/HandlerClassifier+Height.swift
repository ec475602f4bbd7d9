import CurveScopeSupport

extension HandlerClassifier {
  /// The known keyboard height (216, 258, 291…) a layout change uses, and the change's token,
  /// when the handler never reads the keyboard's frame (no frame key, no name that says
  /// keyboard frame or height, no layout guide); `nil` otherwise. It is the same for every
  /// motion of the handler.
  func assumedHeight(mutations: [LayoutMutation]) -> (height: Double, token: Int)? {
    guard !mentionsKeyboardFrame() else { return nil }
    var valueFacts: [(LayoutMutation, ExpressionFacts)] = []
    for mutation in mutations {
      guard let value = mutation.value else { continue }
      let facts = scope.facts(of: value, inFrame: mutation.frame)
      if facts.readsFrameKey || facts.namesKeyboardFrame { return nil }
      valueFacts.append((mutation, facts))
    }
    for (mutation, facts) in valueFacts {
      if let height = facts.numbers.first(where: { OptionNames.keyboardHeights.contains($0) }) {
        return (height, mutation.token)
      }
    }
    return nil
  }

  /// `motion`, when it animates, with the assumed height `found` (from
  /// ``assumedHeight(mutations:)``) and its evidence.
  func withHeight(_ motion: HandlerMotion, _ found: (height: Double, token: Int)?) -> HandlerMotion
  {
    guard case .animate = motion.reaction, let found else { return motion }
    var result = motion
    result.assumedHeight = found.height
    result.evidence.append(
      (found.token, "hard-coded keyboard height \(NumberText.exact(found.height)) pt"))
    return result
  }

  /// Whether the handler's code names the keyboard's frame key or layout guide anywhere.
  private func mentionsKeyboardFrame() -> Bool {
    for frame in scope.frames {
      for position in frame.range {
        let kind = source.tokens[position].kind
        guard kind == .identifier || kind == .string else { continue }
        switch KeyboardNameTable.meaning(of: position, in: source) {
        case .frameEndKey, .frameBeginKey: return true
        default: break
        }
        if source.isIdentifier(position, Names.keyboardLayoutGuide) { return true }
      }
    }
    return false
  }
}

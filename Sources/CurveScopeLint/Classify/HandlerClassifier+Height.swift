import CurveScopeSupport

extension HandlerClassifier {
  /// Adds an assumed keyboard height when the handler never reads the keyboard's frame (no
  /// frame key, no name that says keyboard frame or height, no layout guide) and a layout
  /// change uses a known keyboard height (216, 258, 291…).
  func withHeight(_ motion: HandlerMotion, mutations: [LayoutMutation]) -> HandlerMotion {
    guard case .animate = motion.reaction, !mentionsKeyboardFrame() else { return motion }
    var valueFacts: [(LayoutMutation, ExpressionFacts)] = []
    for mutation in mutations {
      guard let value = mutation.value else { continue }
      let facts = scope.facts(of: value, inFrame: mutation.frame)
      if facts.readsFrameKey || facts.namesKeyboardFrame { return motion }
      valueFacts.append((mutation, facts))
    }
    for (mutation, facts) in valueFacts {
      if let height = facts.numbers.first(where: { OptionNames.keyboardHeights.contains($0) }) {
        var result = motion
        result.assumedHeight = height
        result.evidence.append(
          (mutation.token, "hard-coded keyboard height \(NumberText.exact(height)) pt"))
        return result
      }
    }
    return motion
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

extension HandlerClassifier {
  /// Adds an assumed keyboard height when the handler never reads the keyboard's frame (no
  /// frame key, no name that says keyboard frame or height, no layout guide) and a layout
  /// change uses a known keyboard height (216, 258, 291…).
  func withHeight(_ motion: HandlerMotion, mutations: [LayoutMutation]) -> HandlerMotion {
    guard case .animate = motion.reaction, !readsKeyboardFrame(mutations: mutations) else {
      return motion
    }
    for mutation in mutations {
      guard let value = mutation.value else { continue }
      let facts = scope.facts(of: value, inFrame: mutation.frame)
      if let height = facts.numbers.first(where: { OptionNames.keyboardHeights.contains($0) }) {
        var result = motion
        result.assumedHeight = height
        result.evidence.append((mutation.token, "hard-coded keyboard height \(height) pt"))
        return result
      }
    }
    return motion
  }

  /// Whether any of the handler's code reads the keyboard's frame.
  private func readsKeyboardFrame(mutations: [LayoutMutation]) -> Bool {
    for frame in scope.frames {
      for position in frame.range {
        switch KeyboardNameTable.meaning(of: position, in: source) {
        case .frameEndKey, .frameBeginKey: return true
        default: break
        }
        if source.isIdentifier(position, Names.keyboardLayoutGuide) { return true }
      }
    }
    return mutations.contains { mutation in
      guard let value = mutation.value else { return false }
      let facts = scope.facts(of: value, inFrame: mutation.frame)
      return facts.readsFrameKey || facts.namesKeyboardFrame
    }
  }
}

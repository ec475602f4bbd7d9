import CurveScopeSync

extension HandlerClassifier {
  /// A SwiftUI state change (`@State`, `@Published`) made by a keyboard handler. SwiftUI
  /// redraws from its state on its own schedule, after the handler returns, so the change does
  /// not ride UIKit's keyboard animation (an assumption: UIKit's animation block captures the
  /// layer changes made inside it, and SwiftUI commits its own later). It animates only with an
  /// `.animation(_:value:)` modifier on that state in the file (its own timing), or jumps at
  /// the next frame.
  func swiftUIStateMotion(
    _ changes: [(mutation: LayoutMutation, placement: Placement)]
  ) -> HandlerMotion? {
    guard let first = changes.first, let state = first.mutation.swiftUIState,
      changes.allSatisfy({ $0.mutation.swiftUIState != nil })
    else { return nil }
    var latencySeconds: Double = 0
    for change in changes {
      if case .async(let seconds) = change.placement {
        latencySeconds = max(latencySeconds, seconds)
      }
    }
    let assumption =
      "SwiftUI applies \(state) when it next redraws, outside UIKit's keyboard animation "
      + "(assumed; a hosting controller's own keyboard avoidance is not modelled)"
    if let modifier = animationModifier(for: state) {
      var site = AnimationSite(api: .withAnimation, token: modifier.token, frame: 0)
      site.timing = modifier.animation
      var motion = timedMotion(site)
      motion.latencyFrames = latency(latencySeconds)
      motion.evidence.append((first.mutation.token, "SwiftUI state \(state) changed"))
      motion.assumptions.append(assumption)
      return motion
    }
    var motion = HandlerMotion(
      reaction: .animate(AnimationCall(duration: .fixed(0), curve: .options([]))),
      token: first.mutation.token)
    motion.latencyFrames = latency(latencySeconds)
    motion.codes.insert(.noAnimation)
    motion.evidence.append(
      (first.mutation.token, "SwiftUI state \(state) changed without an animation"))
    motion.assumptions.append(assumption)
    return motion
  }

  /// `.animation(anim, value: state)` in the file: the modifier's token and the animation.
  private func animationModifier(for state: String) -> (token: Int, animation: Range<Int>)? {
    let index = scope.index
    for position in 0..<index.count
    where source.isIdentifier(position, Names.animation)
      && source.isPunctuation(position + 1, UInt8(ascii: "("))
      && source.isPunctuation(position - 1, UInt8(ascii: "."))
    {
      let arguments = CallArguments.swift(open: position + 1, in: index)
      guard let value = arguments.value("value"),
        value.contains(where: { source.tokens[$0].kind == .identifier && source.name($0) == state }
        ),
        let animation = arguments.arguments.first(where: { $0.label == nil })?.value
      else { continue }
      return (position, animation)
    }
    return nil
  }
}

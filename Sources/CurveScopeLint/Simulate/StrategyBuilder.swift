import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync

/// Turns a handler's motion into an ``InputBarStrategy``: the preset it equals, or a custom
/// strategy named after its closest preset.
enum StrategyBuilder {
  /// The strategy for `motion` observing `kinds`.
  /// - Throws: ``StrategyError`` for values out of the strategy's bounds (a latency over 1000
  ///   frames is clamped before; others cannot occur).
  static func strategy(
    for motion: HandlerMotion, kinds: Set<KeyboardEventKind>
  ) throws -> InputBarStrategy {
    var memo: [InputBarStrategy: InputBarStrategy] = [:]
    return try strategy(for: motion, kinds: kinds, memo: &memo)
  }

  /// The strategy for `motion` observing `kinds`, remembering in `memo` the preset (or named
  /// custom strategy) each behaviour turned out to be.
  static func strategy(
    for motion: HandlerMotion, kinds: Set<KeyboardEventKind>,
    memo: inout [InputBarStrategy: InputBarStrategy]
  ) throws -> InputBarStrategy {
    var reaction = motion.reaction
    var latency = motion.latencyFrames
    let didOnly = !kinds.isEmpty && kinds.allSatisfy { !$0.isBeforeAnimation }
    if case .animate(var call) = reaction, call.insideHandler, latency > 0 || didOnly {
      // Dispatched, or run after the keyboard's animation (did-notifications): nothing to
      // inherit.
      call.insideHandler = false
      reaction = .animate(call)
    }
    latency = min(latency, InputBarStrategy.maximumLatencyFrames)
    let handled = kinds.isEmpty ? KeyboardEventKind.willKinds : kinds
    let candidate = try InputBarStrategy(
      name: "custom", summary: "", reaction: reaction, handledKinds: handled,
      assumedKeyboardHeight: motion.assumedHeight, latencyFrames: latency)
    if let known = memo[candidate] { return known }
    var result: InputBarStrategy
    if let preset = InputBarStrategy.presets.first(where: { sameBehaviour($0, candidate) }) {
      result = preset
    } else {
      result = candidate
      result.name = "custom"
      result.summary = describe(candidate)
    }
    memo[candidate] = result
    return result
  }

  /// Whether two strategies move the bar the same way (names and summaries aside; how the end
  /// frame is converted is not read from the source, so frame readings are not compared).
  static func sameBehaviour(_ a: InputBarStrategy, _ b: InputBarStrategy) -> Bool {
    var left = a
    var right = b
    left.name = ""
    left.summary = ""
    right.name = ""
    right.summary = ""
    left.frameReading = .top
    right.frameReading = .top
    if case .follow = left.reaction, case .follow = right.reaction {
      left.handledKinds = []
      right.handledKinds = []
    }
    return left == right
  }

  /// The preset that differs from `strategy` in the fewest respects (reaction, duration, curve,
  /// notifications, height, latency), earlier presets first on ties.
  static func closestPreset(to strategy: InputBarStrategy) -> InputBarStrategy {
    var best = InputBarStrategy.presets[0]
    var bestScore = Int.max
    for preset in InputBarStrategy.presets {
      let score = distance(preset, strategy)
      if score < bestScore {
        best = preset
        bestScore = score
      }
    }
    return best
  }

  private static func distance(_ a: InputBarStrategy, _ b: InputBarStrategy) -> Int {
    var score = 0
    switch (a.reaction, b.reaction) {
    case (.follow, .follow): break
    case (.animate(let x), .animate(let y)):
      if x.insideHandler != y.insideHandler { score += 3 }
      if x.duration != y.duration { score += 1 }
      if x.curve != y.curve { score += 2 }
      if x.extraOptions != y.extraOptions { score += 1 }
    case (.follow, .animate(let call)), (.animate(let call), .follow):
      score += call.insideHandler ? 1 : 4
    }
    if a.handledKinds != b.handledKinds { score += 1 }
    if (a.assumedKeyboardHeight == nil) != (b.assumedKeyboardHeight == nil) { score += 2 }
    if (a.latencyFrames == 0) != (b.latencyFrames == 0) { score += 2 }
    return score
  }

  /// One sentence saying what a custom strategy does.
  static func describe(_ strategy: InputBarStrategy) -> String {
    var parts: [String] = []
    switch strategy.reaction {
    case .follow:
      parts.append("Follows the keyboard \(strategy.latencyFrames) frame(s) late")
    case .animate(let call):
      if call.insideHandler {
        parts.append("Changes layout inside the handler, riding the keyboard's animation")
      } else {
        switch call.duration {
        case .fixed(0): parts.append("Changes layout without animation")
        case .fixed(let seconds): parts.append("Animates over a fixed \(numberText(seconds)) s")
        case .reported: parts.append("Animates over the notification's duration")
        }
        switch call.curve {
        case .notification(true, _): parts.append("with the notification's curve << 16")
        case .notification(false, _): parts.append("with the curve passed unshifted")
        case .options(let mask): parts.append("with the \(mask.curve.description) curve")
        case .timing(let spec): parts.append("with its own timing \(spec.text)")
        }
      }
      if strategy.latencyFrames > 0 {
        parts.append("\(strategy.latencyFrames) frame(s) late")
      }
    }
    let kinds = strategy.handledKinds.map(\.rawValue).sorted().joined(separator: ", ")
    parts.append("on \(kinds)")
    if let height = strategy.assumedKeyboardHeight {
      parts.append("towards a hard-coded \(numberText(height)) pt keyboard")
    }
    return parts.joined(separator: " ") + "."
  }

  /// `0.3`, `216`.
  static func numberText(_ value: Double) -> String { NumberText.exact(value) }
}

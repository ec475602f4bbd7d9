/// What a user can change to bring an animation within ``AnimationLimits``: only the settings
/// that can still go lower are offered (no "lower the slow motion" when it is already 1).
package enum AnimationRemedy: String, Sendable, Hashable, CaseIterable {
  /// Lower the slow-motion factor (above 1).
  case slowMotion = "the slow motion"
  /// Lower the output frame rate (above its minimum).
  case frameRate = "the frame rate"
  /// Lower the pixels per point (above the minimum).
  case scale = "the scale"
  /// Sample the screen at a constant rate instead of one frame per display frame.
  case constantRate = "sample at a constant frame rate"
  /// Show fewer phones.
  case fewerStrategies = "show fewer strategies"
  /// Nothing is left to lower: the motion is too long.
  case shorterMotion =
    "the motion is too long to animate even at these settings; animate a shorter one"

  /// `lower the slow motion or the frame rate`, `lower the scale, or show fewer strategies`.
  package static func text(_ remedies: [AnimationRemedy]) -> String {
    let lowered = remedies.filter { [.slowMotion, .frameRate, .scale].contains($0) }
    let others = remedies.filter { !lowered.contains($0) }
    var parts: [String] = []
    if !lowered.isEmpty {
      let names = lowered.map(\.rawValue)
      parts.append(
        "lower "
          + (names.count > 1
            ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            : names[0]))
    }
    parts += others.map(\.rawValue)
    guard !parts.isEmpty else { return AnimationRemedy.shorterMotion.rawValue }
    return parts.count > 1
      ? parts.dropLast().joined(separator: ", ") + ", or " + (parts.last ?? "") : parts[0]
  }

  /// The remedies left at these settings: `slowMotion` above 1 and a constant `framesPerSecond`
  /// above 1 (with one frame per display frame, `framesPerSecond` `nil`, the count does not
  /// depend on the slow motion: a constant rate is offered instead), `scale` above
  /// `minimumScale`, more than one phone.
  package static func available(
    slowMotion: Double, framesPerSecond: Double?, scale: Double? = nil, minimumScale: Double = 0,
    phones: Int = 1
  ) -> [AnimationRemedy] {
    var remedies: [AnimationRemedy] = []
    if let framesPerSecond {
      if slowMotion > 1 { remedies.append(.slowMotion) }
      if framesPerSecond > 1 { remedies.append(.frameRate) }
    }
    if let scale, scale > minimumScale { remedies.append(.scale) }
    if framesPerSecond == nil { remedies.append(.constantRate) }
    if phones > 1 { remedies.append(.fewerStrategies) }
    return remedies.isEmpty ? [.shorterMotion] : remedies
  }
}

extension AnimationOptions: CustomStringConvertible {
  /// The hex mask and what it holds: `0x70006 [allowUserInteraction, beginFromCurrentState,
  /// curve: keyboard]`; fields at 0 and clear unused bits are left out.
  public var description: String {
    var parts = flagNames
    if curve != .easeInOut { parts.append("curve: \(curve)") }
    if transition != .none { parts.append("transition: \(transition)") }
    if preferredFramesPerSecond != .default {
      parts.append("preferredFramesPerSecond: \(preferredFramesPerSecond)")
    }
    if unusedBits != 0 { parts.append("unused: \(BitText.bits(unusedBitPositions))") }
    return "\(hex) [\(parts.joined(separator: ", "))]"
  }
}

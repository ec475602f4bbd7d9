/// How sure a diagnosis of a trace is, and what it rests on.
public struct TraceConfidence: Hashable, Sendable {
  /// How sure.
  public enum Level: String, Hashable, Sendable, Comparable {
    /// Only an animation of the bar's own fits, or the keyboard itself fits its model poorly,
    /// or the recording shows little of the motion.
    case low
    /// A preset fits, but the recording cannot tell it from another mechanism with another
    /// fix, or the keyboard fits its model only roughly.
    case medium
    /// A preset fits the bar within the noise of a keyboard that fits its model closely.
    case high

    /// Orders low < medium < high.
    public static func < (lhs: Level, rhs: Level) -> Bool {
      let order: [Level] = [.low, .medium, .high]
      return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
  }

  /// How sure.
  public var level: Level
  /// What the verdict rests on, and what lowers the level, one sentence each.
  public var reasons: [String]

  /// Creates a confidence.
  public init(level: Level, reasons: [String]) {
    self.level = level
    self.reasons = reasons
  }
}

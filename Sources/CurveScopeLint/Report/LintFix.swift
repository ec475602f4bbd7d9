/// The change a finding proposes, and what the simulation measures once it is made.
public struct LintFix: Sendable, Hashable {
  /// What to do, in words (one sentence per change).
  public var description: String
  /// The line to write, in the handler's language.
  public var code: String
  /// The deepest overlap after the change, over the simulated scenarios, in points.
  public var maxOverlapPoints: Double
  /// The widest gap after the change, in points.
  public var maxGapPoints: Double
  /// Whether every simulated frame is within tolerance after the change.
  public var isInSync: Bool

  /// Creates a fix.
  public init(
    description: String, code: String, maxOverlapPoints: Double, maxGapPoints: Double,
    isInSync: Bool
  ) {
    self.description = description
    self.code = code
    self.maxOverlapPoints = maxOverlapPoints
    self.maxGapPoints = maxGapPoints
    self.isInSync = isInSync
  }
}

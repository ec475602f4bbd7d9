public import CurveScopeMeasure
public import CurveScopeSync

/// A set of changes to a strategy and what the analysis measures once they are made.
public struct SyncFix: Sendable {
  /// The changes, in the order they are made.
  public var changes: [StrategyChange]
  /// The strategy with the changes made.
  public var strategy: InputBarStrategy
  /// The measures re-analysed with the changed strategy.
  public var after: SyncSummary
  /// What to do, one sentence per change.
  public var description: String
  /// The Swift lines to write, one per change.
  public var code: [String]

  /// Creates a fix record.
  public init(
    changes: [StrategyChange], strategy: InputBarStrategy, after: SyncSummary,
    description: String, code: [String]
  ) {
    self.changes = changes
    self.strategy = strategy
    self.after = after
    self.description = description
    self.code = code
  }

  /// The sum of the changes' costs.
  public var cost: Double { changes.reduce(0) { $0 + $1.cost } }

  /// Whether every frame is within tolerance after the changes.
  public var fixesDesync: Bool { after.isInSync }
}

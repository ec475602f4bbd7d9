public import CurveScopeMeasure
public import CurveScopeSync

/// A plain-language diagnosis of one strategy in one scenario: what desyncs, why, and the
/// smallest change that fixes it, verified by re-running the analysis.
public struct SyncExplanation: Sendable {
  /// The scenario's name.
  public var scenario: String
  /// The strategy as analysed.
  public var strategy: InputBarStrategy
  /// The measures before any change.
  public var before: SyncSummary
  /// What desyncs (overlap, gap, lag, final error); empty when in sync.
  public var symptoms: [SyncFinding]
  /// Why (the causes found); empty when in sync.
  public var problems: [SyncFinding]
  /// Latent problems this scenario does not trigger (in sync only).
  public var notes: [SyncFinding]
  /// The proposed fix: the cheapest set of changes that brings every frame within tolerance,
  /// or, when none does, the one that helps most (``SyncFix/fixesDesync`` is then false);
  /// `nil` when already in sync.
  public var fix: SyncFix?
  /// Every single change tried, with its measures (and the layout guide), for comparison.
  public var alternatives: [SyncFix]
  /// What the scenario takes for granted (a console paste without timestamps: the spacing of
  /// its notifications), one sentence each.
  public var assumptions: [String] = []

  /// Creates an explanation.
  public init(
    scenario: String, strategy: InputBarStrategy, before: SyncSummary, symptoms: [SyncFinding],
    problems: [SyncFinding], notes: [SyncFinding], fix: SyncFix?, alternatives: [SyncFix]
  ) {
    self.scenario = scenario
    self.strategy = strategy
    self.before = before
    self.symptoms = symptoms
    self.problems = problems
    self.notes = notes
    self.fix = fix
    self.alternatives = alternatives
  }

  /// Whether the bar stays within tolerance at every frame as it is.
  public var isInSync: Bool { before.isInSync }
}

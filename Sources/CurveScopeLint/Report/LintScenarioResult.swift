public import CurveScopeMeasure

/// A handler's strategy simulated on one scenario.
public struct LintScenarioResult: Sendable, Hashable {
  /// The scenario's name (`show-375x812-291`).
  public var scenario: String
  /// The measures.
  public var summary: SyncSummary

  /// Creates a result.
  public init(scenario: String, summary: SyncSummary) {
    self.scenario = scenario
    self.summary = summary
  }
}

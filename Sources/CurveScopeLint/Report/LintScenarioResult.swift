package import CurveScopeMeasure
package import CurveScopeSync

/// A handler's strategy simulated on one scenario, played with one keyboard profile.
package struct LintScenarioResult: Sendable, Hashable {
  /// The scenario's name (`show-375x812-291`).
  package var scenario: String
  /// The keyboard profile's name (`ios`, `ios-26`).
  package var profile: String
  /// How far the profile's model is to be trusted.
  package var provenance: ProfileProvenance.Kind
  /// The measures.
  package var summary: SyncSummary

  /// Creates a result.
  package init(
    scenario: String, profile: String = "ios", provenance: ProfileProvenance.Kind = .measured,
    summary: SyncSummary
  ) {
    self.scenario = scenario
    self.profile = profile
    self.provenance = provenance
    self.summary = summary
  }

  /// `show-375x812-291 on ios-26`.
  package var label: String { "\(scenario) on \(profile)" }

  /// Whether the verdict may rest on this result: its profile's model is measured or
  /// documented, not second-hand.
  package var isFirstHand: Bool { provenance != .secondHand }
}

/// The change a finding proposes, and what the simulation measures once it is made.
package struct LintFix: Sendable, Hashable {
  /// What to do, in words (one sentence per change).
  package var description: String
  /// The code to paste, in the handler's language: one snippet that compiles as pasted.
  package var code: String
  /// The deepest overlap after the change, over the simulated scenarios of the keyboards the
  /// verdict rests on (measured or documented profiles), in points.
  package var maxOverlapPoints: Double
  /// The widest gap after the change, in points.
  package var maxGapPoints: Double
  /// Whether every simulated frame is within tolerance after the change on the keyboards the
  /// verdict rests on (every profile for a finding that was out of sync only on second-hand
  /// ones); ``LintFix/scenarios`` has every profile's measures.
  package var isInSync: Bool
  /// Which snippet the code is.
  package var snippet: FixSnippet
  /// The simulated scenarios after the change.
  package var scenarios: [LintScenarioResult]
  /// A text replacement that makes the change in place, when one edit does
  /// (`curve` → `curve << 16`).
  package var replacement: LintReplacement?

  /// Creates a fix.
  package init(
    description: String, code: String, maxOverlapPoints: Double, maxGapPoints: Double,
    isInSync: Bool, snippet: FixSnippet = .animateWithCurve, scenarios: [LintScenarioResult] = [],
    replacement: LintReplacement? = nil
  ) {
    self.description = description
    self.code = code
    self.maxOverlapPoints = maxOverlapPoints
    self.maxGapPoints = maxGapPoints
    self.isInSync = isInSync
    self.snippet = snippet
    self.scenarios = scenarios
    self.replacement = replacement
  }
}

package import CurveScopeNotifications
package import CurveScopeSync

/// One keyboard handler (or layout guide, or accessory view) in a source file: what it does to
/// the bar, simulated, and how to fix it.
package struct LintFinding: Sendable {
  /// The file, as given.
  package var path: String
  /// Where the finding is: the animation call (or the layout change) that moves the bar, else
  /// the handler.
  package var position: SourcePosition
  /// Where the handler is (its method name, or the registration of a closure).
  package var handlerPosition: SourcePosition
  /// The file's language.
  package var language: SourceLanguage
  /// How serious it is.
  package var severity: LintSeverity
  /// The preset it equals (`reported-duration`) or `custom`.
  package var strategy: String
  /// The preset it is closest to.
  package var closestPreset: String
  /// What the handler does, in words.
  package var summary: String
  /// The problem codes (or `in-sync`), most important first.
  package var codes: [LintCode]
  /// How it observes the keyboard.
  package var form: ObserverForm
  /// The notifications it observes.
  package var notifications: [KeyboardEventKind]
  /// The handler method's name, when it is a method.
  package var handlerName: String?
  /// The deepest overlap over the simulated scenarios, in points (0 when none).
  package var maxOverlapPoints: Double
  /// The widest blank gap over the simulated scenarios, in points (0 when none).
  package var maxGapPoints: Double
  /// Each simulated scenario's measures.
  package var scenarios: [LintScenarioResult]
  /// The proposed change, verified by simulation; `nil` when in sync or not analysed.
  package var fix: LintFix?
  /// What the reading rests on.
  package var evidence: [LintEvidence]
  /// What had to be assumed.
  package var assumptions: [String]
  /// The simulated strategy (`nil` when not analysed).
  package var simulatedStrategy: InputBarStrategy?
  /// A digest of the handler's code (its tokens, without spaces and comments), so that a
  /// baseline recognises the finding after lines move.
  package var fingerprint: String = ""
  /// Why the finding does not fail the run, when an inline comment or a baseline says so.
  package var suppression: LintSuppression?

  /// Whether a simulated frame is out of tolerance on a keyboard profile whose model is
  /// measured or documented (the verdict; second-hand profiles only warn).
  package var isOutOfSync: Bool { Self.verdictResults(scenarios).contains { !$0.summary.isInSync } }

  /// Whether a simulated frame is out of tolerance on any profile, second-hand ones included.
  package var isOutOfSyncOnAnyProfile: Bool { scenarios.contains { !$0.summary.isInSync } }

  /// Whether the only out-of-sync scenario is one where a notification interrupts a running
  /// animation (the third-party keyboard's three notifications).
  package var isOutOfSyncOnlyWhenInterrupted: Bool {
    let outOfSync = Self.verdictResults(scenarios).filter { !$0.summary.isInSync }
    return !outOfSync.isEmpty
      && outOfSync.allSatisfy { $0.scenario == LintScenarios.interruptingScenarioName }
  }

  /// The results a verdict rests on: those of first-hand profiles, or all when there are none.
  package static func verdictResults(_ results: [LintScenarioResult]) -> [LintScenarioResult] {
    let firstHand = results.filter(\.isFirstHand)
    return firstHand.isEmpty ? results : firstHand
  }

  /// The result with the deepest overlap among the verdict's, if any overlap.
  package var worstOverlap: LintScenarioResult? {
    Self.verdictResults(scenarios).filter { $0.summary.maxOverlapPoints > 0 }
      .max { $0.summary.maxOverlapPoints < $1.summary.maxOverlapPoints }
  }

  /// The result with the widest gap among the verdict's, if any gap.
  package var worstGap: LintScenarioResult? {
    Self.verdictResults(scenarios).filter { $0.summary.maxGapPoints > 0 }
      .max { $0.summary.maxGapPoints < $1.summary.maxGapPoints }
  }
}

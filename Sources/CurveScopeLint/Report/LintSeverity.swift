/// How serious a finding is.
package enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
  /// In sync, or not analysed.
  case note
  /// Out of sync under an unverified model, or in sync only under an assumption.
  case warning
  /// Out of sync.
  case error

  /// note < warning < error.
  package static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    let order = Self.allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

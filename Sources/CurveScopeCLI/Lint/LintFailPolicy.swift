import CurveScopeLint
import CurveScopeSupport

/// Which findings make `lint` exit 1: `--fail-on error` (the default), `warning` (warnings and
/// errors), `note` (any finding), `none`, or codes (`no-curve,fixed-duration`), comma-separated
/// or repeated.
struct LintFailPolicy: Equatable {
  /// The lowest severity that fails, or `nil` when only codes fail.
  var severity: LintSeverity?
  /// Codes that fail whatever their severity.
  var codes: Set<LintCode>

  /// Every value `--fail-on` takes: the severities, `none`, and the codes.
  static let names =
    LintSeverity.allCases.reversed().map(\.rawValue) + ["none"] + LintCode.allCases.map(\.rawValue)

  /// The default: any error fails.
  static let `default` = LintFailPolicy(severity: .error, codes: [])

  /// Parses the values of `--fail-on`.
  /// - Throws: ``UsageError`` naming an unknown value and listing the valid ones.
  init(values: [String]) throws {
    guard !values.isEmpty else {
      self = .default
      return
    }
    var severity: LintSeverity?
    var codes: Set<LintCode> = []
    var none = false
    for value in values {
      for item in value.split(separator: ",", omittingEmptySubsequences: false).map({
        String($0).trimmingWhitespace()
      }) {
        if item.isEmpty {
          // `--fail-on ''` (an unset CI variable) must not silently turn the gate off.
          throw UsageError(
            .optionValue(LintCommandOptions.failOn.primaryName, value),
            .needs("a severity, a code or none in every comma-separated item"))
        }
        if item == "none" {
          none = true
        } else if let level = LintSeverity(rawValue: item) {
          severity = min(severity ?? level, level)
        } else if let code = LintCode(rawValue: item) {
          codes.insert(code)
        } else {
          throw UsageError(
            .optionValue(LintCommandOptions.failOn.primaryName, item),
            .unknownName(
              kind: "severity or code", known: Self.names,
              suggestion: EditDistance.suggestion(for: item, among: Self.names)))
        }
      }
    }
    if none, severity != nil || !codes.isEmpty {
      throw UsageError(
        .optionValue(LintCommandOptions.failOn.primaryName, "none"),
        .conflicts(with: "other values"))
    }
    self.init(severity: severity, codes: codes)
  }

  init(severity: LintSeverity?, codes: Set<LintCode>) {
    self.severity = severity
    self.codes = codes
  }

  /// Whether `finding` fails the run.
  func fails(_ finding: LintFinding) -> Bool {
    if let severity, finding.severity >= severity { return true }
    return !codes.isDisjoint(with: finding.codes)
  }
}

import CurveScopeMeasure
import CurveScopeSupport

/// `check --format json`: one object per check, its failures as fields (the measure, the
/// value, the limit and where the limit came from), not sentences.
enum CheckJSON {
  /// The array of every check.
  static func array(_ report: CheckReport) -> JSONValue {
    .array(report.items.map(object))
  }

  /// One check: `passed`, `basis`, `failures`, `baselineEntry`, `file` and the `measures`.
  static func object(_ item: CheckReport.Item) -> JSONValue {
    let verdict = item.verdict
    return .object([
      ("passed", .bool(verdict.passed)),
      ("basis", .string(verdict.basis.rawValue)),
      ("failures", .array(verdict.failures.map(failure))),
      ("baselineEntry", .bool(verdict.basis != .limitsWithoutBaselineEntry)),
      ("file", item.file.map(JSONValue.string) ?? .null),
      ("measures", verdict.summary.jsonValue),
    ])
  }

  /// One failure: `measure` (the summary's key), `actual` (`null` when the bar never reached
  /// half travel), `limit`, `unit`, `excess`, `source` (`limit` or `baseline`), `recorded` and
  /// `tolerance` (for a regression), and `message`, the sentence of the text report.
  static func failure(_ violation: SyncViolation) -> JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    return .object([
      ("measure", .string(violation.measure.key)),
      ("actual", optional(violation.value)),
      ("limit", .double(violation.limit)),
      ("unit", .string(violation.measure.unit)),
      ("excess", optional(violation.excess)),
      ("source", .string(violation.source.rawValue)),
      ("recorded", optional(violation.recorded)),
      ("tolerance", optional(violation.tolerance)),
      ("message", .string(violation.description)),
    ])
  }
}

package import CurveScopeSupport

extension SyncVerdict {
  /// The verdict as `check --format json` prints one check: `passed`, `basis`, `failures`,
  /// `baselineEntry`, `file` and the `measures` (the summary's ``SyncSummary/jsonText``).
  /// - Parameter file: the file the scenario or trace was read from, as typed; `null` without.
  package func jsonValue(file: String?) -> JSONValue {
    .object([
      ("passed", .bool(passed)),
      ("basis", .string(basis.rawValue)),
      ("failures", .array(failures.map(\.jsonValue))),
      ("baselineEntry", .bool(basis != .limitsWithoutBaselineEntry)),
      ("file", file.map(JSONValue.string) ?? .null),
      ("measures", summary.jsonValue),
    ])
  }

  /// The verdict as `check --format json` prints one check, indented: `passed`, `basis`,
  /// `failures`, `baselineEntry`, `file` and `measures`, what a test target can compare with the
  /// tool's output.
  ///
  /// ```swift
  /// let verdict = SyncCheckPolicy().verdict(for: measurement.summary)
  /// let json = verdict.jsonText(file: "chat.json")
  /// ```
  public func jsonText(file: String? = nil) -> String { jsonValue(file: file).prettyText }

  /// Every verdict as `check --format json` prints them: an array, indented, with a final
  /// newline.
  /// - Parameter items: each verdict with the file its scenario or trace was read from.
  public static func jsonText(_ items: [(verdict: SyncVerdict, file: String?)]) -> String {
    JSONValue.array(items.map { $0.verdict.jsonValue(file: $0.file) }).prettyText + "\n"
  }
}

extension SyncViolation {
  /// One failure of a check: `measure` (the summary's key), `actual` (`null` when the bar never
  /// reached half travel), `limit`, `unit`, `excess`, `source` (`limit` or `baseline`),
  /// `recorded` and `tolerance` (for a regression), and `message`, the sentence of the text
  /// report.
  package var jsonValue: JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    return .object([
      ("measure", .string(measure.key)),
      ("actual", optional(value)),
      ("limit", .double(limit)),
      ("unit", .string(measure.unit)),
      ("excess", optional(excess)),
      ("source", .string(source.rawValue)),
      ("recorded", optional(recorded)),
      ("tolerance", optional(tolerance)),
      ("message", .string(description)),
    ])
  }
}

import CurveScopeMeasure
import CurveScopeSupport

/// `check --format sarif`: a SARIF 2.1.0 log as code scanning reads it — one rule per measure
/// (`max-overlap`, `max-gap`, `max-lag`) and `no-baseline-entry`, one result per measure past
/// its limit at the scenario file (no location for the default scenario), with the measured
/// value, the limit and its source as properties.
enum CheckSARIF {
  /// The rules, in `ruleIndex` order.
  static let rules: [(id: String, measure: SyncViolation.Measure?, text: String)] = [
    ("max-overlap", .maxOverlap, "The keyboard covers the input bar by more than the limit."),
    (
      "max-gap", .maxGap, "A blank gap wider than the limit opens between the bar and the keyboard."
    ),
    ("max-lag", .lag, "The bar lags the keyboard at half travel by more than the limit."),
    (
      "no-baseline-entry", nil,
      "The baseline has no entry for this check; it was held to the limits."
    ),
  ]

  /// The log.
  static func log(_ report: CheckReport) -> JSONValue {
    var results: [JSONValue] = []
    for item in report.items {
      for failure in item.verdict.failures {
        let index = rules.firstIndex { $0.measure == failure.measure } ?? 0
        results.append(
          result(
            item, ruleIndex: index, level: "error", message: failure.description,
            properties: [
              ("measure", .string(failure.measure.key)),
              ("actual", failure.value.map(JSONValue.double) ?? .null),
              ("limit", .double(failure.limit)), ("unit", .string(failure.measure.unit)),
              ("source", .string(failure.source.rawValue)),
            ]))
      }
      if item.verdict.basis == .limitsWithoutBaselineEntry {
        results.append(
          result(
            item, ruleIndex: rules.count - 1, level: "note",
            message: "no baseline entry; held to the limits", properties: []))
      }
    }
    let driver: JSONValue = .object([
      ("name", .string("curvescope")),
      ("fullName", .string("CurveScope check")),
      ("version", .string(CurveScopeTool.version)),
      ("semanticVersion", .string(CurveScopeTool.version)),
      (
        "rules",
        .array(
          rules.map { rule in
            .object([
              ("id", .string(rule.id)),
              ("shortDescription", .object([("text", .string(rule.text))])),
              (
                "defaultConfiguration",
                .object([("level", .string(rule.measure == nil ? "note" : "error"))])
              ),
            ])
          })
      ),
    ])
    return .object([
      ("$schema", .string(LintSARIF.schema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])
      ),
    ])
  }

  private static func result(
    _ item: CheckReport.Item, ruleIndex: Int, level: String, message: String,
    properties: [(String, JSONValue)]
  ) -> JSONValue {
    let summary = item.verdict.summary
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(rules[ruleIndex].id)),
      ("ruleIndex", .int(ruleIndex)),
      ("level", .string(level)),
      ("message", .object([("text", .string("\(item.subject): \(message)"))])),
    ]
    if let file = item.file {
      members.append(
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  ("artifactLocation", .object([("uri", .string(uri(file)))])),
                  ("region", .object([("startLine", .int(1))])),
                ])
              )
            ])
          ])
        ))
    }
    members.append(
      (
        "properties",
        .object(
          [
            ("scenario", .string(summary.scenario)), ("strategy", .string(summary.strategy)),
            ("fps", .double(summary.frameRate)), ("basis", .string(item.verdict.basis.rawValue)),
          ] + properties)
      ))
    return .object(members)
  }

  /// A relative path as a URI reference: each byte outside the unreserved set and `/`
  /// percent-encoded (RFC 3986), so spaces and `#` survive.
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
        result.append(character)
      } else {
        result += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return result
  }
}

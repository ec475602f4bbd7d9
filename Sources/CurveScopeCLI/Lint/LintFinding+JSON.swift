import CurveScopeLint
import CurveScopeSupport

extension LintFinding {
  /// The finding as `--format json` prints it.
  var jsonValue: JSONValue {
    .object([
      ("file", .string(path)),
      ("line", .int(position.line)),
      ("column", .int(position.column)),
      ("severity", .string(severity.rawValue)),
      ("strategy", .string(strategy)),
      ("closestPreset", .string(closestPreset)),
      ("summary", .string(summary)),
      ("codes", .array(codes.map { .string($0.rawValue) })),
      ("maxOverlapPoints", .double(maxOverlapPoints)),
      ("maxGapPoints", .double(maxGapPoints)),
      ("inSync", .bool(!isOutOfSync && !codes.contains(.unresolvedHandler))),
      ("fix", fix.map(\.jsonValue) ?? .null),
      ("language", .string(language.rawValue)),
      ("form", .string(form.rawValue)),
      ("notifications", .array(notifications.map { .string($0.rawValue) })),
      ("handler", handlerName.map(JSONValue.string) ?? .null),
      ("scenarios", .array(scenarios.map { $0.summary.jsonValue })),
      (
        "evidence",
        .array(
          evidence.map {
            .object([
              ("line", .int($0.position.line)), ("column", .int($0.position.column)),
              ("note", .string($0.note)),
            ])
          })
      ),
      ("assumptions", .array(assumptions.map(JSONValue.string))),
    ])
  }
}

extension LintFix {
  /// The fix as JSON: what to do, the line, and the re-simulated measures.
  var jsonValue: JSONValue {
    .object([
      ("description", .string(description)),
      ("code", .string(code)),
      ("maxOverlapPoints", .double(maxOverlapPoints)),
      ("maxGapPoints", .double(maxGapPoints)),
      ("inSync", .bool(isInSync)),
    ])
  }
}

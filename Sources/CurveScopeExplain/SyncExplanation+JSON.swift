package import CurveScopeMeasure
package import CurveScopeSupport

extension SyncFinding {
  /// `{"code", "message", "numbers": {name: value}}`.
  package var jsonValue: JSONValue {
    .object([
      ("code", .string(code.rawValue)),
      ("message", .string(message)),
      ("numbers", .object(numbers.map { ($0.name, JSONValue.double($0.value)) })),
    ])
  }
}

extension SyncFix {
  /// The fix with its re-analysed measures.
  package func jsonValue(before: SyncSummary) -> JSONValue {
    .object([
      ("changes", .array(changes.map { .string($0.rawValue) })),
      ("description", .string(description)),
      ("code", .string(code.joined(separator: "\n"))),
      ("fixesDesync", .bool(fixesDesync)),
      ("maxOverlapPoints", .double(after.maxOverlapPoints)),
      ("maxGapPoints", .double(after.maxGapPoints)),
      ("before", before.fixMeasuresJSON),
      ("after", after.fixMeasuresJSON),
    ])
  }
}

extension SyncExplanation {
  /// The explanation as printed by `explain --json`.
  package var jsonValue: JSONValue {
    .object([
      ("scenario", .string(scenario)),
      ("strategy", .string(strategy.name)),
      ("fps", .double(before.frameRate)),
      ("tolerancePoints", .double(before.tolerancePoints)),
      ("inSync", .bool(isInSync)),
      ("symptoms", .array(symptoms.map(\.jsonValue))),
      ("problems", .array(problems.map(\.jsonValue))),
      ("notes", .array(notes.map(\.jsonValue))),
      ("fix", fix.map { $0.jsonValue(before: before) } ?? .null),
      (
        "alternatives",
        .array(
          alternatives.map { alternative in
            .object([
              ("changes", .array(alternative.changes.map { .string($0.rawValue) })),
              ("fixesDesync", .bool(alternative.fixesDesync)),
              ("maxOverlapPoints", .double(alternative.after.maxOverlapPoints)),
              ("maxGapPoints", .double(alternative.after.maxGapPoints)),
            ])
          })
      ),
      ("before", before.jsonValue),
      ("assumptions", .array(assumptions.map(JSONValue.string))),
    ])
  }
}

extension SyncExplanation {
  /// The explanation as `explain --json` prints it, indented.
  public var jsonText: String { jsonValue.prettyText }

  /// What `explain --json` prints for `explanations`: one object alone, or an array of them,
  /// indented.
  public static func jsonText(_ explanations: [SyncExplanation]) -> String {
    let values = explanations.map(\.jsonValue)
    return (values.count == 1 ? values[0] : .array(values)).prettyText
  }
}

import CurveScopeExplain
package import CurveScopeSupport

extension TraceReport {
  /// The explanation of the report's trace, when it was matched.
  /// - Throws: what ``TraceExplainer/explain(_:match:tolerance:margin:)`` throws.
  public func explanation(tolerance: Double = 1, margin: Double? = nil) throws
    -> TraceExplanation?
  {
    guard let match else { return nil }
    // The report's own measures when they were taken at this tolerance and margin.
    let series = measurement.series
    guard tolerance == measurement.summary.tolerancePoints,
      (margin ?? trace.margin ?? 0) == series.margin
    else {
      return try TraceExplainer.explain(trace, match: match, tolerance: tolerance, margin: margin)
    }
    return try TraceExplainer.explain(
      trace, match: match, recorded: measurement.summary, tolerance: tolerance)
  }

  /// The object `explain --trace --json` prints: the report's, then `symptoms`, `sentence`,
  /// `platform`, `problems` and `fix` in the platform's words, and `explanation` (the model's
  /// diagnosis as `explain --json` prints it for a scenario); `assumptions` and `confidence`
  /// include the explanation's.
  package func jsonValue(explanation: TraceExplanation?) -> JSONValue {
    guard case .object(var members) = jsonValue(frames: false) else { return .null }
    if let explanation, let index = members.firstIndex(where: { $0.0 == "assumptions" }) {
      members[index].1 = .array(explanation.assumptions.map(\.jsonValue))
    }
    members.append(("symptoms", .array((explanation?.symptoms ?? []).map(\.jsonValue))))
    members.append(("sentence", explanation.map { .string($0.sentence) } ?? .null))
    members.append(("platform", explanation.map { .string($0.platform.rawValue) } ?? .null))
    members.append(("problems", .array((explanation?.problems ?? []).map(\.jsonValue))))
    members.append(
      (
        "fix",
        explanation?.fix.map { fix in
          .object([
            ("platform", .string(fix.platform.rawValue)),
            ("platformAssumed", .bool(explanation?.match.platformAssumed ?? false)),
            ("language", .string(fix.platform.codeLanguage)),
            ("changes", .array(fix.changes.map { .string($0.rawValue) })),
            ("description", .string(fix.description)),
            ("code", .string(fix.code.joined(separator: "\n"))),
            ("fixesDesync", .bool(fix.fixesDesync)),
            ("after", fix.after.fixMeasuresJSON),
          ])
        } ?? .null
      ))
    members.append(("explanation", explanation.flatMap(Self.modelJSON) ?? .null))
    return .object(members)
  }

  /// The model's diagnosis as `explain --json` prints it, in the platform's words: on Android,
  /// React Native and Flutter its `problems` and `fix` are the platform's (as the text prints
  /// them), and the UIKit changes also in sync on the model (`alternatives`) are left out.
  static func modelJSON(_ explanation: TraceExplanation) -> JSONValue? {
    guard let model = explanation.model else { return nil }
    guard explanation.platform != .ios, case .object(var members) = model.jsonValue else {
      return model.jsonValue
    }
    let fix: JSONValue =
      explanation.fix.map { fix in
        .object([
          ("changes", .array(fix.changes.map { .string($0.rawValue) })),
          ("description", .string(fix.description)),
          ("code", .string(fix.code.joined(separator: "\n"))),
          ("fixesDesync", .bool(fix.fixesDesync)),
          ("maxOverlapPoints", .double(fix.after.maxOverlapPoints)),
          ("maxGapPoints", .double(fix.after.maxGapPoints)),
          ("before", model.before.fixMeasuresJSON),
          ("after", fix.after.fixMeasuresJSON),
        ])
      } ?? .null
    for index in members.indices {
      switch members[index].0 {
      case "problems": members[index].1 = .array(explanation.problems.map(\.jsonValue))
      case "fix": members[index].1 = fix
      case "alternatives": members[index].1 = .array([])
      default: break
      }
    }
    members.insert(("platform", .string(explanation.platform.rawValue)), at: 2)
    return .object(members)
  }

  /// The explanation as `explain --trace --json` prints it for one trace, indented.
  public func jsonText(explanation: TraceExplanation?) -> String {
    jsonValue(explanation: explanation).prettyText
  }

  /// What `explain --trace --json` prints for several traces: one object alone, or an array of
  /// them, indented.
  /// - Parameter items: each report with its explanation (``explanation(tolerance:margin:)``).
  public static func jsonText(_ items: [(report: TraceReport, explanation: TraceExplanation?)])
    -> String
  {
    let values = items.map { $0.report.jsonValue(explanation: $0.explanation) }
    return (values.count == 1 ? values[0] : .array(values)).prettyText
  }
}

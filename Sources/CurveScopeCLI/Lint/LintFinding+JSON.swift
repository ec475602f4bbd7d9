import CurveScopeLint
import CurveScopeSupport

extension LintFinding {
  /// The finding as `--format json` prints it.
  var jsonValue: JSONValue {
    .object([
      ("file", .string(TerminalText.escaped(path))),
      ("line", .int(position.line)),
      ("column", .int(position.column)),
      ("handlerLine", .int(handlerPosition.line)),
      ("handlerColumn", .int(handlerPosition.column)),
      ("severity", .string(severity.rawValue)),
      ("strategy", .string(strategy)),
      ("closestPreset", .string(closestPreset)),
      ("summary", .string(summary)),
      ("message", .string(message)),
      ("codes", .array(codes.map { .string($0.rawValue) })),
      ("maxOverlapPoints", .double(maxOverlapPoints)),
      ("maxOverlapScenario", worstOverlap.map { .string($0.label) } ?? .null),
      ("maxGapPoints", .double(maxGapPoints)),
      ("maxGapScenario", worstGap.map { .string($0.label) } ?? .null),
      ("inSync", .bool(!isOutOfSync && !codes.contains(.unresolvedHandler))),
      (
        "inSyncOnEveryProfile",
        .bool(!isOutOfSyncOnAnyProfile && !codes.contains(.unresolvedHandler))
      ),
      ("fix", fix.map(\.jsonValue) ?? .null),
      ("suppressed", .bool(suppression != nil)),
      (
        "suppression",
        suppression.map {
          .object([
            ("kind", .string($0.kind.rawValue)), ("justification", .string($0.justification)),
          ])
        } ?? .null
      ),
      ("fingerprint", .string(fingerprint)),
      ("language", .string(language.rawValue)),
      ("form", .string(form.rawValue)),
      ("notifications", .array(notifications.map { .string($0.rawValue) })),
      ("handler", handlerName.map(JSONValue.string) ?? .null),
      ("scenarios", .array(scenarios.map(\.jsonValue))),
      (
        "evidence",
        .array(
          evidence.map {
            var members: [(String, JSONValue)] = [
              ("line", .int($0.position.line)), ("column", .int($0.position.column)),
              ("note", .string($0.note)),
            ]
            if let file = $0.path {
              members.insert(("file", .string(TerminalText.escaped(file))), at: 0)
            }
            return .object(members)
          })
      ),
      ("assumptions", .array(assumptions.map(JSONValue.string))),
    ])
  }
}

extension LintScenarioResult {
  /// The scenario's measures (as `compare --json`), with the profile and its provenance.
  var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [
      ("profile", .string(profile)), ("provenance", .string(provenance.rawValue)),
    ]
    if case .object(let measures) = summary.jsonValue { members += measures }
    return .object(members)
  }
}

extension LintFix {
  /// The fix as JSON: what to do, the snippet, the in-place edit and the re-simulated measures.
  var jsonValue: JSONValue {
    .object([
      ("description", .string(description)),
      ("snippet", .string(snippet.rawValue)),
      ("code", .string(code)),
      (
        "replacement",
        replacement.map {
          .object([
            ("startLine", .int($0.start.line)), ("startColumn", .int($0.start.column)),
            ("endLine", .int($0.end.line)), ("endColumn", .int($0.end.column)),
            ("text", .string($0.text)),
          ])
        } ?? .null
      ),
      ("maxOverlapPoints", .double(maxOverlapPoints)),
      ("maxGapPoints", .double(maxGapPoints)),
      ("inSync", .bool(isInSync)),
      ("scenarios", .array(scenarios.map(\.jsonValue))),
    ])
  }
}

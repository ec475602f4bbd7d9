package import CurveScopeSupport

/// Findings accepted as they are: with a baseline only new findings fail. A finding matches an
/// entry with the same file, the same first code and the same handler fingerprint (a digest of
/// the handler's code), so it still matches after lines move; each entry matches one finding.
///
/// The file is JSON: `{"version": 1, "findings": [{"file": "App/Chat.swift", "code":
/// "no-curve", "fingerprint": "…", "line": 44}]}` (`line` is for people and not matched).
package struct LintBaseline: Sendable, Hashable {
  /// One accepted finding.
  package struct Entry: Sendable, Hashable {
    /// The file, as lint reported it.
    package var file: String
    /// The finding's first code.
    package var code: String
    /// The handler's fingerprint.
    package var fingerprint: String
    /// The line it was on when recorded (not matched).
    package var line: Int

    /// Creates an entry.
    package init(file: String, code: String, fingerprint: String, line: Int) {
      self.file = file
      self.code = code
      self.fingerprint = fingerprint
      self.line = line
    }
  }

  /// The entries.
  package var entries: [Entry]

  /// The baseline of `findings`: every warning and error that no comment suppresses.
  package init(findings: [LintFinding]) {
    entries = findings.filter { $0.severity != .note && $0.suppression == nil }.map {
      Entry(
        file: $0.path, code: $0.codes.first?.rawValue ?? "", fingerprint: $0.fingerprint,
        line: $0.position.line)
    }
  }

  /// Reads a baseline file.
  /// - Throws: `JSONParseError` or `JSONDecodingError` (CurveScopeSupport) naming the place.
  package init(json bytes: some Collection<UInt8>) throws {
    let root = try JSONObjectReader(JSONParser().parse(bytes), path: "")
    try root.rejectUnknownKeys(allowed: ["version", "findings"])
    guard try root.double("version") == 1 else {
      throw JSONDecodingError(path: "version", .version(expected: 1))
    }
    entries = try (root.array("findings") ?? []).enumerated().map { index, value in
      let entry = try JSONObjectReader(value, path: "findings[\(index)]")
      try entry.rejectUnknownKeys(allowed: ["file", "code", "fingerprint", "line"])
      guard let file = try entry.string("file"), let code = try entry.string("code"),
        let fingerprint = try entry.string("fingerprint")
      else {
        throw JSONDecodingError(
          path: entry.path, .missing(expected: "give the file, code and fingerprint"))
      }
      let line = try entry.double("line", in: .closed(0, 1e9)) ?? 0
      return Entry(file: file, code: code, fingerprint: fingerprint, line: Int(line))
    }
  }

  /// `findings` with those the baseline lists marked as suppressed (`external`).
  package func applied(to findings: [LintFinding]) -> [LintFinding] {
    var remaining: [String: Int] = [:]
    for entry in entries {
      remaining[key(entry.file, entry.code, entry.fingerprint), default: 0] += 1
    }
    return findings.map { finding in
      var result = finding
      let key = key(finding.path, finding.codes.first?.rawValue ?? "", finding.fingerprint)
      guard finding.suppression == nil, let count = remaining[key], count > 0 else { return result }
      remaining[key] = count - 1
      result.suppression = LintSuppression(
        kind: .external, justification: "listed in the baseline")
      return result
    }
  }

  private func key(_ file: String, _ code: String, _ fingerprint: String) -> String {
    "\(file)\u{0}\(code)\u{0}\(fingerprint)"
  }

  /// The baseline as JSON.
  package var jsonValue: JSONValue {
    .object([
      ("version", .int(1)),
      (
        "findings",
        .array(
          entries.map {
            .object([
              ("file", .string($0.file)), ("code", .string($0.code)),
              ("fingerprint", .string($0.fingerprint)), ("line", .int($0.line)),
            ])
          })
      ),
    ])
  }
}

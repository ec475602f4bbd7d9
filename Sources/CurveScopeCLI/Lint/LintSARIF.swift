import CurveScopeLint
import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lint --format sarif`: SARIF 2.1.0 as GitHub code scanning reads it — one rule per lint
/// code, one result per warning or error (in-sync handlers are not alerts), with the file
/// relative to the working folder and the handler's line and column.
enum LintSARIF {
  /// The SARIF 2.1.0 schema.
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The SARIF log for `findings`: warnings and errors, suppressed ones with their
  /// `suppressions`.
  static func log(_ findings: [LintFinding], workingFolder: String? = currentFolder()) -> JSONValue
  {
    let rules = LintCode.allCases
    let results = findings.filter { $0.severity != .note }.map { finding -> JSONValue in
      let code = finding.codes.first ?? .timingMismatch
      var members: [(String, JSONValue)] = [
        ("ruleId", .string(code.rawValue)),
        ("ruleIndex", .int(rules.firstIndex(of: code) ?? 0)),
        ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(message(finding)))])),
        ("locations", .array([location(finding.path, finding.position, workingFolder)])),
        ("relatedLocations", .array(relatedLocations(finding, workingFolder))),
      ]
      if let suppression = finding.suppression {
        members.append(
          (
            "suppressions",
            .array([
              .object([
                ("kind", .string(suppression.kind.rawValue)), ("status", .string("accepted")),
                ("justification", .string(suppression.justification)),
              ])
            ])
          ))
      }
      if let fix = finding.fix, let edit = fix.replacement {
        members.append(("fixes", .array([sarifFix(fix, edit, path: finding.path, workingFolder)])))
      }
      members.append(
        (
          "properties",
          .object([
            ("strategy", .string(finding.strategy)),
            ("closestPreset", .string(finding.closestPreset)),
            ("codes", .array(finding.codes.map { .string($0.rawValue) })),
            ("maxOverlapPoints", .double(finding.maxOverlapPoints)),
            ("maxGapPoints", .double(finding.maxGapPoints)),
            ("fingerprint", .string(finding.fingerprint)),
          ])
        ))
      return .object(members)
    }
    let driver: JSONValue = .object([
      ("name", .string("curvescope")),
      ("fullName", .string("CurveScope lint")),
      ("version", .string(CurveScopeTool.version)),
      ("semanticVersion", .string(CurveScopeTool.version)),
      ("rules", .array(rules.map(rule))),
    ])
    return .object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
  }

  /// The handler, then the evidence (in other files too).
  private static func relatedLocations(_ finding: LintFinding, _ workingFolder: String?)
    -> [JSONValue]
  {
    var related: [(String, SourcePosition, String)] = [
      (
        finding.path, finding.handlerPosition,
        "the handler" + (finding.handlerName.map { " \($0)" } ?? "")
      )
    ]
    related += finding.evidence.map { ($0.path ?? finding.path, $0.position, $0.note) }
    return related.enumerated().map { offset, item in
      var value = location(item.0, item.1, workingFolder)
      if case .object(var members) = value {
        members.insert(("id", .int(offset + 1)), at: 0)
        members.append(("message", .object([("text", .string(item.2))])))
        value = .object(members)
      }
      return value
    }
  }

  /// A SARIF `fix`: the in-place edit as a replacement of a region.
  private static func sarifFix(
    _ fix: LintFix, _ edit: LintReplacement, path: String, _ workingFolder: String?
  ) -> JSONValue {
    .object([
      ("description", .object([("text", .string(fix.description))])),
      (
        "artifactChanges",
        .array([
          .object([
            (
              "artifactLocation",
              .object([("uri", .string(uri(for: path, workingFolder: workingFolder)))])
            ),
            (
              "replacements",
              .array([
                .object([
                  (
                    "deletedRegion",
                    .object([
                      ("startLine", .int(edit.start.line)),
                      ("startColumn", .int(edit.start.column)),
                      ("endLine", .int(edit.end.line)), ("endColumn", .int(edit.end.column)),
                    ])
                  ),
                  ("insertedContent", .object([("text", .string(edit.text))])),
                ])
              ])
            ),
          ])
        ])
      ),
    ])
  }

  private static func rule(_ code: LintCode) -> JSONValue {
    let level: String
    switch code {
    case .inSync, .unresolvedHandler: level = "note"
    case .propertyAnimatorCurve, .unresolvedHelper, .profileDesync, .beginFromCurrentState:
      level = "warning"
    default: level = "error"
    }
    let name = code.rawValue.split(separator: "-").map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }
    .joined()
    return .object([
      ("id", .string(code.rawValue)),
      ("name", .string(name)),
      ("shortDescription", .object([("text", .string(code.title))])),
      ("fullDescription", .object([("text", .string(code.explanation))])),
      ("help", .object([("text", .string(code.explanation))])),
      ("helpUri", .string(code.helpURI)),
      ("defaultConfiguration", .object([("level", .string(level))])),
      ("properties", .object([("tags", .array([.string("keyboard"), .string("animation")]))])),
    ])
  }

  /// The result's text: the finding's line without the location.
  private static func message(_ finding: LintFinding) -> String {
    finding.message
  }

  private static func location(
    _ path: String, _ position: SourcePosition, _ workingFolder: String?
  ) -> JSONValue {
    .object([
      (
        "physicalLocation",
        .object([
          (
            "artifactLocation",
            .object([("uri", .string(uri(for: path, workingFolder: workingFolder)))])
          ),
          (
            "region",
            .object([("startLine", .int(position.line)), ("startColumn", .int(position.column))])
          ),
        ])
      )
    ])
  }

  /// A path as a URI reference: relative paths (without `./`) stay relative, absolute ones
  /// under the working folder become relative to it, others `file://` URIs; characters outside
  /// RFC 3986's unreserved set and `/` are percent-encoded.
  static func uri(for path: String, workingFolder: String?) -> String {
    var relative = path
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    var prefix = ""
    if relative.hasPrefix("/") {
      if let folder = workingFolder,
        relative.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
      {
        relative.removeFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1)
      } else {
        prefix = "file://"
      }
    }
    var encoded = prefix
    for byte in PathText.bytes(relative) {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.append(Character(UnicodeScalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }

  /// The process's working folder.
  static func currentFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

import CurveScopeNotifications
import Testing

/// Variants seen in real pasted dumps (Stack Overflow, GitHub issues and source comments, blogs,
/// openradar), each with the values read off by hand.
struct NotificationDumpVariantTests {
  struct Variant: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: [KeyboardNotification]
    var testDescription: String { name }
  }

  static let all = [
    iOS7ChangeFrame, iOS9Commas, swiftOneLine, swift2, stringKeys, rxSwiftBackticks,
    poNotificationCutShort, rawValueName, commentedOut, keyLines, iPadRotation, nameOnly,
    exponents, otherSpellings, githubIssue, objectiveCLiteral,
  ]

  @Test("real-world variants read to the values written in them", arguments: all)
  func variant(_ variant: Variant) throws {
    #expect(try untimed(NotificationDumpParser.parse(variant.text)) == variant.expected)
  }

  @Test("Windows line endings count lines the same way")
  func crlf() throws {
    let text = Self.iPadRotation.text.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\r\n")
    #expect(try untimed(NotificationDumpParser.parse(text)) == Self.iPadRotation.expected)
  }

  @Test(
    "booleans print as 1/0, true/false or YES/NO",
    arguments: [
      ("1", true), ("0", false), ("true", true), ("false", false), ("YES", true),
      ("NO", false), ("\"1\"", true),
    ])
  func booleans(text: String, value: Bool) throws {
    let parsed = try NotificationDumpParser.parse("{ UIKeyboardIsLocalUserInfoKey = \(text); }")
    #expect(parsed.map(\.isLocal) == [value])
  }
}

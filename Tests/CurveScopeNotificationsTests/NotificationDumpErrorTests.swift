import CurveScopeNotifications
import Testing

/// Every error names the line and says what is wrong.
struct NotificationDumpErrorTests {
  static let header = """
    2015-03-02 10:49:41.123 MyApp[1234:56789] NSConcreteNotification 0x600000c4a1c0 {name = UIKeyboardWillShowNotification; userInfo = {
        UIKeyboardAnimationCurveUserInfoKey = 7;
        UIKeyboardAnimationDurationUserInfoKey = "0.25";
        UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
        UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 588}";
        UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 372}";

    """

  /// (bad line placed at line 7 after ``header``, the whole message).
  static let malformed: [(String, String)] = [
    (
      "    UIKeyboardFrameEndUserInfoKey = {{0, 264}\n}}",
      "line 7 — UIKeyboardFrameEndUserInfoKey: expected an NSRect like {{0, 264}, {320, 216}}, "
        + "found \"{{0, 264}\""
    ),
    (
      "    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 480}, {320}}\";\n}}",
      "line 7 — UIKeyboardFrameBeginUserInfoKey: expected an NSRect like {{0, 264}, {320, 216}}, "
        + "found \"NSRect: {{0, 480}, {320}}\""
    ),
    (
      "    UIKeyboardAnimationDurationUserInfoKey = \"-0.25\";\n}}",
      "line 7 — UIKeyboardAnimationDurationUserInfoKey: expected a duration in seconds like 0.25, "
        + "found \"-0.25\""
    ),
    (
      "    UIKeyboardAnimationDurationUserInfoKey = 0.25s;\n}}",
      "line 7 — UIKeyboardAnimationDurationUserInfoKey: expected a duration in seconds like 0.25, "
        + "found \"0.25s\""
    ),
    (
      "    UIKeyboardAnimationDurationUserInfoKey = 1e999;\n}}",
      "line 7 — UIKeyboardAnimationDurationUserInfoKey: expected a duration in seconds like 0.25, "
        + "found \"1e999\""
    ),
    (
      "    UIKeyboardAnimationCurveUserInfoKey = 7.5;\n}}",
      "line 7 — UIKeyboardAnimationCurveUserInfoKey: expected an integer like 7, found \"7.5\""
    ),
    (
      "    UIKeyboardAnimationCurveUserInfoKey = 99999999999999999999;\n}}",
      "line 7 — UIKeyboardAnimationCurveUserInfoKey: expected an integer like 7, "
        + "found \"99999999999999999999\""
    ),
    (
      "    UIKeyboardIsLocalUserInfoKey = 2;\n}}",
      "line 7 — UIKeyboardIsLocalUserInfoKey: expected 1, 0, true or false, found \"2\""
    ),
    (
      "    UIKeyboardCenterEndUserInfoKey = \"NSPoint: {160; 372}\";\n}}",
      "line 7 — UIKeyboardCenterEndUserInfoKey: expected an NSPoint like {160, 372}, "
        + "found \"NSPoint: {160; 372}\""
    ),
    (
      "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 264}, {320, 216}};\n}}",
      "line 7 — UIKeyboardFrameEndUserInfoKey: expected an NSRect like {{0, 264}, {320, 216}}, "
        + "found \"\"NSRect: {{0, 264}, {320, 216}};\""
    ),
    (
      "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 264}, {320, 216}}\" end;\n}}",
      "line 7 — UIKeyboardFrameEndUserInfoKey: expected an NSRect like {{0, 264}, {320, 216}}, "
        + "found \"\"NSRect: {{0, 264}, {320, 216}}\" end\""
    ),
    (
      "    UIKeyboardFrameEndUserInfoKey = \"\";\n}}",
      "line 7 — UIKeyboardFrameEndUserInfoKey: expected an NSRect like {{0, 264}, {320, 216}}, "
        + "found nothing"
    ),
  ]

  @Test("a malformed value names its line, key, expectation and text", arguments: malformed)
  func malformedValue(badLine: String, message: String) {
    let result = parseResult(Self.header + badLine)
    #expect(throws: NotificationDumpError.self) { try result.get() }
    if case .failure(let error) = result {
      #expect(error.description == message)
      #expect(error.line == 7)
      #expect(error.column == 5)
    }
  }

  @Test("a dump that ends inside a dictionary names the open bracket when that is not allowed")
  func unterminated() {
    var strict = NotificationDumpParser()
    strict.allowsUnclosedDictionaries = false
    let result = Result { () throws(NotificationDumpError) in try strict.parse(Self.header) }
    guard case .failure(let error) = result else {
      Issue.record("expected an error, got \(result)")
      return
    }
    #expect(error.line == 1)
    #expect(error.reason == .unterminatedDictionary(opener: "{"))
    #expect(
      error.description
        == "line 1 — the '{' at column 132 is never closed with '}'; the text ends inside a "
        + "dictionary of keyboard keys (truncated paste?)")
    let swift = Result { () throws(NotificationDumpError) in
      try strict.parse("x\n[AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7,")
    }
    if case .failure(let error) = swift {
      #expect(error.line == 2)
      #expect(error.reason == .unterminatedDictionary(opener: "["))
    } else {
      Issue.record("expected an error, got \(swift)")
    }
  }

  @Test("by default a dump that lost its closing braces keeps its complete entries")
  func unclosedIsRead() throws {
    #expect(
      try untimed(NotificationDumpParser.parse(Self.header)) == [
        expected(
          line: 1, form: .objectiveCNotification, name: "UIKeyboardWillShowNotification",
          duration: 0.25, curve: 7, bounds: rect(0, 0, 320, 216), centerBegin: point(160, 588),
          centerEnd: point(160, 372))
      ])
    // Cut inside a value, the value is malformed.
    let cut = Self.header + "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 2"
    #expect(throws: NotificationDumpError.self) { try NotificationDumpParser.parse(cut) }
  }

  @Test("text without a keyboard notification is an error saying so")
  func noNotifications() {
    for text in ["", "\n\n", "2015-03-02 10:49:41.123 MyApp[1:2] hello {a = 1;}", "{ name = x; }"] {
      let result = parseResult(text)
      guard case .failure(let error) = result else {
        Issue.record("expected an error for \(text.debugDescription)")
        continue
      }
      #expect(error.reason == .noNotifications)
      #expect(error.line == nil)
      #expect(error.description.hasPrefix("dump — no keyboard notification found"))
    }
  }

  @Test("bounds are typed errors: nesting, notification count, unknown keys, input size")
  func bounds() {
    var parser = NotificationDumpParser()
    parser.maximumNestingDepth = 4
    #expect(throws: NotificationDumpError(line: 2, column: 5, reason: .nestingTooDeep(limit: 4))) {
      try parser.parse("ok\n{[{[{")
    }
    parser = NotificationDumpParser()
    parser.maximumNotificationCount = 2
    let three = String(repeating: "{ UIKeyboardAnimationCurveUserInfoKey = 7; }\n", count: 3)
    #expect(throws: NotificationDumpError(line: 3, reason: .tooManyNotifications(limit: 2))) {
      try parser.parse(three)
    }
    parser = NotificationDumpParser()
    parser.maximumUnknownKeysPerNotification = 2
    let unknown = "{\n UIKeyboardA = 1;\n UIKeyboardB = 2;\n UIKeyboardC = 3;\n}"
    #expect(throws: NotificationDumpError(line: 4, reason: .tooManyUnknownKeys(limit: 2))) {
      try parser.parse(unknown)
    }
    parser = NotificationDumpParser()
    parser.maximumInputBytes = 10
    #expect(
      throws: NotificationDumpError(line: nil, reason: .inputTooLarge(bytes: 11, limit: 10))
    ) {
      try parser.parse("01234567890")
    }
  }

  @Test("every message is one line")
  func oneLine() {
    for (badLine, _) in Self.malformed {
      if case .failure(let error) = parseResult(Self.header + badLine) {
        #expect(!error.description.contains("\n"))
      }
    }
  }
}

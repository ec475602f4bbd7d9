import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import Testing

/// Issue 14: bare words where a value is printed, frames no keyboard has, and the kind a log's
/// own label names.
@Suite("Dumps: bare words, impossible frames, log labels")
struct DumpReliabilityTests {
  /// A bare dictionary with `line` as its second line; the error, if any, is on line 2.
  static func dictionary(_ line: String) -> String {
    "{\n    \(line)\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 521}, {375, 291}}\";\n}\n"
  }

  static func error(_ text: String) -> NotificationDumpError? {
    do {
      _ = try NotificationDumpParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "a bare word printed as a value is malformed, naming the line and the key",
    arguments: [
      (
        "UIKeyboardAnimationDurationUserInfoKey = abc;", "UIKeyboardAnimationDurationUserInfoKey",
        "abc"
      ),
      (
        "UIKeyboardAnimationDurationUserInfoKey = nan;", "UIKeyboardAnimationDurationUserInfoKey",
        "nan"
      ),
      (
        "UIKeyboardAnimationDurationUserInfoKey = inf;", "UIKeyboardAnimationDurationUserInfoKey",
        "inf"
      ),
      (
        "UIKeyboardAnimationCurveUserInfoKey = seven;", "UIKeyboardAnimationCurveUserInfoKey",
        "seven"
      ),
      ("UIKeyboardFrameBeginUserInfoKey = abc;", "UIKeyboardFrameBeginUserInfoKey", "abc"),
      ("UIKeyboardIsLocalUserInfoKey = maybe;", "UIKeyboardIsLocalUserInfoKey", "maybe"),
      ("UIKeyboardCenterEndUserInfoKey = here", "UIKeyboardCenterEndUserInfoKey", "here"),
    ])
  func bareWord(line: String, key: String, found: String) throws {
    let error = try #require(Self.error(Self.dictionary(line)))
    #expect(error.line == 2)
    guard case .malformedValue(let errorKey, _, let errorFound) = error.reason else {
      Issue.record("reason \(error.reason)")
      return
    }
    #expect(errorKey == key)
    #expect(errorFound == found)
  }

  @Test("Swift's nan and inf after a colon are malformed; other words after a colon are code")
  func colonWords() throws {
    let swift =
      #"[AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): inf, "#
      + #"AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 521}, {375, 291}}]"#
    #expect(Self.error(swift)?.line == 1)
    let code = """
      NSDictionary *info = @{UIKeyboardFrameEndUserInfoKey: frame, UIKeyboardAnimationDurationUserInfoKey: duration};
      \(Self.dictionary("UIKeyboardAnimationDurationUserInfoKey = \"0.25\";"))
      """
    let parsed = try NotificationDumpParser.parse(code)
    #expect(parsed.count == 1)
    #expect(parsed.first?.duration == 0.25)
  }

  @Test(
    "a frame of negative size, or beyond ±100000 pt, is an error naming its line",
    arguments: [
      ("{{0, 812}, {-375, 230}}", NotificationDumpError.GeometryProblem.negativeSize),
      ("{{0, 812}, {375, -0.5}}", .negativeSize),
      ("{{0, 812}, {375, 1e308}}", .beyondRange(KeyboardNotification.coordinateRange)),
      ("{{-100001, 812}, {375, 230}}", .beyondRange(KeyboardNotification.coordinateRange)),
    ])
  func impossibleFrame(rect: String, problem: NotificationDumpError.GeometryProblem) throws {
    let error = try #require(
      Self.error(Self.dictionary("UIKeyboardFrameBeginUserInfoKey = \"NSRect: \(rect)\";")))
    #expect(error.line == 2)
    #expect(
      error.reason
        == .implausibleGeometry(
          key: "UIKeyboardFrameBeginUserInfoKey", found: "NSRect: \(rect)", problem: problem))
  }

  @Test("a centre beyond ±100000 pt is an error too; a negative origin is a real rotated iPad")
  func points() throws {
    let far = Self.error(Self.dictionary("UIKeyboardCenterEndUserInfoKey = \"NSPoint: {1e6, 1}\";"))
    #expect(far?.line == 2)
    let rotated = try NotificationDumpParser.parse(
      Self.dictionary("UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{-352, 0}, {352, 1024}}\";"))
    #expect(rotated.first?.frameBegin == Rect(x: -352, y: 0, width: 352, height: 1024))
  }

  @Test("a screen the frames cannot give names the notification's line")
  func inferredScreen() throws {
    let text = """
      log line
      {
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, -5000}, {375, 291}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, -5000}, {375, 230}}";
      }
      """
    let notifications = try NotificationDumpParser.parse(text)
    #expect(throws: ScenarioError.inferredScreen(width: 375, height: -4770, line: 2)) {
      _ = try Scenario(notifications: notifications, name: "dump")
    }
  }

  @Test(
    "a log's own label names the kind of the dictionary after it",
    arguments: [
      (
        "2024-03-01 10:00:00.000 App[1:2] keyboardDidShow: {", KeyboardNotificationName.Kind.didShow
      ),
      ("-[ChatViewController keyboardWillHide:]\n{", .willHide),
      ("2012-01-19 13:07:03.354 Notes[1453:707] -[VC keyboardWasShown:] {", .didShow),
      ("keyboardWillBeHidden: {", .willHide),
      ("handleKeyboardWillChangeFrame {", .willChangeFrame),
      ("onKeyboardDidHide\n\n{", .didHide),
      ("keyboard_will_show {", .willShow),
    ])
  func label(prefix: String, kind: KeyboardNotificationName.Kind) throws {
    let text =
      prefix + "\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 521}, {375, 291}}\";\n}\n"
    let parsed = try NotificationDumpParser.parse(text)
    #expect(parsed.count == 1)
    #expect(parsed.first?.name?.kind == kind)
    #expect(parsed.first?.form == .objectiveCDictionary)
  }

  @Test("Swift's #function label before a printed dictionary names its kind")
  func swiftFunctionLabel() throws {
    let text =
      #"keyboardWillHide(_:) Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): "#
      + #"NSRect: {{0, 812}, {375, 291}}])"#
    #expect(try NotificationDumpParser.parse(text).first?.name?.kind == .willHide)
  }

  @Test("a name UIKit printed wins over the log's label; a label four lines up is too far")
  func labelLimits() throws {
    let named = """
      keyboardWillShow:
      NSConcreteNotification 0x1 {name = UIKeyboardDidShowNotification; userInfo = {
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 521}, {375, 291}}";
      }}
      """
    #expect(try NotificationDumpParser.parse(named).first?.name?.kind == .didShow)
    let far =
      "keyboardWillHide:\n\n\n\n\n{\n UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 521}, {375, 291}}\";\n}"
    #expect(try NotificationDumpParser.parse(far).first?.name == nil)
  }

  @Test(
    "handler names and other words",
    arguments: [
      ("keyboardWillShow", KeyboardNotificationName.Kind?.some(.willShow)),
      ("KeyboardDidShowNotification", .didShow),
      ("keyboardWillChangeFrameWithNotification", .willChangeFrame),
      ("keyboardFrameDidChange", .didChangeFrame), ("keyboardWillHideHandler", .willHide),
      ("keyboardWillShowSomething", nil), ("keyboard", nil), ("UIKeyboardFrameEndUserInfoKey", nil),
      ("showKeyboard", nil), ("keyboardHeight", nil), ("prekeyboardWillShow", nil),
    ])
  func handlerKind(word: String, kind: KeyboardNotificationName.Kind?) {
    #expect(KeyboardNotificationName.handlerKind(of: word) == kind)
  }

  @Test("a dump labelled willHide analyses as a hide, not as the kind its frames suggest")
  func labelDrivesTheScenario() throws {
    // The frames alone (on screen → on screen) read as a willChangeFrame.
    let text = """
      keyboardWillHide: {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 521}, {375, 291}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 600}, {375, 291}}";
      }
      """
    let scenario = try Scenario(
      notifications: try NotificationDumpParser.parse(text), name: "d", screenHeight: 812)
    #expect(scenario.events.map(\.kind) == [.willHide])
    let unlabelled = try Scenario(
      notifications: try NotificationDumpParser.parse(
        String(text.drop { $0 != "\n" })), name: "d", screenHeight: 812)
    #expect(unlabelled.events.map(\.kind) == [.willChangeFrame])
  }
}

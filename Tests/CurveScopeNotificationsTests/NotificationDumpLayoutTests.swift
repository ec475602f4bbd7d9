import CurveScopeNotifications
import Testing

/// Key order, missing keys and surrounding log noise do not change what is read.
struct NotificationDumpLayoutTests {
  /// The eight entries of a 291 pt keyboard shown on a 375×812 screen, as Objective-C prints
  /// them (key, value) and as Swift prints them.
  static let entries: [(key: String, objectiveC: String, swift: String)] = [
    ("UIKeyboardAnimationCurveUserInfoKey", "7", "7"),
    ("UIKeyboardAnimationDurationUserInfoKey", "\"0.25\"", "0.25"),
    (
      "UIKeyboardBoundsUserInfoKey", "\"NSRect: {{0, 0}, {375, 291}}\"",
      "NSRect: {{0, 0}, {375, 291}}"
    ),
    ("UIKeyboardCenterBeginUserInfoKey", "\"NSPoint: {187.5, 957.5}\"", "NSPoint: {187.5, 957.5}"),
    ("UIKeyboardCenterEndUserInfoKey", "\"NSPoint: {187.5, 666.5}\"", "NSPoint: {187.5, 666.5}"),
    (
      "UIKeyboardFrameBeginUserInfoKey", "\"NSRect: {{0, 812}, {375, 291}}\"",
      "NSRect: {{0, 812}, {375, 291}}"
    ),
    (
      "UIKeyboardFrameEndUserInfoKey", "\"NSRect: {{0, 521}, {375, 291}}\"",
      "NSRect: {{0, 521}, {375, 291}}"
    ),
    ("UIKeyboardIsLocalUserInfoKey", "1", "1"),
  ]

  static func full(line: Int, form: NotificationDumpForm) -> KeyboardNotification {
    expected(
      line: line, form: form, duration: 0.25, curve: 7, begin: rect(0, 812, 375, 291),
      end: rect(0, 521, 375, 291), bounds: rect(0, 0, 375, 291), centerBegin: point(187.5, 957.5),
      centerEnd: point(187.5, 666.5), isLocal: true)
  }

  /// The layouts a dictionary is printed in: Objective-C with `;`, iOS 9 with `,`, Swift.
  static func objectiveC(_ order: [Int]) -> String {
    "{\n" + order.map { "    \(entries[$0].key) = \(entries[$0].objectiveC);\n" }.joined() + "}"
  }

  static func commas(_ order: [Int]) -> String {
    "{\n" + order.map { "    \(entries[$0].key) = \(entries[$0].swift)" }.joined(separator: ",\n")
      + "\n}"
  }

  static func swift(_ order: [Int]) -> String {
    "["
      + order.map { "AnyHashable(\"\(entries[$0].key)\"): \(entries[$0].swift)" }
      .joined(separator: ", ") + "]"
  }

  /// Eight rotations, the reversal and two fixed shuffles of the eight entries.
  static let orders: [[Int]] =
    (0..<8).map { shift in (0..<8).map { ($0 + shift) % 8 } }
    + [Array((0..<8).reversed()), [3, 6, 0, 7, 1, 5, 2, 4], [7, 2, 5, 0, 4, 1, 6, 3]]

  @Test("any key order reads the same, in each layout", arguments: orders)
  func keyOrder(order: [Int]) throws {
    #expect(
      try NotificationDumpParser.parse(Self.objectiveC(order)) == [
        Self.full(line: 1, form: .objectiveCDictionary)
      ])
    #expect(
      try NotificationDumpParser.parse(Self.commas(order)) == [
        Self.full(line: 1, form: .objectiveCDictionary)
      ])
    #expect(
      try NotificationDumpParser.parse(Self.swift(order)) == [
        Self.full(line: 1, form: .swiftDictionary)
      ])
  }

  @Test("a missing key leaves only its field empty", arguments: 0..<8)
  func missingKey(missing: Int) throws {
    let order = (0..<8).filter { $0 != missing }
    var notification = Self.full(line: 1, form: .objectiveCDictionary)
    switch Self.entries[missing].key {
    case "UIKeyboardAnimationCurveUserInfoKey": notification.curve = nil
    case "UIKeyboardAnimationDurationUserInfoKey": notification.duration = nil
    case "UIKeyboardBoundsUserInfoKey": notification.bounds = nil
    case "UIKeyboardCenterBeginUserInfoKey": notification.centerBegin = nil
    case "UIKeyboardCenterEndUserInfoKey": notification.centerEnd = nil
    case "UIKeyboardFrameBeginUserInfoKey": notification.frameBegin = nil
    case "UIKeyboardFrameEndUserInfoKey": notification.frameEnd = nil
    default: notification.isLocal = nil
    }
    #expect(try NotificationDumpParser.parse(Self.objectiveC(order)) == [notification])
    notification.form = .swiftDictionary
    #expect(try NotificationDumpParser.parse(Self.swift(order)) == [notification])
  }

  @Test("one key is enough; a dictionary of unknown keys only is not a notification")
  func sparse() throws {
    let one =
      "log line\n{\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 409}, {375, 258}}\";\n}"
    #expect(
      try NotificationDumpParser.parse(one) == [
        expected(line: 2, form: .objectiveCDictionary, end: rect(0, 409, 375, 258))
      ])
    let unknownOnly = "{ UIKeyboardFrameChangedByUserInteraction = 0; }\n" + one
    #expect(try NotificationDumpParser.parse(unknownOnly).count == 1)
  }

  @Test("notifications mixed with other log lines, JSON, code and prose")
  func mixedLogs() throws {
    let text = """
      2024-05-02 09:12:44.501 Chat[811:2201] [INFO] {"event": "focus", "field": "message", "height": 0}
      2024-05-02 09:12:44.502 Chat[811:2201] -[UIKeyboardImpl setDelegate:force:] https://example.com/a?b=c&d=e
      Move keyboard from {{0, 920}, {320, 216}} to {{0, 352}, {320, 216}} with duration: 0.400000 and animation curve: 7
      let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      2024-05-02 09:12:44.510 Chat[811:2201] \(Self.swift([0, 1, 2, 3, 4, 5, 6, 7]))
      UIKeyboardFrameEndUserInfoKey was {{0, 521}, {375, 291}} — "quoted {text" stays text
      [DEBUG] array: [1, 2, [3, 4]] dict: {a = 1; b = {c = 2;};}
      2024-05-02 09:12:45.010 Chat[811:2201] \(Self.objectiveC([7, 6, 5, 4, 3, 2, 1, 0]))
      done.
      """
    #expect(
      try untimed(NotificationDumpParser.parse(text)) == [
        Self.full(line: 5, form: .swiftDictionary), Self.full(line: 8, form: .objectiveCDictionary),
      ])
  }

  @Test("keys in code or prose, whose values do not start like values, are not entries")
  func codeAndProse() throws {
    let text = """
      UIKeyboardFrameEndUserInfoKey: The key for an NSValue object containing a CGRect.
      NSDictionary *info = @{UIKeyboardFrameEndUserInfoKey: [NSValue valueWithCGRect:frame],
                             UIKeyboardAnimationDurationUserInfoKey: @(0.25)};
      let info = [UIKeyboardFrameBeginUserInfoKey: NSValue(cgRect: begin)]
      UIKeyboardAnimationCurveUserInfoKey =
      \(Self.objectiveC([0, 1, 2, 3, 4, 5, 6, 7]))
      """
    #expect(
      try NotificationDumpParser.parse(text) == [
        Self.full(line: 6, form: .objectiveCDictionary)
      ])
  }

  @Test("Swift Optional(…) around a value is read through")
  func optionalValues() throws {
    let text = """
      ["UIKeyboardAnimationDurationUserInfoKey": Optional(0.25), "UIKeyboardIsLocalUserInfoKey": Optional(true), "UIKeyboardFrameEndUserInfoKey": Optional(NSRect: {{0, 521}, {375, 291}})]
      """
    #expect(
      try NotificationDumpParser.parse(text) == [
        expected(
          line: 1, form: .swiftDictionary, duration: 0.25, end: rect(0, 521, 375, 291),
          isLocal: true)
      ])
  }

  @Test("a name reaches the next dictionary within three lines, and not one further")
  func nameReach() throws {
    let dictionary = Self.objectiveC([0, 1])
    let near = "UIKeyboardWillHideNotification\n\n\n" + dictionary
    #expect(try NotificationDumpParser.parse(near).first?.name?.kind == .willHide)
    let far = "UIKeyboardWillHideNotification\n\n\n\n" + dictionary
    #expect(try NotificationDumpParser.parse(far).first?.name == nil)
  }
}

import CurveScopeNotifications
import Testing

/// Dumps from the debugger and from `dump()`: a UIScreen object with braces in its description,
/// `dump(userInfo)`, lldb `po` trees, and lldb `p`, which shows pointers rather than values.
extension NotificationDumpVariantTests {
  static let screenObject = Variant(
    name: "iOS 16+ Swift Notification whose object is the UIScreen, with braces in its description",
    text: """
      name = UIKeyboardWillShowNotification, object = Optional(<UIScreen: 0x7fd2a2c08a50; frame = (0 0; 390 844); bounds = {{0, 0}, {390, 844}}; mode = <UIScreenMode: 0x600003b5c2a0; size = 1170.000000 x 2532.000000>>), userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7])
      """,
    expected: [
      expected(
        line: 1, form: .swiftNotification, name: "UIKeyboardWillShowNotification", duration: 0.25,
        curve: 7, end: rect(0, 508, 390, 336), isLocal: true)
    ])

  static let swiftDump = Variant(
    name: "Swift dump(userInfo): the one-line form then the tree, counted once",
    text: """
      ▿ Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 409}, {375, 258}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7])
        ▿ some: 2 key/value pairs
          ▿ (2 elements)
            ▿ key: AnyHashable("UIKeyboardFrameEndUserInfoKey")
              - value: "UIKeyboardFrameEndUserInfoKey"
            - value: NSRect: {{0, 409}, {375, 258}}
          ▿ (2 elements)
            ▿ key: AnyHashable("UIKeyboardAnimationCurveUserInfoKey")
              - value: "UIKeyboardAnimationCurveUserInfoKey"
            - value: 7
      """,
    expected: [
      expected(line: 1, form: .swiftDictionary, curve: 7, end: rect(0, 409, 375, 258))
    ])

  static let poUserInfoTree = Variant(
    name: "lldb po of userInfo alone: the tree is the only form",
    text: """
      (lldb) po notification.userInfo!
      ▿ 2 elements
        ▿ 0 : 2 elements
          ▿ key : AnyHashable("UIKeyboardAnimationDurationUserInfoKey")
            - value : "UIKeyboardAnimationDurationUserInfoKey"
          - value : 0.25
        ▿ 1 : 2 elements
          ▿ key : AnyHashable("UIKeyboardFrameEndUserInfoKey")
            - value : "UIKeyboardFrameEndUserInfoKey"
          - value : NSRect: {{0, 409}, {375, 258}}
      """,
    expected: [
      expected(line: 4, form: .lldbMirror, duration: 0.25, end: rect(0, 409, 375, 258))
    ])

  @Test(
    "more variants: UIScreen objects, dump(), po trees",
    arguments: [screenObject, swiftDump, poUserInfoTree])
  func moreVariants(_ variant: Variant) throws {
    #expect(try untimed(NotificationDumpParser.parse(variant.text)) == variant.expected)
  }

  @Test("lldb's p shows pointers, not values: nothing is read from it")
  func lldbPrint() {
    let text = """
      (lldb) p notification.userInfo
      ([AnyHashable : Any]?) 1 key/value pair {
        some = 1 key/value pair {
          [0] = {
            key = "UIKeyboardCenterEndUserInfoKey"
            value = 0x0000600002c4e1c0
          }
        }
      }
      """
    #expect(throws: NotificationDumpError(line: nil, reason: .noNotifications)) {
      try NotificationDumpParser.parse(text)
    }
  }
}

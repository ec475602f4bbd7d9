import CurveScope
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

  static let iOS7ChangeFrame = Variant(
    name: "iOS 7 NSConcreteNotification with UIKeyboardFrameChangedByUserInteraction (SO 19482573)",
    text: """
      NSConcreteNotification 0xc472900 {name = UIKeyboardWillChangeFrameNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
          UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 588}";
          UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 372}";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
          UIKeyboardFrameChangedByUserInteraction = 0;
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
      }}
      """,
    expected: [
      expected(
        line: 1, form: .objectiveCNotification, name: "UIKeyboardWillChangeFrameNotification",
        duration: 0.25, curve: 7, begin: rect(0, 480, 320, 216), end: rect(0, 264, 320, 216),
        bounds: rect(0, 0, 320, 216), centerBegin: point(160, 588), centerEnd: point(160, 372),
        other: ["UIKeyboardFrameChangedByUserInteraction": "0"])
    ])

  static let iOS9Commas = Variant(
    name: "iOS 9 description: unquoted values, commas, unsorted keys (GitHub source comments)",
    text: """
      NSConcreteNotification 0x7f8bdbe54290 {name = UIKeyboardWillChangeFrameNotification; userInfo = {
          UIKeyboardFrameBeginUserInfoKey = NSRect: {{0, 568}, {320, 253}},
          UIKeyboardCenterEndUserInfoKey = NSPoint: {160, 441.5},
          UIKeyboardBoundsUserInfoKey = NSRect: {{0, 0}, {320, 253}},
          UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 315}, {320, 253}},
          UIKeyboardAnimationDurationUserInfoKey = 0.25,
          UIKeyboardCenterBeginUserInfoKey = NSPoint: {160, 694.5},
          UIKeyboardAnimationCurveUserInfoKey = 7,
          UIKeyboardIsLocalUserInfoKey = 1
      }}
      """,
    expected: [
      expected(
        line: 1, form: .objectiveCNotification, name: "UIKeyboardWillChangeFrameNotification",
        duration: 0.25, curve: 7, begin: rect(0, 568, 320, 253), end: rect(0, 315, 320, 253),
        bounds: rect(0, 0, 320, 253), centerBegin: point(160, 694.5),
        centerEnd: point(160, 441.5), isLocal: true)
    ])

  static let swiftOneLine = Variant(
    name: "Swift print after a printed name, 54 pt begin frame (RxBus README, iPhone XR)",
    text: """
      UIKeyboardWillShowNotification, userInfo: [AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {207, 745.5}, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 896}, {414, 54}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 595}, {414, 301}}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {414, 301}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {207, 923}]
      """,
    expected: [
      expected(
        line: 1, form: .swiftNotification, name: "UIKeyboardWillShowNotification", duration: 0.25,
        curve: 7, begin: rect(0, 896, 414, 54), end: rect(0, 595, 414, 301),
        bounds: rect(0, 0, 414, 301), centerBegin: point(207, 923), centerEnd: point(207, 745.5),
        isLocal: true)
    ])

  static let swift2 = Variant(
    name: "Swift 2 print: Optional([Key: value]) with bare keys (GitHub source comments)",
    text: """
      Optional([UIKeyboardFrameBeginUserInfoKey: NSRect: {{0, 736}, {414, 226}}, UIKeyboardCenterEndUserInfoKey: NSPoint: {207, 623}, UIKeyboardBoundsUserInfoKey: NSRect: {{0, 0}, {414, 226}}, UIKeyboardFrameEndUserInfoKey: NSRect: {{0, 510}, {414, 226}}, UIKeyboardAnimationDurationUserInfoKey: 0.25, UIKeyboardCenterBeginUserInfoKey: NSPoint: {207, 849}, UIKeyboardAnimationCurveUserInfoKey: 7, UIKeyboardIsLocalUserInfoKey: 1])
      """,
    expected: [
      expected(
        line: 1, form: .swiftDictionary, duration: 0.25, curve: 7, begin: rect(0, 736, 414, 226),
        end: rect(0, 510, 414, 226), bounds: rect(0, 0, 414, 226), centerBegin: point(207, 849),
        centerEnd: point(207, 623), isLocal: true)
    ])

  static let stringKeys = Variant(
    name: "Swift [String: Any] print with quoted keys and a zero-height end frame",
    text: """
      ["UIKeyboardFrameBeginUserInfoKey": NSRect: {{0, 407}, {375, 260}}, "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardFrameEndUserInfoKey": NSRect: {{0, 667}, {375, 0}}, "UIKeyboardAnimationDurationUserInfoKey": 0.25]
      """,
    expected: [
      expected(
        line: 1, form: .swiftDictionary, duration: 0.25, curve: 7, begin: rect(0, 407, 375, 260),
        end: rect(0, 667, 375, 0))
    ])

  static let rxSwiftBackticks = Variant(
    name: "Swift Notification over three lines in RxSwift next(…) and markdown backticks (blog)",
    text: """
      `keyboard: next(name = UIKeyboardWillShowNotification,`
      ` object = nil, `
      `userInfo = Optional([AnyHashable("UIKeyboardCenterEndUserInfoKey"):NSPoint: {207, 723}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {207, 1069}, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 896}, {414, 346}}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {414, 346}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]))`
      """,
    expected: [
      expected(
        line: 1, form: .swiftNotification, name: "UIKeyboardWillShowNotification", duration: 0.25,
        curve: 7, begin: rect(0, 896, 414, 346), end: rect(0, 550, 414, 346),
        bounds: rect(0, 0, 414, 346), centerBegin: point(207, 1069), centerEnd: point(207, 723),
        isLocal: true)
    ])

  static let poNotificationCutShort = Variant(
    name: "po notification: fractional sizes, duration 0, the tree cut short (GitHub comment)",
    text: """
      po notification
       ▿ name = UIKeyboardWillChangeFrameNotification,
       object = nil,
       userInfo = Optional([AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 477}, {375, 335}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1,
       AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7,
       AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 445.33333333333326}, {375, 366.66666666666674}}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {375, 366.66666666666674}},
       AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {187.5, 628.66666666666663}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0,
       AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {187.5, 644.5}])
       - name : "UIKeyboardWillChangeFrameNotification"
       ▿ userInfo : 8 elements
       ▿ 0 : 2 elements
       ▿ key : AnyHashable("UIKeyboardFrameBeginUserInfoKey")
       - value : "UIKeyboardFrameBeginUserInfoKey"
       - value : NSRect: {{0, 477}, {375, 335}}
       ▿ 1 : 2 elements
       ▿ key : AnyHashable("UIKeyboardIsLocalUserInfoKey")
       - value : "UIKeyboardIsLocalUserInfoKey"
       - value : 1
      """,
    expected: [
      expected(
        line: 2, form: .swiftNotification, name: "UIKeyboardWillChangeFrameNotification",
        duration: 0, curve: 7, begin: rect(0, 477, 375, 335),
        end: rect(0, 445.33333333333326, 375, 366.66666666666674),
        bounds: rect(0, 0, 375, 366.66666666666674), centerBegin: point(187.5, 644.5),
        centerEnd: point(187.5, 628.66666666666663), isLocal: true)
    ])

  static let rawValueName = Variant(
    name: "print(note.name, note.userInfo!): NSNotification.Name(_rawValue: …)",
    text: """
      NSNotification.Name(_rawValue: UIKeyboardWillHideNotification) [AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 812}, {375, 291}}, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 521}, {375, 291}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7]
      """,
    expected: [
      expected(
        line: 1, form: .swiftNotification, name: "UIKeyboardWillHideNotification", duration: 0.25,
        curve: 7, begin: rect(0, 521, 375, 291), end: rect(0, 812, 375, 291))
    ])

  static let commentedOut = Variant(
    name: "a dump behind // marks with notes between the keys (GitHub source comment)",
    text: """
      //    {name = UIKeyboardDidChangeFrameNotification; userInfo = {
          //键盘弹出或隐藏执行节奏
      //        UIKeyboardAnimationCurveUserInfoKey = 7;
      //  键盘弹出、隐藏耗费时间
      //        UIKeyboardAnimationDurationUserInfoKey = 0;
      //        UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 282}}";
      //        UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 460}";
      //        UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 427}";
      //        UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 352}, {320, 216}}";
      //        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 286}, {320, 282}}";
      //        UIKeyboardIsLocalUserInfoKey = 1;
      //    }}
      """,
    expected: [
      expected(
        line: 1, form: .objectiveCNotification, name: "UIKeyboardDidChangeFrameNotification",
        duration: 0, curve: 7, begin: rect(0, 352, 320, 216), end: rect(0, 286, 320, 282),
        bounds: rect(0, 0, 320, 282), centerBegin: point(160, 460), centerEnd: point(160, 427),
        isLocal: true)
    ])

  static let keyLines = Variant(
    name: "bare key lines, frames listed twice for show and hide (blog annotations)",
    text: """
      UIKeyboardAnimationCurveUserInfoKey = 7; // 动画执行的节奏
      UIKeyboardAnimationDurationUserInfoKey = "0.25"; 键盘弹出/隐藏的动画所需要的时间
      UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
      UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 588}";
      UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 372}";
      // 键盘弹出刚开始的那一刻的frame
      UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
      // 弹出完毕的时候，键盘的frame
      UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
      // 键盘刚要退出那一刻的frame
      UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
      // 键盘退出完毕那一刻的frame
      UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
      """,
    expected: [
      expected(
        line: 1, form: .keyList, duration: 0.25, curve: 7, begin: rect(0, 480, 320, 216),
        end: rect(0, 264, 320, 216), bounds: rect(0, 0, 320, 216), centerBegin: point(160, 588),
        centerEnd: point(160, 372)),
      expected(
        line: 11, form: .keyList, begin: rect(0, 264, 320, 216), end: rect(0, 480, 320, 216)),
    ])

  static let iPadRotation = Variant(
    name: "2012 iPad log: rotated landscape frames, other notifications between (source comment)",
    text: """
       2012-01-19 13:05:48.782 KeyboardNotficationTest[1453:707] note: NSConcreteNotification 0x1a8160 {name = UITextFieldTextDidBeginEditingNotification; object = <UITextField: 0x189f10; frame = (20 20; 97 31); text = ''; clipsToBounds = YES; opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x179830>>}
       2012-01-19 13:05:48.791 KeyboardNotficationTest[1453:707] note: NSConcreteNotification 0x1b0220 {name = UIKeyboardWillChangeFrameNotification; userInfo = {
       UIKeyboardAnimationCurveUserInfoKey = 0;
       UIKeyboardAnimationDurationUserInfoKey = "0.25";
       UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {1024, 352}}";
       UIKeyboardCenterBeginUserInfoKey = "NSPoint: {512, 944}";
       UIKeyboardCenterEndUserInfoKey = "NSPoint: {512, 592}";
       UIKeyboardFrameBeginUserInfoKey = "NSRect: {{-352, 0}, {352, 1024}}";
       UIKeyboardFrameChangedByUserInteraction = 0;
       UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 0}, {352, 1024}}";
       }}
       2012-01-19 13:05:54.070 KeyboardNotficationTest[1453:707] note: NSConcreteNotification 0x19e8d0 {name = UITextFieldTextDidEndEditingNotification; object = <UITextField: 0x189f10; frame = (20 20; 97 31); text = ''; clipsToBounds = YES; opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x179830>>}
       2012-01-19 13:05:54.071 KeyboardNotficationTest[1453:707] {
       UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {1024, 352}}";
       UIKeyboardFrameEndUserInfoKey = "NSRect: {{-352, 0}, {352, 1024}}";
       }
      """,
    expected: [
      expected(
        line: 2, form: .objectiveCNotification, name: "UIKeyboardWillChangeFrameNotification",
        duration: 0.25, curve: 0, begin: rect(-352, 0, 352, 1024), end: rect(0, 0, 352, 1024),
        bounds: rect(0, 0, 1024, 352), centerBegin: point(512, 944), centerEnd: point(512, 592),
        other: ["UIKeyboardFrameChangedByUserInteraction": "0"]),
      expected(
        line: 13, form: .objectiveCDictionary, end: rect(-352, 0, 352, 1024),
        bounds: rect(0, 0, 1024, 352)),
    ])

  static let nameOnly = Variant(
    name: "Swift Notification posted without values: userInfo = nil (Combine playground)",
    text: "name = UIKeyboardWillShowNotification, object = nil, userInfo = nil",
    expected: [
      expected(line: 1, form: .swiftNotification, name: "UIKeyboardWillShowNotification")
    ])

  static let exponents = Variant(
    name: "exponents and negatives of an undocked iPad keyboard (DAKeyboardControl #48)",
    text: """
      {
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{9.86076e-32, -64}, {0, 0}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{7.08514e-32, -64}, {3.01408e-17, 0}}";
          UIKeyboardAnimationDurationUserInfoKey = "2.5E-1";
      }
      """,
    expected: [
      expected(
        line: 1, form: .objectiveCDictionary, duration: 0.25, begin: rect(9.86076e-32, -64, 0, 0),
        end: rect(7.08514e-32, -64, 3.01408e-17, 0))
    ])

  static let otherSpellings = Variant(
    name: "CGRect and CGPoint spellings: Swift, lldb and initialiser forms",
    text: """
      [AnyHashable("UIKeyboardFrameEndUserInfoKey"): (origin = (x = 0, y = 409), size = (width = 375, height = 258)), AnyHashable("UIKeyboardFrameBeginUserInfoKey"): (0.0, 667.0, 375.0, 258.0), AnyHashable("UIKeyboardCenterEndUserInfoKey"): (187.5, 538.0), AnyHashable("UIKeyboardCenterBeginUserInfoKey"): CGPoint(x: 187.5, y: 796), AnyHashable("UIKeyboardBoundsUserInfoKey"): CGRect(x: 0, y: 0, width: 375, height: 258)]
      """,
    expected: [
      expected(
        line: 1, form: .swiftDictionary, begin: rect(0, 667, 375, 258), end: rect(0, 409, 375, 258),
        bounds: rect(0, 0, 375, 258), centerBegin: point(187.5, 796),
        centerEnd: point(187.5, 538))
    ])

  static let githubIssue = Variant(
    name: "GitHub issue: a name in the prose above a fenced dump (RichEditorView #102)",
    text: """
      So as you know when `UIKeyboardWillShow` notification arrives, `userInfo` dictionary is hooked up in notification object.
      This is output from `userInfo` when using default keyboard
      ```
      {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {375, 216}}";
          UIKeyboardCenterBeginUserInfoKey = "NSPoint: {187.5, 775}";
          UIKeyboardCenterEndUserInfoKey = "NSPoint: {187.5, 559}";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
          UIKeyboardIsLocalUserInfoKey = 1;
      }
      ```
      """,
    expected: [
      expected(
        line: 1, form: .objectiveCNotification, name: "UIKeyboardWillShow", duration: 0.25,
        curve: 7, begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216),
        bounds: rect(0, 0, 375, 216), centerBegin: point(187.5, 775),
        centerEnd: point(187.5, 559), isLocal: true)
    ])

  static let objectiveCLiteral = Variant(
    name: "hand-copied @{ … } with a comment line inside (GitHub source comment)",
    text: #"""
      notification.userInfo = @{
      // 键盘弹出\隐藏后的frame
      UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 352}, {320, 216}},
      UIKeyboardAnimationDurationUserInfoKey = 0.25,
      UIKeyboardAnimationCurveUserInfoKey = 7
      }
      """#,
    expected: [
      expected(
        line: 1, form: .objectiveCDictionary, duration: 0.25, curve: 7,
        end: rect(0, 352, 320, 216))
    ])

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

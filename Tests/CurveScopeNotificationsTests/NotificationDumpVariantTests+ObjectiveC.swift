import CurveScopeNotifications

/// Real pasted dumps in Objective-C forms: `NSConcreteNotification` and dictionary descriptions,
/// bare key lines, and `@{ … }` literals.
extension NotificationDumpVariantTests {
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
}

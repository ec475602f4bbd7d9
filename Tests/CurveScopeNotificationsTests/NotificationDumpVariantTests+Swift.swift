import CurveScopeNotifications

/// Real pasted dumps in Swift forms: `print` of a `Notification` or of `userInfo`, Swift 2
/// optionals, `po` output, and the CGRect spellings.
extension NotificationDumpVariantTests {
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

  static let nameOnly = Variant(
    name: "Swift Notification posted without values: userInfo = nil (Combine playground)",
    text: "name = UIKeyboardWillShowNotification, object = nil, userInfo = nil",
    expected: [
      expected(line: 1, form: .swiftNotification, name: "UIKeyboardWillShowNotification")
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
}

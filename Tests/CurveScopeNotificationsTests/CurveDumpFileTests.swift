import CurveScopeNotifications
import Testing

/// Every dump in `Curves/dumps/`, with the values read off the files by hand.
struct CurveDumpFileTests {
  /// iPhone X (375×812), 291 pt keyboard shown: top edge 812 → 521, centres 957.5 → 666.5.
  static let iPhoneXShow: [KeyboardNotification] = [
    "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
    "UIKeyboardDidShowNotification",
  ].enumerated().map { index, name in
    expected(
      line: [2, 12, 23][index], form: .objectiveCNotification, name: name, duration: 0.25,
      curve: 7, begin: rect(0, 812, 375, 291), end: rect(0, 521, 375, 291),
      bounds: rect(0, 0, 375, 291), centerBegin: point(187.5, 957.5),
      centerEnd: point(187.5, 666.5), isLocal: true)
  }

  /// iPad (768×1024) in 2012: no curve, duration or isLocal keys; an undocumented key.
  static let iPadOld: [KeyboardNotification] = [
    expected(
      line: 3, form: .objectiveCDictionary, begin: rect(0, 1024, 768, 264),
      end: rect(0, 760, 768, 264), bounds: rect(0, 0, 768, 264), centerBegin: point(384, 1156),
      centerEnd: point(384, 892), other: ["UIKeyboardFrameChangedByUserInteraction": "0"]),
    expected(
      line: 12, form: .objectiveCDictionary, begin: rect(0, 760, 768, 264),
      end: rect(0, 1024, 768, 264), bounds: rect(0, 0, 768, 264), centerBegin: point(384, 892),
      centerEnd: point(384, 1156), other: ["UIKeyboardFrameChangedByUserInteraction": "0"]),
  ]

  /// iPhone 11 (414×896): 346 pt with QuickType, 301 pt without, and back.
  static let inputSwitch: [KeyboardNotification] = [
    expected(
      line: 1, form: .swiftNotification, name: "UIKeyboardWillShowNotification", duration: 0.25,
      curve: 7, begin: rect(0, 896, 414, 346), end: rect(0, 550, 414, 346),
      bounds: rect(0, 0, 414, 346), centerBegin: point(207, 1069), centerEnd: point(207, 723),
      isLocal: true),
    expected(
      line: 4, form: .swiftNotification, name: "UIKeyboardWillShowNotification", duration: 0.25,
      curve: 7, begin: rect(0, 550, 414, 346), end: rect(0, 595, 414, 301),
      bounds: rect(0, 0, 414, 301), centerBegin: point(207, 723), centerEnd: point(207, 745.5),
      isLocal: true),
    expected(
      line: 6, form: .swiftDictionary, label: ("keyboardWillChangeFrame", .willChangeFrame),
      duration: 0.25, curve: 7, begin: rect(0, 595, 414, 301),
      end: rect(0, 550, 414, 346), bounds: rect(0, 0, 414, 346), centerBegin: point(207, 745.5),
      centerEnd: point(207, 723), isLocal: true),
  ]

  /// Sogou on an iPhone 6 (375×667): 282 → 216 → 282, all as willShow.
  static let sogou: [KeyboardNotification] = [
    (1, 667.0, 282.0, 385.0, 282.0), (11, 385, 282, 451, 216), (21, 451, 216, 385, 282),
  ].map { line, beginY, beginHeight, endY, endHeight in
    expected(
      line: line, form: .objectiveCNotification, name: "UIKeyboardWillShowNotification",
      duration: 0.25, curve: 7, begin: rect(0, beginY, 375, beginHeight),
      end: rect(0, endY, 375, endHeight), bounds: rect(0, 0, 375, endHeight),
      centerBegin: point(187.5, beginY + beginHeight / 2),
      centerEnd: point(187.5, endY + endHeight / 2), isLocal: true)
  }

  /// iPhone 8 (375×667), 260 pt keyboard hidden: 407 → 667.
  static let hide: [KeyboardNotification] = [
    (2, "UIKeyboardWillHideNotification"), (16, "UIKeyboardDidHideNotification"),
  ].map { line, name in
    expected(
      line: line, form: .objectiveCNotification, name: name, duration: 0.25, curve: 7,
      begin: rect(0, 407, 375, 260), end: rect(0, 667, 375, 260), bounds: rect(0, 0, 375, 260),
      centerBegin: point(187.5, 537), centerEnd: point(187.5, 797), isLocal: true)
  }

  /// iOS 8 iPhone 6: QuickType bar shown in place, 225 → 258 pt, duration 0 and curve 0; the
  /// log's labels name the kinds.
  static let predictiveToggle: [KeyboardNotification] = [
    (1, ("keyboardWillChangeFrame", KeyboardNotificationName.Kind.willChangeFrame)),
    (10, ("keyboardWillShow", .willShow)),
  ].map { line, label in
    expected(
      line: line, form: .objectiveCDictionary, label: label, duration: 0, curve: 0,
      begin: rect(0, 442, 375, 225), end: rect(0, 409, 375, 258), bounds: rect(0, 0, 375, 258),
      centerBegin: point(187.5, 554.5), centerEnd: point(187.5, 538))
  }

  /// iPhone 14 (390×844), `po notification` (one line then the same values as a tree, counted
  /// once) and `po notification.userInfo` (a tree of three keys).
  static let swiftMirror: [KeyboardNotification] = [
    expected(
      line: 2, form: .swiftNotification, name: "UIKeyboardWillShowNotification", duration: 0.25,
      curve: 7, begin: rect(0, 844, 390, 336), end: rect(0, 508, 390, 336),
      bounds: rect(0, 0, 390, 336), centerBegin: point(195, 1012), centerEnd: point(195, 676),
      isLocal: true),
    expected(line: 41, form: .lldbMirror, duration: 0.25, curve: 7, end: rect(0, 844, 390, 336)),
  ]

  /// iOS 3 iPhone (320×480): bounds and centres only, 0.3 s, curve 0; the log's labels name
  /// the kinds.
  static let iOS3: [KeyboardNotification] = [
    (1, 588.0, 372.0, ("keyboardWillShow", KeyboardNotificationName.Kind.willShow)),
    (8, 372, 588, ("keyboardWillHide", .willHide)),
  ].map { line, beginY, endY, label in
    expected(
      line: line, form: .objectiveCDictionary, label: label, duration: 0.3, curve: 0,
      bounds: rect(0, 0, 320, 216), centerBegin: point(160, beginY), centerEnd: point(160, endY))
  }

  static let cases: [(String, [KeyboardNotification])] = [
    ("objc-iphone-x-show.txt", iPhoneXShow),
    ("nslog-bare-ipad-old.txt", iPadOld),
    ("swift-print-input-switch.txt", inputSwitch),
    ("third-party-sogou-triple.txt", sogou),
    ("lldb-po-hide-iphone8.txt", hide),
    ("nslog-predictive-toggle.txt", predictiveToggle),
    ("lldb-po-swift-mirror.txt", swiftMirror),
    ("ios3-iphone-bounds-centers.txt", iOS3),
  ]

  @Test("each dump reads to the values written in it", arguments: cases.map(\.0))
  func dump(name: String) throws {
    let expected = Self.cases.first { $0.0 == name }?.1
    let parsed = try NotificationDumpParser.parse(try DumpFixtures.text(name))
    #expect(untimed(parsed) == expected)
  }

  @Test("the dumps printed by NSLog keep each notification's time, in ms after the first")
  func loggedTimes() throws {
    let cases: [(String, [Double?])] = [
      ("objc-iphone-x-show.txt", [0, 0.555, 519.461]),
      ("third-party-sogou-triple.txt", [0, 31, 179]),
      ("nslog-bare-ipad-old.txt", [0, 6472]),
      ("nslog-predictive-toggle.txt", [0, 1]),
      ("ios3-iphone-bounds-centers.txt", [0, 5438]),
      ("swift-print-input-switch.txt", [nil, nil, nil]),
    ]
    for (name, expected) in cases {
      let parsed = try NotificationDumpParser.parse(try DumpFixtures.text(name))
      let first = parsed.compactMap(\.loggedAt).first
      let times = parsed.map { notification in
        notification.loggedAt.flatMap { stamp in first.map { stamp.seconds(since: $0) * 1000 } }
      }
      #expect(times.count == expected.count, "\(name)")
      for (time, value) in zip(times, expected) {
        #expect(
          (time == nil && value == nil) || abs((time ?? .nan) - (value ?? .nan)) < 1e-6,
          "\(name): \(times)")
      }
    }
  }

  @Test("every file in Curves/dumps has a case, and every form appears")
  func coverage() {
    #expect(DumpFixtures.names == Self.cases.map(\.0).sorted())
    let forms = Set(Self.cases.flatMap(\.1).map(\.form))
    #expect(
      forms.isSuperset(of: [
        .objectiveCNotification, .objectiveCDictionary, .swiftDictionary, .swiftNotification,
        .lldbMirror,
      ]))
  }

  @Test("the dumps' keyboard heights are known iPhone keyboard heights")
  func heights() throws {
    let heights = Set(Self.cases.flatMap(\.1).compactMap(\.endHeight))
    #expect(heights == [291, 264, 346, 301, 282, 216, 260, 258, 336])
  }
}

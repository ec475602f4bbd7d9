import CurveScopeNotifications
import Testing

/// Names and derived geometry of a notification.
struct KeyboardNotificationTests {
  @Test(
    "every UIKit spelling of a name maps to its kind",
    arguments: [
      ("UIKeyboardWillShowNotification", KeyboardNotificationName.Kind.willShow),
      ("UIResponder.keyboardWillShowNotification", .willShow),
      ("NSNotification.Name.UIKeyboardWillShow", .willShow),
      ("keyboardDidShowNotification", .didShow),
      ("UIKeyboardWillHideNotification", .willHide),
      ("UIKeyboardDidHide", .didHide),
      ("UIKeyboardWillChangeFrameNotification", .willChangeFrame),
      ("UIResponder.keyboardDidChangeFrameNotification", .didChangeFrame),
    ])
  func nameKinds(raw: String, kind: KeyboardNotificationName.Kind) {
    let name = KeyboardNotificationName(rawValue: raw)
    #expect(name.kind == kind)
    #expect(name.rawValue == raw)
  }

  @Test("other names keep their text and have no kind")
  func otherNames() {
    for raw in ["UITextFieldTextDidBeginEditingNotification", "keyboardWillShow", "", "."] {
      #expect(KeyboardNotificationName(rawValue: raw).kind == nil)
    }
  }

  @Test("canonical spellings of each kind")
  func canonical() {
    #expect(
      KeyboardNotificationName(.willChangeFrame).rawValue
        == "UIKeyboardWillChangeFrameNotification")
    #expect(
      KeyboardNotificationName.Kind.didHide.swiftName
        == "UIResponder.keyboardDidHideNotification")
    #expect(
      KeyboardNotificationName.Kind.allCases.filter(\.isBeforeAnimation)
        == [.willShow, .willHide, .willChangeFrame])
  }

  /// iPhone X, 291 pt keyboard: shown (812 → 521), hidden (521 → 812).
  static let shown = expected(
    line: 1, form: .objectiveCNotification, duration: 0.25, curve: 7,
    begin: rect(0, 812, 375, 291), end: rect(0, 521, 375, 291))
  static let hidden = expected(
    line: 1, form: .objectiveCNotification, duration: 0.25, curve: 7,
    begin: rect(0, 521, 375, 291), end: rect(0, 812, 375, 291))

  @Test("height, travel and screen coverage of a show and a hide on an 812 pt screen")
  func showAndHide() {
    #expect(Self.shown.endHeight == 291)
    #expect(Self.shown.verticalTravel == -291)
    #expect(Self.shown.visibleEndHeight(screenHeight: 812) == 291)
    #expect(Self.shown.visibleBeginHeight(screenHeight: 812) == 0)
    #expect(Self.shown.isEndFrameOnScreen(screenHeight: 812) == true)
    #expect(Self.shown.isBeginFrameOnScreen(screenHeight: 812) == false)
    #expect(Self.shown.inferredScreenHeight == 812)
    #expect(Self.hidden.verticalTravel == 291)
    #expect(Self.hidden.visibleEndHeight(screenHeight: 812) == 0)
    #expect(Self.hidden.isEndFrameOnScreen(screenHeight: 812) == false)
    #expect(Self.hidden.inferredScreenHeight == 812)
    #expect(Self.shown.isAnimated == true)
  }

  @Test("a keyboard partly below a shorter screen covers only the part on screen")
  func partlyVisible() {
    // The 291 pt keyboard at y = 521 on a 667 pt screen covers 667 − 521 = 146 pt.
    #expect(Self.shown.visibleEndHeight(screenHeight: 667) == 146)
    // A frame above the top edge is clipped at 0: {{0, -216}, {320, 216}} covers nothing.
    let above = expected(line: 1, form: .keyList, end: rect(0, -216, 320, 216))
    #expect(above.visibleEndHeight(screenHeight: 480) == 0)
  }

  @Test("iOS 3 frames come from bounds and centres")
  func iOS3Frames() {
    let notification = expected(
      line: 1, form: .objectiveCDictionary, duration: 0.3, curve: 0,
      bounds: rect(0, 0, 320, 216), centerBegin: point(160, 588), centerEnd: point(160, 372))
    // Centre 372 − 216 / 2 = 264; centre 588 − 108 = 480.
    #expect(notification.resolvedFrameEnd == rect(0, 264, 320, 216))
    #expect(notification.resolvedFrameBegin == rect(0, 480, 320, 216))
    #expect(notification.endHeight == 216)
    #expect(notification.inferredScreenHeight == 480)
    #expect(notification.visibleEndHeight(screenHeight: 480) == 216)
  }

  @Test("without frames or centres, the height is the bounds' height")
  func boundsHeight() {
    let notification = expected(
      line: 1, form: .objectiveCNotification, bounds: rect(0, 0, 320, 216))
    #expect(notification.endHeight == 216)
    #expect(notification.resolvedFrameEnd == nil)
  }

  @Test("missing frames give missing answers; a zero duration is not animated")
  func missing() {
    let empty = expected(line: 1, form: .keyList, duration: 0)
    #expect(empty.endHeight == nil)
    #expect(empty.verticalTravel == nil)
    #expect(empty.isEndFrameOnScreen(screenHeight: 812) == nil)
    #expect(empty.inferredScreenHeight == nil)
    #expect(empty.isAnimated == false)
    let zeroHeights = expected(
      line: 1, form: .keyList, begin: rect(0, 0, 0, 0), end: rect(0, 0, 0, 0))
    #expect(zeroHeights.inferredScreenHeight == nil)
  }
}

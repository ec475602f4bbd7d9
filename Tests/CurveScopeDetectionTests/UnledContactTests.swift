import Testing

@testable import CurveScopeDetection

/// A bar read as resting on a moving keyboard by its lowest points alone stands only where the
/// frame before shows it riding the keyboard, or near where the contact puts it: a plain band of
/// the page's level matches a plain bar bottom anywhere (the dark messenger look's 15 fps GIF:
/// the rising keyboard covered the bar, and its edge was read as the bar's on two frames).
struct UnledContactTests {
  typealias Sighting = BarTracker.Sighting

  static func seen(_ bottom: Double) -> Sighting {
    Sighting(bottom: bottom, ratio: 0.05, covered: false, byContact: false)
  }

  static func contact(_ bottom: Double) -> Sighting {
    Sighting(bottom: bottom, ratio: BarTracker.seenRatio, covered: false, byContact: true)
  }

  /// The keyboard rests at 516 px; at a pixel a point a contact is near within 6 px.
  static func kept(_ sightings: [Sighting?], keyboardTops: [Double?]) -> [Sighting?] {
    BarTracker.withoutUnledContacts(
      sightings, keyboardTops: keyboardTops, restingTop: 516, pixelsPerPoint: 1)
  }

  @Test func contactAfterTheBarRestedAtTheScreensBottomIsDropped() {
    // Frame 0: the keyboard hidden, the bar on the screen's bottom (851 px). Frame 1: the
    // keyboard risen to 774 px, and a contact there: the bar would have jumped 77 px onto it
    // with nothing but its plain lowest rows to show for it.
    let kept = Self.kept([Self.seen(851), Self.contact(774)], keyboardTops: [nil, 774])
    #expect(kept[0] != nil)
    #expect(kept[1] == nil)
  }

  @Test func contactTheRegistrationBacksIsKeptAfterTheBarRestedAtTheBottom() {
    // The same frames, but the registration also placed the bar near the keyboard (less
    // clearly than the contact): a plain grey bar on a light page in a dithered GIF, whose
    // show's first frame the registration sees at a ratio of 0.10.
    var backed = Self.contact(774)
    backed.contactRegistered = true
    let kept = Self.kept([Self.seen(851), backed], keyboardTops: [nil, 774])
    #expect(kept[1]?.bottom == 774)
  }

  @Test func contactAfterTheBarRodeTheKeyboardIsKept() {
    // Frame 0: the bar seen 3 px above a keyboard at 700 px; frame 1: a contact at 640 px.
    let kept = Self.kept([Self.seen(697), Self.contact(640)], keyboardTops: [700, 640])
    #expect(kept[1]?.bottom == 640)
  }

  @Test func contactNearTheBarsPlaceBeforeIsKept() {
    // Frame 0: the keyboard's edge not placed, the bar seen at 777 px; frame 1: a contact at
    // 774 px, 3 px away.
    let kept = Self.kept([Self.seen(777), Self.contact(774)], keyboardTops: [nil, 774])
    #expect(kept[1]?.bottom == 774)
  }

  @Test func contactAfterACoveredOrUnseenBarIsDropped() {
    let covered = Sighting(bottom: 800, ratio: 0.1, covered: true, byContact: false)
    #expect(Self.kept([covered, Self.contact(774)], keyboardTops: [780, 774])[1] == nil)
    #expect(Self.kept([nil, Self.contact(774)], keyboardTops: [780, 774])[1] == nil)
  }

  @Test func contactWithTheKeyboardAtRestIsKept() {
    // At its resting place, the keyboard's edge and the bar's lowest rows suffice.
    let kept = Self.kept([Self.seen(851), Self.contact(516)], keyboardTops: [nil, 516])
    #expect(kept[1]?.bottom == 516)
  }
}

import Testing

@testable import CurveScopeDetection

/// A bar left on its resting place while the keyboard rises over it between two frames (a GIF
/// at 15 fps): it is under the keyboard only where nothing above the keyboard changed since the
/// frame that showed it; a bar that rode up into those rows, missed by the registration, is not.
struct BarUnderKeyboardTests {
  static let rows = 200
  static let strips = 4

  /// A page of 200 rows, 1 px/pt: rows striped by `page(row)`, the keyboard (level 200) from
  /// `keyboard` down, and a bar (level 90, 20 rows) whose bottom is `bar` when drawn.
  static func profile(keyboard: Int, bar: Int?) -> [UInt8] {
    var values: [UInt8] = []
    for row in 0..<rows {
      let level: UInt8
      if row >= keyboard {
        level = 200
      } else if let bar, row < bar, row >= bar - 20 {
        level = 90
      } else {
        level = row % 10 < 5 ? 40 : 60
      }
      values += Array(repeating: level, count: strips)
    }
    return values
  }

  static func store(_ frames: [(keyboard: Int, bar: Int?)]) -> ProfileStore {
    var store = ProfileStore(rows: rows, strips: strips)
    for frame in frames {
      store.append(profile(keyboard: frame.keyboard, bar: frame.bar), strips: strips)
    }
    return store
  }

  static func edges(_ frames: [(keyboard: Int, bar: Int?)], seen: [Bool]) -> [FrameEdges] {
    zip(frames, seen).map { frame, seen in
      FrameEdges(
        keyboardTop: frame.keyboard < rows
          ? DetectedEdge(row: Double(frame.keyboard), confidence: 1, evidence: .keyboardRegistered)
          : nil,
        barBottom: seen
          ? frame.bar.map {
            DetectedEdge(row: Double($0), confidence: 0.9, evidence: .barRegistered)
          } : nil)
    }
  }

  @Test func barLeftWhereItWasIsUnderTheRisingKeyboard() {
    // The bar rests on the screen's bottom (row 196) with the keyboard hidden; the keyboard
    // passes its whole place between frames 0 and 1 and rises on; the bar jumps up at frame 4.
    let drawn: [(keyboard: Int, bar: Int?)] = [
      (200, 196), (160, 196), (130, 196), (112, 196), (110, 102),
    ]
    let flags = BarUnderKeyboard.flags(
      Self.edges(drawn, seen: [true, false, false, false, true]), store: Self.store(drawn),
      usable: [], barTopUp: 82, barHeight: 20, pixelsPerPoint: 1)
    #expect(flags == [false, true, true, true, false])
  }

  @Test func barThatRodeUpMissedByTheRegistrationIsNotUnderIt() {
    // The same keyboard with the bar riding 8 rows above it, not registered on frames 1–3:
    // the rows above the keyboard changed where the bar came into them.
    let drawn: [(keyboard: Int, bar: Int?)] = [
      (200, 196), (160, 152), (130, 122), (112, 104), (110, 102),
    ]
    let flags = BarUnderKeyboard.flags(
      Self.edges(drawn, seen: [true, false, false, false, true]), store: Self.store(drawn),
      usable: [], barTopUp: 82, barHeight: 20, pixelsPerPoint: 1)
    #expect(flags == [false, false, false, false, false])
  }

  @Test func keyboardThatHasNotPassedTheWholeBarLeavesItUnjudged() {
    // The keyboard's edge inside the bar's place (row 186, the bar's top at 176): the bar's
    // rows above it register as covered there; nothing is inferred from its absence.
    let drawn: [(keyboard: Int, bar: Int?)] = [(200, 196), (186, 196)]
    let flags = BarUnderKeyboard.flags(
      Self.edges(drawn, seen: [true, false]), store: Self.store(drawn), usable: [],
      barTopUp: 82, barHeight: 20, pixelsPerPoint: 1)
    #expect(flags == [false, false])
  }

  @Test func layoutStillInItsHiddenStateHidesTheBarUnderTheKeyboard() {
    // The hide of a layout that drops at once: frame 0 shows the keyboard up and the bar on it
    // (bottom 102); on frame 1 the page above the falling keyboard (row 150) is already the
    // hidden screen's, the bar's hidden place (bottom 196) wholly under the keyboard.
    let drawn: [(keyboard: Int, bar: Int?)] = [(110, 102), (150, 196), (200, 196)]
    let hidden = ProfileImage(
      rows: Self.rows, strips: Self.strips,
      values: Self.profile(keyboard: 200, bar: 196).map(Float.init))
    let flags = BarUnderKeyboard.flags(
      Self.edges(drawn, seen: [true, false, true]), store: Self.store(drawn), usable: [],
      barTopUp: 82, barHeight: 20, hidden: (hidden, 196), pixelsPerPoint: 1)
    #expect(flags == [false, true, false])
    // A bar that rode down on the keyboard, 8 rows above it, changes the rows there.
    let riding: [(keyboard: Int, bar: Int?)] = [(110, 102), (150, 142), (200, 196)]
    let none = BarUnderKeyboard.flags(
      Self.edges(riding, seen: [true, false, true]), store: Self.store(riding), usable: [],
      barTopUp: 82, barHeight: 20, hidden: (hidden, 196), pixelsPerPoint: 1)
    #expect(none == [false, false, false])
  }
}

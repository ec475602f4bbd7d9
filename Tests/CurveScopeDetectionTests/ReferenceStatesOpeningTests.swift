import Testing

@testable import CurveScopeDetection

/// A recording trimmed to open mid-show (as a GIF cut to the action is): its first frames hold
/// a glass keyboard's first rows, which differ from the keyboard at rest by more than a
/// registration allows (what shows through the glass), so they pass for frames without the
/// keyboard. The frames after the hide show the page alone; as many of them as of the opening
/// frames, they are the hidden state, for they are the least like the keyboard.
struct ReferenceStatesOpeningTests {
  typealias Drawn = ReferenceStatesTests

  /// The keyboard's top frame by frame: 40 rows up at the open (frames 0–1), a show to 120
  /// (2–5), at rest up (6–30), a hide (31–34) and the page alone (35–36).
  static let tops =
    [160, 160, 150, 135, 125, 120] + [Int](repeating: 120, count: 25) + [
      140, 165, 190, 200, 200, 200,
    ]
  static let shifts =
    [0, 0, -10, -15, -10, -5] + [Int](repeating: 0, count: 25) + [20, 25, 25, 10, 0, 0]

  /// The frames, the opening two with the glass 6 levels brighter than at rest.
  static func store() -> ProfileStore {
    var store = ProfileStore(rows: Drawn.rows, strips: Drawn.strips)
    for (index, top) in tops.enumerated() {
      var profile = Drawn.frame(top: top)
      if index < 2 {
        for offset in (top * Drawn.strips)..<profile.count { profile[offset] += 6 }
      }
      store.append(profile, strips: Drawn.strips)
    }
    return store
  }

  @Test func theHiddenStateIsThePageAloneNotTheOpeningKeyboard() throws {
    let runs = MotionRun.runs(shifts: Self.shifts, minimumTravel: Drawn.minimumTravel)
    #expect(runs.map(\.first) == [2, 31])
    let store = Self.store()
    let states = try #require(
      ReferenceStates.find(coarse: store, factor: 1, runs: runs, shifts: Self.shifts))
    #expect(states.upFrames.first == 6, "\(states.upFrames)")
    // The premise: the opening frames are not registered as the keyboard held low, and hold
    // as many frames as the page alone after the hide.
    let reference = ProfileImage.median(of: store, frames: states.upFrames)
    let band = BandMotion.band(rows: Drawn.rows)
    #expect(
      ReferenceStates.keyboardShift(coarse: store, frame: 0, reference: reference, band: band)
        == nil)
    // Before, the first look found (the opening frames) was taken.
    #expect(states.hiddenFrames == [35, 36], "\(states.hiddenFrames)")
  }
}

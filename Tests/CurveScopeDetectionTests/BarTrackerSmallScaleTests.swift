import Testing

@testable import CurveScopeDetection

/// The bar followed where a point is about a pixel or less (a downscaled copy, a GIF), on drawn
/// row profiles (16 strips). A bar resting on the keyboard that grew (a second line typed) is
/// seen by its lowest rows on the keyboard even where the keyboard is placed a row off (at this
/// size its first row blends with the bar's lowest ones, and its registration moves by a row
/// from frame to frame), and not where a gap of page rows parts it from the keyboard.
struct BarTrackerSmallScaleTests {
  static let strips = 16

  static func store(_ frames: [[UInt8]], rows: Int) -> ProfileStore {
    var store = ProfileStore(rows: rows, strips: strips)
    for frame in frames { store.append(frame, strips: strips) }
    return store
  }

  /// A 240-row frame at 0.42 px/pt: chat rows above, a light bar with a hairline on top and a
  /// white field holding `lines` lines of text (7 rows each), its lowest rows plain and ending
  /// at `barBottom`, page rows down to a keyboard from row `keyboard` (a darker first row, then
  /// key rows).
  static func slackFrame(barBottom: Int, keyboard: Int, lines: Int) -> [UInt8] {
    let rows = 240
    var values = [UInt8](repeating: 0, count: rows * strips)
    let barTop = barBottom - 6 - 7 * lines - 1
    for row in 0..<rows {
      for strip in 0..<strips {
        let middle = strip > 1 && strip < 14
        var level = 200 + (row * 7 + strip * 13) % 23
        if row >= barTop, row < barBottom {
          let inner = row - barTop
          if inner == 0 {
            level = 170
          } else if row < barBottom - 6 {
            // Text: each line its own pattern (another line typed changes every row).
            let line = (row - barTop - 1) / 7
            level = middle ? 255 - ((row * 11 + strip * 5 + line * 17) % 9) * 14 : 239
          } else {
            level =
              row < barBottom - 3 ? (middle ? 255 : 239) : [246, 239, 242][row - barBottom + 3]
          }
        }
        if row >= keyboard {
          level = row == keyboard ? 198 : 150 + (row * 5 + strip * 3) % 40
        }
        values[row * strips + strip] = UInt8(level)
      }
    }
    return values
  }

  @Test func grownBarRestsOnAKeyboardPlacedARowOff() {
    // Frames 0–5: the bar of one line resting on the keyboard at row 133; frames 6–9: the bar
    // grown by a line; frame 10: the bar of one line 5 rows above the keyboard (page rows
    // between: no contact).
    var frames = (0..<6).map { _ in Self.slackFrame(barBottom: 133, keyboard: 133, lines: 1) }
    frames += (0..<4).map { _ in Self.slackFrame(barBottom: 133, keyboard: 133, lines: 2) }
    frames.append(Self.slackFrame(barBottom: 128, keyboard: 133, lines: 1))
    let store = Self.store(frames, rows: 240)
    let reference = ProfileImage.median(of: store, frames: Array(0..<6))
    let bar = RidingBar(
      bottom: 133, touchesKeyboard: true, edge: .background, travel: 100,
      templateRows: 118..<133)
    let tracker = BarTracker(
      store: store, coarse: store.coarse(factor: 1), factor: 1, reference: reference, bar: bar,
      keyboardRestingTop: 133, pixelsPerPoint: 0.42)
    // The keyboard as the tracker placed it: at rest, then a row low, a row high, at rest, a
    // row low; and a row low with the bar parted from it.
    let tops: [Double?] = [133, 133, 133, 133, 133, 133, 134, 132, 133, 134, 134]
    let sightings = tracker.track(keyboardTops: tops)
    for frame in 0..<10 {
      #expect(sightings[frame]?.covered == false, "frame \(frame)")
      #expect(
        sightings[frame]?.bottom == tops[frame],
        "frame \(frame): \(String(describing: sightings[frame]))")
    }
    for frame in 6..<10 {
      #expect(sightings[frame]?.byContact == true, "frame \(frame)")
    }
    // Parted by 5 page rows (12 pt): not on the keyboard, wherever the keyboard is placed.
    #expect(sightings[10].map { $0.byContact } != true, "\(String(describing: sightings[10]))")
  }
}

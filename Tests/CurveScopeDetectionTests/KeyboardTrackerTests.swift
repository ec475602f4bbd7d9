import Testing

@testable import CurveScopeDetection

/// The keyboard's template registered frame by frame (``KeyboardTracker``) where a bar rests on
/// the keyboard at 1 px/pt and the keyboard's top edge lies late in its row: the row the edge
/// falls in is mostly the bar's.
struct KeyboardTrackerTests {
  static let rows = 800
  static let strips = 16
  /// The keyboard's top at rest: row 450 is nine tenths bar, one tenth keyboard.
  static let restingTop = 450.9

  /// A frame with the keyboard `drop` rows below its resting place: a page (100) with lines of
  /// text, the bar's plain background (200) 50 rows tall resting on the keyboard, and the
  /// keyboard: a strip of 206 for 8 rows, then key rows (keys 230 or 150 by strip, gaps 170);
  /// each row the mean of its span.
  static func profile(drop: Int) -> [UInt8] {
    let top = restingTop + Double(drop)
    func level(_ y: Double, strip: Int) -> Double {
      if y >= top {
        // The panel's first 8 rows (a suggestion strip) a few levels off the bar's.
        if y < top + 8 { return 206 }
        return (y - top).truncatingRemainder(dividingBy: 40) < 30
          ? (strip % 3 == 0 ? 150 : 230) : 170
      }
      if y >= top - 50 { return 200 }
      return Int(y) % 30 < 4 ? 40 : 100
    }
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        let mean =
          (0..<10).map { level(Double(row) + (Double($0) + 0.5) / 10, strip: strip) }
          .reduce(0, +) / 10
        values[row * strips + strip] = UInt8(mean.rounded())
      }
    }
    return values
  }

  @Test func barRestingOnTheKeyboardDoesNotVetoItsEdgeLateInARow() {
    let drops = [0, 0, 0, 0, 20, 40, 60, 80, 100]
    var store = ProfileStore(rows: Self.rows, strips: Self.strips)
    for drop in drops { store.append(Self.profile(drop: drop), strips: Self.strips) }
    let reference = ProfileImage.median(of: store, frames: [0, 1, 2, 3])
    let tracker = KeyboardTracker(
      store: store, coarse: store.coarse(factor: 2), factor: 2, reference: reference,
      restingTop: Self.restingTop, pixelsPerPoint: 1,
      usable: [[Int]?](repeating: nil, count: Self.rows))
    // The template's first row (450) is nine tenths the bar's look: the veto compares the rows
    // above a placement from the template's second row on. From its first, the bar's rows
    // above every placement continued it and vetoed them all: no frame had a keyboard.
    #expect(tracker.fine.vetoFrom == 1)
    let matches = tracker.track()
    for (frame, drop) in drops.enumerated() {
      let top = matches[frame]?.top ?? .nan
      #expect(abs(top - (Self.restingTop + Double(drop))) <= 0.5, "frame \(frame): \(top)")
    }
  }
}

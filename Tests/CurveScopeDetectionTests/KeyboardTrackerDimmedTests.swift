import Testing

@testable import CurveScopeDetection

/// A keyboard at rest under an alert's dimming overlay (``KeyboardTracker/restoredMatch(_:templateTop:)``):
/// the whole screen at 0.64 of its brightness, as iOS dims it, with a white box over the
/// keyboard's first rows in the middle strips. Registered as it is, no row matches; the
/// dimming undone, the keyboard is placed at rest.
struct KeyboardTrackerDimmedTests {
  static let rows = 600
  static let strips = 16
  static let restingTop = 330.0

  /// A frame: a page with lines of text, the keyboard from `keyboard` (`nil`: hidden), a
  /// suggestion strip of 12 rows then key rows (keys 235 or 150 by strip, gaps 175); every
  /// level times `gain`, and a white box (`box`: rows 300–359, strips 2–13) drawn over it.
  static func profile(keyboard: Int?, gain: Double = 1, box: Bool = false) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        var level: Double = row % 30 < 4 ? 40 : 120
        if let keyboard, row >= keyboard {
          let inner = row - keyboard
          level = inner < 12 ? 206 : (inner % 40 < 30 ? (strip % 3 == 0 ? 150 : 235) : 175)
        }
        level *= gain
        if box, (300..<360).contains(row), (2...13).contains(strip) { level = 250 }
        values[row * strips + strip] = UInt8(level.rounded())
      }
    }
    return values
  }

  static func tracker(_ frames: [[UInt8]]) -> KeyboardTracker {
    var store = ProfileStore(rows: rows, strips: strips)
    for frame in frames { store.append(frame, strips: strips) }
    let reference = ProfileImage.median(of: store, frames: [0, 1, 2])
    return KeyboardTracker(
      store: store, coarse: store.coarse(factor: 2), factor: 2, reference: reference,
      restingTop: restingTop, pixelsPerPoint: 2,
      usable: [[Int]?](repeating: nil, count: rows))
  }

  @Test func aDimmedKeyboardAtRestIsPlacedOnceTheDimmingIsUndone() throws {
    let tracker = Self.tracker(
      [
        Self.profile(keyboard: 330), Self.profile(keyboard: 330), Self.profile(keyboard: 330),
        Self.profile(keyboard: 330, gain: 0.64, box: true),
      ])
    // As it is, the dimmed frame has no placement worth reporting.
    let plain = tracker.match(3, templateTop: 330)
    #expect(plain.map(KeyboardTracker.isWeak) ?? true)
    let gain = try #require(tracker.dimming(3)).gain
    #expect(abs(gain - 0.64) < 0.02)
    let (matches, restored) = tracker.trackRestoring()
    let match = try #require(matches[3])
    #expect(abs(match.top - 330) <= 0.5)
    #expect(abs((match.restoredGain ?? 0) - 0.64) < 0.02)
    #expect(!KeyboardTracker.isWeak(match))
    // The restored profile is what the rest of the analysis looks at: the keyboard's key rows
    // at their levels at rest again.
    let profile = try #require(restored[3])
    #expect(abs(Int(profile[380 * Self.strips + 1]) - 235) <= 2)
    #expect(restored.count == 1 && matches[0]?.restoredGain == nil)
  }

  @Test func aHiddenKeyboardOrAnUndimmedFrameIsNotRestored() {
    let tracker = Self.tracker(
      [
        Self.profile(keyboard: 330), Self.profile(keyboard: 330), Self.profile(keyboard: 330),
        Self.profile(keyboard: nil), Self.profile(keyboard: nil, gain: 0.64),
        Self.profile(keyboard: 330, gain: 0.95),
      ])
    // The page where the keyboard rests fits no dimming of the keyboard's rows.
    #expect(tracker.dimming(3) == nil)
    #expect(tracker.dimming(4) == nil)
    // Barely dimmed (0.95): within what a row match absorbs, not a dimming.
    #expect(tracker.dimming(5) == nil)
    let (matches, restored) = tracker.trackRestoring()
    #expect(restored.isEmpty)
    #expect(matches[3].map(KeyboardTracker.isWeak) ?? true)
  }
}

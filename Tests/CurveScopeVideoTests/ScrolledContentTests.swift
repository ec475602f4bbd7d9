import Foundation
import Testing

/// A chat whose messages ride on the keyboard with the bar (the whole view is lifted by the
/// keyboard's height, as a keyboard-avoiding view does), so that what the detector registers as
/// the bar also holds the last message above it; then, with the keyboard at rest, a finger drags
/// the messages up while the bar stays on the keyboard. The bar's edge must stay on the keyboard
/// on those frames, end to end (a real keyboard demo's drag lifted it 6 to 15 pt on four
/// frames; ``BarTrackerContactTests`` holds that case on row profiles).
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct ScrolledContentTests {
  /// The bar on the keyboard (no gap) on a 2× 320 × 568 pt screen.
  static let look = LookRecording(
    width: 320, height: 568, keyboardHeight: 253, scale: 2, gapUp: 0, gapDown: 0)
  /// The drag: from this time on, with the keyboard up, the messages move up this many points
  /// a frame.
  static let dragStart = 1450.0
  static let dragStep = 6.0

  /// How far the messages have been dragged up at `time`, points.
  static func dragged(_ time: Double) -> Double {
    guard time >= dragStart else { return 0 }
    return dragStep * ((time - dragStart) / (1000.0 / 30)).rounded(.down) + dragStep
  }

  /// Draws the chat: a plain grey bar (only a cursor in its field, as in a keyboard demo) and
  /// dark message bubbles with lines of words just above it, riding with it, dragged up at the
  /// end.
  static func record(to path: String) throws {
    try look.record(to: path) { frame, screen, paint in
      let barTop = frame.barBottom - screen.barHeight
      paint(0...320, barTop...frame.barBottom, 190)
      paint(12...14, (barTop + 10)...(frame.barBottom - 10), 60)
      let top = barTop - dragged(frame.time)
      // A reply on the right from 4 pt above the bar; a message on the left above it.
      paint(120...304, (top - 48)...(top - 4), 90)
      for (index, width) in [120.0, 96, 140].enumerated() {
        let y = top - 42 + Double(index) * 12
        paint(132...(132 + width), y...(y + 6), 235)
      }
      paint(16...220, (top - 106)...(top - 56), 200)
      for (index, width) in [150.0, 170].enumerated() {
        let y = top - 96 + Double(index) * 16
        paint(28...(28 + width), y...(y + 7), 40)
      }
    }
  }

  @Test func draggedMessagesDoNotLiftTheBarOffTheKeyboard() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("drag.mp4")
    try Self.record(to: path)
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      try? FileManager.default.removeItem(atPath: keep + "/scrolled-content.mp4")
      try? FileManager.default.copyItem(atPath: path, toPath: keep + "/scrolled-content.mp4")
    }
    let run = try MeasureRun(path, ["--pixels-per-point", "2"])
    #expect(run.code == 0, "\(run.standardError)")
    try #require(run.frames.count == Self.look.frames.count)
    var wrong: [String] = []
    var dragFrames = 0
    var foundInDrag = 0
    for (drawn, measured) in zip(Self.look.frames, run.frames) {
      guard let bar = measured.barBottom else { continue }
      if abs(bar - drawn.barBottom) > 1.5 {
        wrong.append("t=\(drawn.time) bar \(drawn.barBottom) pt, measured \(bar) pt")
      }
      if drawn.time >= Self.dragStart {
        foundInDrag += 1
      }
    }
    for drawn in Self.look.frames where drawn.time >= Self.dragStart { dragFrames += 1 }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    #expect(dragFrames >= 5)
    #expect(foundInDrag == dragFrames, "bar on \(foundInDrag) of \(dragFrames) dragged frames")
  }
}

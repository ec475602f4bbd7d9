import Foundation
import Testing

/// The same scene measured at 60 and at 30 frames a second (every second drawing, as phones and
/// chat apps export recordings) gives the same edges. `Independent/render_stays.py` draws a chat
/// whose keyboard rests up, hides, rests hidden while the chat is scrolled, shows and rests up
/// again, under a plain bar: the page above the bar differs between the two stays with the
/// keyboard up, and only the second shows it as the hidden frames do. A reference made of both
/// stays finds no bar that goes where the bar goes (and which stays the motion runs leave in
/// depends on the frame rate); the stay whose page reappears in the hidden frames does. Needs
/// Python with Pillow (``PillowPython``) and ffmpeg.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct FrameRateStaysTests {
  struct Truth: Decodable {
    struct Frame: Decodable {
      var timeMs: Double
      var keyboardTop: Double
      var barBottom: Double
    }
    var scale: Double
    var screen: [Double]
    var frames: [Frame]
  }

  /// Edges (points) within 1 pt of the truth, and how many are off.
  struct Tally {
    var keyboard = 0
    var bar = 0
    var wrong: [String] = []
  }

  static func tally(_ run: MeasureRun, _ truth: [Truth.Frame], label: String) -> Tally {
    var tally = Tally()
    for (frame, measured) in zip(truth, run.frames) {
      if let keyboard = measured.keyboardTop {
        if abs(keyboard - frame.keyboardTop) <= 1 {
          tally.keyboard += 1
        } else {
          tally.wrong.append(
            "\(label) t=\(frame.timeMs) keyboard \(frame.keyboardTop) → \(keyboard)")
        }
      }
      if let bar = measured.barBottom {
        if abs(bar - frame.barBottom) <= 1 {
          tally.bar += 1
        } else {
          tally.wrong.append("\(label) t=\(frame.timeMs) bar \(frame.barBottom) → \(bar)")
        }
      }
    }
    return tally
  }

  @Test func sameEdgesAtSixtyAndThirtyFramesASecond() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (sixty, thirty, truth) = try Self.render(in: folder)
    let scale = ["--pixels-per-point", "\(truth.scale)"]
    let fast = try MeasureRun(sixty, scale)
    let slow = try MeasureRun(thirty, scale)
    #expect(fast.code == 0, "60 fps: \(fast.standardError)")
    #expect(slow.code == 0, "30 fps: \(slow.standardError)")
    try #require(fast.code == 0 && slow.code == 0)
    try #require(fast.frames.count == truth.frames.count)
    let everySecond = stride(from: 0, to: truth.frames.count, by: 2).map { truth.frames[$0] }
    try #require(slow.frames.count == everySecond.count)

    let fastTally = Self.tally(fast, truth.frames, label: "60 fps")
    let slowTally = Self.tally(slow, everySecond, label: "30 fps")
    #expect(fastTally.wrong.isEmpty, "\(fastTally.wrong.prefix(8))")
    #expect(slowTally.wrong.isEmpty, "\(slowTally.wrong.prefix(8))")
    // The keyboard wherever 2 pt or more of it is in view, the bar on every frame.
    let height = truth.screen.last ?? .infinity
    func visible(_ frames: [Truth.Frame]) -> Int {
      frames.filter { $0.keyboardTop < height - 2 }.count
    }
    #expect(fastTally.keyboard >= visible(truth.frames) - 1, "60 fps: \(fastTally.keyboard)")
    #expect(slowTally.keyboard >= visible(everySecond) - 1, "30 fps: \(slowTally.keyboard)")
    #expect(fastTally.bar >= truth.frames.count - 1, "60 fps: bar on \(fastTally.bar)")
    #expect(slowTally.bar >= everySecond.count - 1, "30 fps: bar on \(slowTally.bar)")

    // The same edges at the same instants: each 30 fps frame against its 60 fps drawing.
    var differing: [String] = []
    for (index, measured) in slow.frames.enumerated() {
      let other = fast.frames[2 * index]
      func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= 1
        default: false
        }
      }
      if !same(measured.keyboardTop, other.keyboardTop)
        || !same(measured.barBottom, other.barBottom)
      {
        differing.append(
          "t=\(everySecond[index].timeMs) 30 fps \(String(describing: measured.keyboardTop))/"
            + "\(String(describing: measured.barBottom)), 60 fps "
            + "\(String(describing: other.keyboardTop))/\(String(describing: other.barBottom))")
      }
    }
    #expect(differing.count <= 1, "\(differing.prefix(8))")
    for run in [fast, slow] {
      let desync = run.object["desync"] as? [String: Any] ?? [:]
      #expect(desync["verdict"] as? String == "in sync", "\(desync)")
    }
  }
}

extension FrameRateStaysTests {
  /// Draws `Independent/render_stays.py`'s chat into `folder` at 60 and at 30 frames a second,
  /// its bar a plain `grey` when one is given: the two recordings' paths and what was drawn.
  static func render(in folder: VideoTestFolder, grey: Int? = nil) throws
    -> (sixty: String, thirty: String, truth: Truth)
  {
    let (paths, truth) = try drawn(
      "render_stays.py", outputs: ["stays-60.mp4", "stays-30.mp4"], in: folder,
      extra: grey.map { ["\($0)"] } ?? [])
    return (paths[0], paths[1], truth)
  }
}

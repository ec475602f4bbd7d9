import Foundation
import Testing

/// A light glass keyboard with a bright rim in a dark app leaves through the screen's bottom on
/// a spring's slow tail, under a home indicator drawn over everything
/// (`Independent/render_glass_exit.py`, as the iOS 26 chat recordings look). It must be followed
/// until it is really gone — its last 4 frames show only its rim's first row under the home
/// indicator, where main's binary gave no edge — and have no edge once it is. Needs Python with
/// Pillow (``PillowPython``) and ffmpeg.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct GlassExitTests {
  @Test func keyboardFollowedUntilItLeavesThroughTheBottom() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (paths, truth) = try FrameRateStaysTests.drawn(
      "render_glass_exit.py", outputs: ["glass-exit.mp4"], in: folder)
    let video = paths[0]
    let height = try #require(truth.screen.last)
    let run = try MeasureRun(video, ["--pixels-per-point", "\(truth.scale)"])
    try #require(run.code == 0, "\(run.standardError)")
    try #require(run.frames.count == truth.frames.count)

    let tally = FrameRateStaysTests.tally(run, truth.frames, label: "60 fps")
    #expect(tally.wrong.isEmpty, "\(tally.wrong.prefix(8))")
    var missed: [Int] = []
    var invented: [Int] = []
    for (index, (drawn, measured)) in zip(truth.frames, run.frames).enumerated() {
      if drawn.keyboardTop < height, measured.keyboardTop == nil { missed.append(index) }
      if drawn.keyboardTop >= height, measured.keyboardTop != nil { invented.append(index) }
    }
    // Every frame with a row of the keyboard in view has its edge (main: not the last 4).
    #expect(missed.isEmpty, "keyboard missed on frames \(missed)")
    #expect(invented.isEmpty, "a keyboard where none is drawn on frames \(invented)")
    // The last frames: the rim's first row, the screen's last, half a point above the bottom.
    let tail = zip(truth.frames, run.frames).filter {
      $0.0.keyboardTop == height - 1 / truth.scale
    }
    #expect(tail.count == 4, "\(tail.count) frames with one row in view")
    for (_, measured) in tail {
      #expect(measured.keyboardTop.map { abs($0 - (height - 0.5)) <= 0.01 } == true)
    }
    #expect(tally.bar == truth.frames.count, "pill on \(tally.bar) of \(truth.frames.count)")
    let desync = run.object["desync"] as? [String: Any] ?? [:]
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}

import CurveScope
import Foundation
import Synchronization
import Testing

@testable import CurveScopeCLI

/// A trace longer than any animation: its JSON frames are streamed, printed exactly as the
/// whole document would print, and a still of its screen is drawn without planning an
/// animation of every frame.
@Suite("Reliability: long traces through every output")
struct LongTraceOutputTests {
  /// 9000 frames at 120 Hz (75 s): the keyboard shows once and stays, the bar in step (one
  /// motion keeps the match, which every command runs first, short in a debug build).
  static func csv() -> String {
    var text = "# screen_height: 812\ntime_ms,keyboard_top,bar_bottom\n"
    for index in 0..<9000 {
      let t = Double(index) * 1000 / 120
      let p = t < 500 ? 1 - exp(-t / 60) : 1
      let top = 812 - 291 * p
      text += "\(t),\(top),\(top)\n"
    }
    return text
  }

  @Test("--json --frames streams, and prints what the whole document would")
  func streamedFrames() throws {
    let scratch = try ScratchFolder()
    let trace = try scratch.write("long.csv", Self.csv())
    let chunks = Mutex<[Int]>([])
    let text = Mutex("")
    let run = InProcessRun(
      ["compare", "--trace", trace, "--json", "--frames"],
      writer: { chunk in
        chunks.withLock { $0.append(chunk.utf8.count) }
        text.withLock { $0 += chunk }
      })
    #expect(run.code == .success, "\(run.err)")
    let printed = text.withLock { $0 }
    let value = try JSONParser().parse(printed)
    #expect(printed == value.prettyText + "\n")
    guard case .array(let objects) = value, case .object(let members)? = objects.first,
      case .array(let frames)? = members.first(where: { $0.0 == "frameSeries" })?.1
    else {
      Issue.record("no frameSeries")
      return
    }
    #expect(frames.count == 9000)
    // Written as it went, a chunk of about 64 KiB at a time.
    let sizes = chunks.withLock { $0 }
    #expect(sizes.count > 10, "\(sizes.count) writes")
    #expect(sizes.allSatisfy { $0 < CommandIO.streamingChunk + 4096 }, "\(sizes.max() ?? 0)")
  }

  @Test("a still of a long trace's screen is drawn (no animation of every frame is planned)")
  func screenStill() throws {
    let scratch = try ScratchFolder()
    let trace = try scratch.write("long.csv", Self.csv())
    let png = scratch.file("screen.png")
    let run = InProcessRun([
      "compare", "--trace", trace, "--figure", "screen", "-o", png, "--at", "300",
    ])
    #expect(run.code == .success, "\(run.err)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // An animation of it is refused before drawing, offering what can be lowered.
    InProcessRun(["compare", "--trace", trace, "--figure", "screen", "-o", scratch.file("s.mp4")])
      .expectError(
        .usage,
        "error: animation of 9000 frames — more than the limit of 7200 frames; sample at a "
          + "constant frame rate")
  }
}

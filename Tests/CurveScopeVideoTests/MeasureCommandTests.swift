import CurveScope
import CurveScopeCLI
import CurveScopePlot
import Foundation
import Testing

/// `curvescope measure` as a user runs it on a good recording: its outputs agree with each other,
/// and an output it cannot write exits 73.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct MeasureCommandTests {
  /// A short recording of the default show (display-link bar, light, on the 2× iPhone XR: about
  /// half the pixels of the 3× one to encode and measure; every screen's scale is checked by
  /// ScreenScaleTests) and its simulation.
  static func recording(_ folder: VideoTestFolder, scale: Double = 2) throws -> (
    path: String, loop: ClosedLoop
  ) {
    let loop = ClosedLoop(strategy: .displayLink, timing: .hz60, appearance: .light, scale: scale)
    let path = folder.file("show.mp4")
    try loop.record(try loop.simulatedFrames(), to: path)
    return (path, loop)
  }

  @Test func outputsAgreeWithEachOther() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (path, loop) = try Self.recording(folder)
    let json = folder.file("trace.json")
    let csv = folder.file("trace.csv")
    let frames = folder.file("frames")
    let run = try MeasureRun(
      path,
      [
        "--trace-out", json, "-o", folder.file("figure.png"), "--size", "800x500",
        "--debug-frames", frames, "--debug-frame-count", "3",
      ])
    #expect(run.code == 0, "\(run.standardError)")
    // Each output is named on stderr, and nothing else is said there.
    let said = run.standardError.split(separator: "\n").map(String.init)
    #expect(said.count == 3, "\(run.standardError)")
    #expect(said.first?.hasPrefix("wrote \(json) (") == true)
    #expect(said.contains { $0.hasPrefix("wrote \(folder.file("figure.png")) (") })
    #expect(said.last == "wrote 3 files in \(frames)")
    let simulated = try loop.simulatedFrames()
    #expect(run.frames.count == simulated.count)

    // The trace file reads back as a trace with the same edges, on the trace's clock.
    let trace = try Trace(json: Array(try Data(contentsOf: URL(fileURLWithPath: json))))
    let origin = try #require(run.number("traceOriginMs"))
    #expect(trace.frames.count == run.frames.count)
    for (traced, measured) in zip(trace.frames, run.frames) {
      #expect(abs(traced.timeMilliseconds + origin - measured.time) < 1e-6)
      // The same numbers, written as JSON text and read back (to 1e-9 pt); a hidden keyboard,
      // null in the frames, is at the screen's bottom in the trace.
      if let top = measured.keyboardTop {
        #expect(abs((traced.keyboardTop ?? .nan) - top) < 1e-9)
      } else {
        #expect(traced.keyboardTop == nil || traced.keyboardTop == loop.device.height)
      }
      if let bar = measured.barBottom {
        #expect(abs((traced.barBottom ?? .nan) - bar) < 1e-9)
      } else {
        #expect(traced.barBottom == nil)
      }
    }
    #expect(trace.screenWidth == 414 && trace.screenHeight == 896)
    #expect(trace.source?.platform == "recording")

    // The figure: a PNG of the size asked.
    #expect(try PNGHeader(folder.file("figure.png")).size == (800, 500))

    // Debug frames: three PNGs of the recording's size, named by frame, time and reason, with
    // the keyboard's line drawn in the figures' keyboard colour along its measured row.
    let recording = try #require(run.object["recording"] as? [String: Any])
    let size = (recording["width"] as? Int ?? 0, recording["height"] as? Int ?? 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
    #expect(names.count == 3, "\(names)")
    let keyboard = Theme.standard.keyboard
    let expected = (
      UInt8((keyboard.red * 255).rounded()), UInt8((keyboard.green * 255).rounded()),
      UInt8((keyboard.blue * 255).rounded())
    )
    for name in names {
      #expect(name.hasPrefix("frame-") && name.hasSuffix(".png"))
      let file = frames + "/" + name
      #expect(try PNGHeader(file).size == size)
      let index = try #require(Int(name.dropFirst(6).prefix(4)))
      guard let top = run.frames[index].keyboardTop, top < 895 else { continue }
      let row = try ExternalTool.pixelRow(file, y: Int((top * 2).rounded()))
      // (Anti-aliased across pixel rows and half under the bar's dashes when the bar touches the
      // keyboard: close to the colour, on a good part of the row.)
      let matching = row.filter {
        abs(Int($0.0) - Int(expected.0)) + abs(Int($0.1) - Int(expected.1))
          + abs(Int($0.2) - Int(expected.2)) <= 60
      }.count
      #expect(matching > size.0 / 6, "\(matching) keyboard-line pixels at \(top) pt in \(name)")
    }

    // The text summary: the recording, the detection, then compare --trace's section.
    // (With the trace as CSV: the trace writer's header and one row a frame.)
    var io = CommandIO()
    #expect(
      CurveScopeTool.run(["measure", path, "--frames", "--trace-out", csv], io: &io) == .success)
    let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
    #expect(rows.first == "time_ms,keyboard_top,bar_bottom")
    #expect(rows.count == simulated.count + 1)
    let text = io.standardOutput
    for part in [
      "Recording: ", "Scale: 2 px/pt (iPhone XR, 11)", "Keyboard: ", "Bar: ", "trust: ",
      "Match: ",
    ] {
      #expect(text.contains(part), "\(part) missing")
    }
    // The frame table names how each bar edge was found.
    #expect(text.contains("barRegistered") || text.contains("barOnKeyboard"))
  }

  @Test func unwritableOutputExits73AfterMeasuring() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (path, _) = try Self.recording(folder)
    let run = try MeasureRun(path, ["--trace-out", "/proc/curvescope-trace.json"])
    #expect(run.code == 73, "\(run.standardError)")
    #expect(run.standardError.hasPrefix("error: ") && run.standardOutput.isEmpty)
    let overwrite = try MeasureRun(path, ["--trace-out", path + ".json", "-o", path])
    #expect(overwrite.code == 64, "an output over the recording: \(overwrite.standardError)")
  }
}

import CurveScope
import CurveScopeCLI
import CurveScopePlot
import Foundation
import Testing

/// `curvescope measure` as a user runs it: outputs, and every kind of bad input with its exit
/// code, one `error:` line and no output written.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct MeasureCommandTests {
  /// A bad input or a bad command line, and what `measure` must answer.
  struct BadRun: CustomTestStringConvertible, Sendable {
    var name: String
    var code: Int32
    /// A fragment the error line must hold.
    var says: String
    var extra: [String] = []
    /// Makes the recording in a folder; returns its path.
    var make: @Sendable (VideoTestFolder) throws -> String
    var testDescription: String { name }
  }

  /// A 1170 × 2532 clip of one colour (an iPhone 12's recording size, no keyboard in it).
  static func plain(_ folder: VideoTestFolder) throws -> String {
    let path = folder.file("plain.mp4")
    try ExternalTool.ffmpeg([
      "-f", "lavfi", "-i", "color=c=0xF2F2F7:size=1170x2532:rate=30:duration=0.3", "-c:v",
      "libx264", "-pix_fmt", "yuv420p", path,
    ])
    return path
  }

  static let badRuns: [BadRun] = [
    BadRun(name: "missing file", code: 66, says: "no such file") { $0.file("nothing.mp4") },
    BadRun(name: "a folder", code: 66, says: "is a folder") { folder in
      let path = folder.file("clips")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    },
    BadRun(
      name: "a FIFO", code: 66,
      says: "is a FIFO (named pipe), not a regular file; give the file's path"
    ) { folder in
      let path = folder.file("pipe.mp4")
      guard mkfifo(path, 0o600) == 0 else { throw ToolFailure(message: "mkfifo \(path)") }
      return path
    },
    BadRun(name: "standard input", code: 66, says: "standard input — is a stream") { _ in "-" },
    BadRun(name: "a text file", code: 65, says: "notes.mp4") { folder in
      let path = folder.file("notes.mp4")
      try Data(String(repeating: "not a video\n", count: 200).utf8).write(
        to: URL(fileURLWithPath: path))
      return path
    },
    BadRun(name: "unsupported codec", code: 65, says: "cannot be decoded") { folder in
      let path = try VideoReaderErrorTests.clip(folder, "fourcc.mp4")
      var data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let stsd = data.range(of: Data("stsd".utf8)),
        let range = data.range(of: Data("avc1".utf8), in: stsd.upperBound..<data.count)
      else { throw ToolFailure(message: "no avc1 sample entry") }
      data.replaceSubrange(range, with: Data("zq9x".utf8))
      try data.write(to: URL(fileURLWithPath: path))
      return path
    },
    BadRun(name: "zero frames", code: 65, says: "no frames", extra: ["--pixels-per-point", "1"]) {
      folder in
      let path = try VideoReaderErrorTests.clip(folder, "samples.mp4", ["-movflags", "+faststart"])
      var data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let stsz = data.range(of: Data("stsz".utf8)) else {
        throw ToolFailure(message: "no stsz")
      }
      data.replaceSubrange((stsz.upperBound + 8)..<(stsz.upperBound + 12), with: [0, 0, 0, 0])
      try data.write(to: URL(fileURLWithPath: path))
      return path
    },
    BadRun(name: "truncated", code: 65, says: "truncated", extra: ["--pixels-per-point", "1"]) {
      folder in
      let path = try VideoReaderErrorTests.clip(folder, "whole.mp4", ["-movflags", "+faststart"])
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let cut = folder.file("cut.mp4")
      try data.prefix(data.count * 6 / 10).write(to: URL(fileURLWithPath: cut))
      return cut
    },
    BadRun(name: "huge resolution", code: 65, says: "8200") { folder in
      let path = folder.file("wide.mp4")
      try ExternalTool.ffmpeg([
        "-f", "lavfi", "-i", "color=size=8200x16:rate=1:duration=1", "-c:v", "libx264", path,
      ])
      return path
    },
    BadRun(
      name: "region outside the frame", code: 65, says: "outside",
      extra: ["--roi", "0,0,1170,3000"]
    ) { try plain($0) },
    BadRun(
      name: "region beyond Int's reach", code: 65, says: "outside",
      extra: ["--roi", "9223372036854775807,9223372036854775807,9223372036854775807,1"]
    ) { try plain($0) },
    BadRun(name: "malformed region", code: 64, says: "--roi", extra: ["--roi", "1,2,3"]) {
      try plain($0)
    },
    BadRun(
      name: "pixels per point 0", code: 64, says: "--pixels-per-point",
      extra: ["--pixels-per-point", "0"]
    ) { try plain($0) },
    BadRun(name: "no --scale in measure", code: 64, says: "--scale", extra: ["--scale", "2"]) {
      try plain($0)
    },
    BadRun(
      name: "empty debug folder", code: 64, says: "--debug-frames", extra: ["--debug-frames", ""]
    ) {
      try plain($0)
    },
    BadRun(
      name: "debug frame count alone", code: 64, says: "needs --debug-frames",
      extra: ["--debug-frame-count", "3"]
    ) { try plain($0) },
  ]

  @Test(arguments: badRuns)
  func badRunFailsCleanly(_ bad: BadRun) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = try bad.make(folder)
    let outputs = try VideoTestFolder()
    defer { outputs.remove() }
    // The trace option (and -o, --debug-frames) unless the case is about the command line.
    let writes =
      bad.code == 64
      ? []
      : [
        "--trace-out", outputs.file("t.json"), "-o", outputs.file("f.png"), "--debug-frames",
        outputs.file("frames"),
      ]
    let run = try MeasureRun(path, bad.extra + writes)
    #expect(run.code == bad.code, "\(run.standardError)")
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("error: "), "\(run.standardError)")
    #expect(run.standardError.contains(bad.says), "\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
    #expect(try outputs.contents().isEmpty, "partial output")
  }

  /// Recordings `measure` reads but can give no verdict on: exit 65 with the reason on the last
  /// line, and what was seen still written (the trace, the debug frames).
  static let refusals: [BadRun] = [
    BadRun(name: "no keyboard", code: 65, says: "no keyboard") { try plain($0) },
    BadRun(name: "no known screen size, no keyboard", code: 65, says: "no keyboard") {
      try VideoReaderErrorTests.clip($0, "small.mp4")
    },
    // The largest portrait frame within the limits (4880 × 8192 = 39.98 MP) is decoded: it is
    // refused for what it shows, not as a video that cannot be read.
    BadRun(name: "largest frame within the limits", code: 65, says: "no keyboard") { folder in
      let path = folder.file("tall.mov")
      try ExternalTool.ffmpeg([
        "-f", "lavfi", "-i", "color=c=gray:size=4880x8192:rate=1:duration=1", "-c:v", "png", path,
      ])
      return path
    },
  ]

  @Test(arguments: refusals)
  func refusalKeepsWhatWasSeen(_ refusal: BadRun) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = try refusal.make(folder)
    let trace = folder.file("seen.json")
    let run = try MeasureRun(path, ["--trace-out", trace, "--debug-frames", folder.file("frames")])
    #expect(run.code == refusal.code, "\(run.standardError)")
    let last = run.standardError.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("error: ") && last.contains(refusal.says), "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: trace), "the trace of what was seen")
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file("frames"))
    #expect(!frames.isEmpty, "the debug frames of what was seen")
  }

  /// A short recording of the default show (display-link bar, light, 3×) and its simulation.
  static func recording(_ folder: VideoTestFolder) throws -> (path: String, loop: ClosedLoop) {
    let loop = ClosedLoop(strategy: .displayLink, timing: .hz60, appearance: .light, scale: 3)
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
        #expect(traced.keyboardTop == nil || traced.keyboardTop == 812)
      }
      if let bar = measured.barBottom {
        #expect(abs((traced.barBottom ?? .nan) - bar) < 1e-9)
      } else {
        #expect(traced.barBottom == nil)
      }
    }
    #expect(trace.screenWidth == 375 && trace.screenHeight == 812)
    #expect(trace.source?.platform == "recording")

    // CSV: the trace writer's header and one row a frame.
    let csvRun = try MeasureRun(path, ["--trace-out", csv])
    #expect(csvRun.code == 0)
    let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
    #expect(rows.first == "time_ms,keyboard_top,bar_bottom")
    #expect(rows.count == simulated.count + 1)

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
      guard let top = run.frames[index].keyboardTop, top < 811 else { continue }
      let row = try ExternalTool.pixelRow(file, y: Int((top * 3).rounded()))
      // (Anti-aliased across pixel rows and half under the bar's dashes when the bar touches the
      // keyboard: close to the colour, on a good part of the row.)
      let matching = row.filter {
        abs(Int($0.0) - Int(expected.0)) + abs(Int($0.1) - Int(expected.1))
          + abs(Int($0.2) - Int(expected.2)) <= 60
      }.count
      #expect(matching > size.0 / 6, "\(matching) keyboard-line pixels at \(top) pt in \(name)")
    }

    // The text summary: the recording, the detection, then compare --trace's section.
    var io = CommandIO()
    #expect(CurveScopeTool.run(["measure", path, "--frames"], io: &io) == .success)
    let text = io.standardOutput
    for part in [
      "Recording: ", "Scale: 3 px/pt (iPhone X, XS, 11 Pro)", "Keyboard: ", "Bar: ", "trust: ",
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

/// The width and height a PNG file's header states.
struct PNGHeader {
  var size: (Int, Int)

  init(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
    guard bytes.count == 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
      throw ToolFailure(message: "\(path) is not a PNG")
    }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    size = (word(16), word(20))
  }
}

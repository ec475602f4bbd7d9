import Foundation
import Testing

@testable import CurveScopeCLI
@testable import CurveScopeVideo

/// `compare -o FILE.gif|.mp4` and `--figure screen`, run in-process: what is written, exit
/// codes, one error line, and nothing written on error.
@Suite(.serialized)
struct AnimationCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    var io = CommandIO()
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  @Test("a GIF of two strategies: written, decodable, the table printed as without -o")
  func gif() throws {
    let folder = try AnimationTestFolder()
    defer { folder.remove() }
    let path = folder.file("show.gif")
    let result = Self.run([
      "compare", "--strategy", "curve-shift", "--strategy", "reported-duration", "-o", path,
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("reported-duration  covered+gap"))
    let decoded = try DecodedGIF(path: path)
    #expect(decoded.width == 16 + 375 + 28 + 375 + 16)
    #expect(decoded.frames.count == 73)
    #expect(try folder.contents() == ["show.gif"])
  }

  @Test("an MP4 at 10 fps and 2× slow motion; --format names a path without extension")
  func mp4() throws {
    let folder = try AnimationTestFolder()
    defer { folder.remove() }
    let path = folder.file("show")
    let result = Self.run([
      "compare", "--strategy", "display-link", "-o", path, "--figure-format", "mp4", "--output-fps",
      "10", "--slow-motion", "2",
    ])
    #expect(result.code == 0, "\(result.err)")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(String(decoding: data[4..<8], as: UTF8.self) == "ftyp")
    if FFmpegTool.isAvailable {
      // (500 + 1200) / 100 = 17 → 18 motion frames, 2000 / 100 = 20 held.
      #expect(try FFmpegTool.stream(path)["nb_read_frames"] == "38")
    }
  }

  @Test("--figure screen as PNG: the iPhone's pixel size, the keyboard where the frame has it")
  func screenPNG() throws {
    let folder = try AnimationTestFolder()
    defer { folder.remove() }
    let path = folder.file("screen.png")
    let result = Self.run([
      "compare", "--strategy", "reported-duration", "--figure", "screen", "--at", "233.3", "-o",
      path,
    ])
    #expect(result.code == 0, "\(result.err)")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
    func word(_ offset: Int) -> Int { data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    #expect(word(16) == 1125 && word(20) == 2436)
    let dark = folder.file("dark.png")
    #expect(
      Self.run([
        "compare", "--strategy", "curve-shift", "--figure", "screen", "--appearance", "dark",
        "--scale", "2", "-o", dark,
      ]).code == 0)
    let darkData = try Data(contentsOf: URL(fileURLWithPath: dark))
    #expect(darkData[16..<24].elementsEqual([0, 0, 2, 238, 0, 0, 6, 88]))  // 750 × 1624
  }

  @Test("--figure screen as MP4 of a recorded trace: one frame per recorded frame, at its time")
  func traceScreen() throws {
    try #require(FFmpegTool.isAvailable)
    let folder = try AnimationTestFolder()
    defer { folder.remove() }
    let path = folder.file("trace.mp4")
    let trace = Self.root.appendingPathComponent("Curves/traces/ios-show-iphone15pro.json").path
    // (At 1 px a point: the frames' times do not depend on their size, a ninth of the pixels.)
    let result = Self.run([
      "compare", "--trace", trace, "--figure", "screen", "--scale", "1", "-o", path,
    ])
    #expect(result.code == 0, "\(result.err)")
    let times = try FFmpegTool.frameTimes(path)
    #expect(times.count == 79)
    // The recording's intervals (jitter and two dropped frames included), not a nominal rate.
    let intervals = zip(times, times.dropFirst()).map { $1 - $0 }
    #expect((intervals.max() ?? 0) > 15 && (intervals.min() ?? 0) < 9)
  }

  @Test(
    "bad animation requests are usage errors (64) with one line, and write nothing",
    arguments: [
      ["-o", "FOLDER/a.gif", "--figure", "filmstrip"],
      ["-o", "FOLDER/a.mp4", "--figure", "overview"],
      ["-o", "FOLDER/a.gif", "--size", "800x500"],
      ["-o", "FOLDER/a.gif", "--at", "100"],
      ["-o", "FOLDER/a.png", "--slow-motion", "4"],
      ["-o", "FOLDER/a.png", "--output-fps", "10"],
      ["-o", "FOLDER/a.png", "--appearance", "dark"],
      [
        "-o", "FOLDER/a.png", "--figure", "screen", "--size", "800x500", "--strategy",
        "curve-shift",
      ],
      ["--slow-motion", "4"], ["--appearance", "dark"], ["--at", "10"],
      ["-o", "FOLDER/a.gif", "--slow-motion", "0"],
      ["-o", "FOLDER/a.gif", "--slow-motion", "101"],
      ["-o", "FOLDER/a.gif", "--slow-motion", "nan"],
      ["-o", "FOLDER/a.gif", "--output-fps", "60"],
      ["-o", "FOLDER/a.gif", "--output-fps", "-1"],
      ["-o", "FOLDER/a.gif", "--scale", "5"],
      ["-o", "FOLDER/a.gif", "--appearance", "sepia"],
      ["-o", "FOLDER/a.png", "--figure", "screen", "--strategy", "curve-shift", "--scale", "0.5"],
      ["-o", "FOLDER/a.png", "--figure", "screen", "--strategy", "curve-shift", "--at", "1e9"],
      ["-o", "FOLDER/a.gif", "--figure", "screen"],
      ["-o", "FOLDER/a.jpg"], ["-o", "FOLDER/a"],
      ["-o", "FOLDER/a.png", "--figure-format", "webm"],
      // 10 s of motion at 100× and 50 fps: 50 000 frames, refused before any drawing.
      [
        "-o", "FOLDER/a.gif", "--strategy", "curve-shift", "--duration", "10", "--curve", "0",
        "--slow-motion", "100", "--output-fps", "50",
      ],
    ])
  func usage(arguments: [String]) throws {
    let folder = try AnimationTestFolder()
    defer { folder.remove() }
    let result = Self.run(
      ["compare"] + arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder.path) })
    #expect(result.code == 64, "\(result.err)")
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("error: "))
    #expect(result.err.filter { $0 == "\n" }.count == 1)
    #expect(try folder.contents().isEmpty)
  }

  @Test("the messages name the option, the formats and the bound")
  func messages() {
    #expect(
      Self.run(["compare", "-o", "/tmp/x.jpg"]).err
        == "error: /tmp/x.jpg — unsupported extension '.jpg'; use .png, .svg, .pdf, .gif or .mp4\n")
    #expect(
      Self.run(["compare", "-o", "/tmp/x.gif", "--slow-motion", "0"]).err
        == "error: --slow-motion '0' — must be a number of times in [1, 100]\n")
    #expect(
      Self.run(["compare", "-o", "/tmp/x.gif", "--figure", "screen"]).err
        == "error: --figure 'screen' — needs one strategy (--strategy NAME); 12 were compared\n")
    let work = Self.run([
      "compare", "-o", "/tmp/x.gif", "--strategy", "curve-shift", "--duration", "10", "--curve",
      "0", "--slow-motion", "100", "--output-fps", "50",
    ])
    #expect(work.err.hasPrefix("error: animation of "))
    #expect(
      work.err.hasSuffix(
        "frames — more than the limit of 7200 frames; lower the slow motion or the frame rate\n"))
  }

  @Test("an animation that cannot be written is exit 73 and leaves nothing")
  func unwritable() throws {
    let folder = try AnimationTestFolder()
    defer { folder.remove() }
    for target in [folder.file("missing/a.gif"), "/proc/a.mp4", "/dev/null", folder.path] {
      var arguments = ["compare", "--strategy", "curve-shift", "-o", target]
      if target == "/dev/null" || target == folder.path { arguments += ["--figure-format", "gif"] }
      let result = Self.run(arguments)
      #expect(result.code == 73, "\(target): \(result.err)")
      #expect(result.out.isEmpty)
      #expect(result.err.filter { $0 == "\n" }.count == 1)
    }
    #expect(try folder.contents().isEmpty)
  }
}

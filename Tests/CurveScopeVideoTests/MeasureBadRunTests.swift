import CurveScopeCLI
import Foundation
import Testing

/// `curvescope measure` given a bad input or a bad command line: its exit code, one `error:`
/// line and no output written.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct MeasureBadRunTests {
  typealias BadRun = MeasureBadRun

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
    ) { try MeasureBadRun.plain($0) },
    BadRun(
      name: "region beyond Int's reach", code: 65, says: "outside",
      extra: ["--roi", "9223372036854775807,9223372036854775807,9223372036854775807,1"]
    ) { try MeasureBadRun.plain($0) },
    BadRun(name: "malformed region", code: 64, says: "--roi", extra: ["--roi", "1,2,3"]) {
      try MeasureBadRun.plain($0)
    },
    BadRun(
      name: "pixels per point 0", code: 64, says: "--pixels-per-point",
      extra: ["--pixels-per-point", "0"]
    ) { try MeasureBadRun.plain($0) },
    BadRun(name: "no --scale in measure", code: 64, says: "--scale", extra: ["--scale", "2"]) {
      try MeasureBadRun.plain($0)
    },
    BadRun(
      name: "empty debug folder", code: 64, says: "--debug-frames", extra: ["--debug-frames", ""]
    ) {
      try MeasureBadRun.plain($0)
    },
    BadRun(
      name: "debug frame count alone", code: 64, says: "needs --debug-frames",
      extra: ["--debug-frame-count", "3"]
    ) { try MeasureBadRun.plain($0) },
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
}

import CurveScopeVideo
import Foundation
import Testing

/// Every way a recording can be bad gives its own typed cause, before or while decoding.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct VideoReaderErrorTests {
  /// What a case expects, by kind (the values inside are checked separately).
  enum Expected: String, Sendable {
    case unreadable, notAVideo, noVideoStream, unsupportedCodec, zeroFrames, truncated
    case resolution, tooLong, tooManyFrames, fileTooLarge
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var expected: Expected
    var limits = VideoLimits.standard
    var make: @Sendable (VideoTestFolder) throws -> String
    var testDescription: String { name }
  }

  static func clip(_ folder: VideoTestFolder, _ name: String, _ extra: [String] = []) throws
    -> String
  {
    let path = folder.file(name)
    try ExternalTool.ffmpeg(
      ["-f", "lavfi", "-i", "testsrc2=size=180x320:rate=60:duration=2", "-c:v", "libx264"]
        + extra + [path])
    return path
  }

  static let cases: [BadCase] = [
    BadCase(name: "missing file", expected: .unreadable) { $0.file("nothing.mp4") },
    BadCase(name: "a folder", expected: .unreadable) { $0.path },
    BadCase(name: "empty file", expected: .notAVideo) { folder in
      let path = folder.file("empty.mp4")
      _ = FileManager.default.createFile(atPath: path, contents: Data())
      return path
    },
    BadCase(name: "a text file", expected: .notAVideo) { folder in
      let path = folder.file("notes.mp4")
      try Data(String(repeating: "not a video\n", count: 200).utf8).write(
        to: URL(fileURLWithPath: path))
      return path
    },
    BadCase(name: "audio only", expected: .noVideoStream) { folder in
      let path = folder.file("sound.m4a")
      try ExternalTool.ffmpeg(["-f", "lavfi", "-i", "sine=duration=0.5", "-c:a", "aac", path])
      return path
    },
    BadCase(name: "unknown codec fourcc", expected: .unsupportedCodec) { folder in
      let path = try clip(folder, "fourcc.mp4")
      var data = try Data(contentsOf: URL(fileURLWithPath: path))
      // The sample entry's fourcc (the first "avc1" is a brand in ftyp).
      guard let stsd = data.range(of: Data("stsd".utf8)),
        let range = data.range(of: Data("avc1".utf8), in: stsd.upperBound..<data.count)
      else { throw ToolFailure(message: "no avc1 sample entry") }
      data.replaceSubrange(range, with: Data("zq9x".utf8))
      try data.write(to: URL(fileURLWithPath: path))
      return path
    },
    BadCase(name: "MP4 whose sample table lists no sample", expected: .zeroFrames) { folder in
      let path = try clip(folder, "samples.mp4", ["-movflags", "+faststart"])
      var data = try Data(contentsOf: URL(fileURLWithPath: path))
      // stsz: version and flags, sample size, then the sample count, set to 0.
      guard let stsz = data.range(of: Data("stsz".utf8)) else {
        throw ToolFailure(message: "no stsz")
      }
      data.replaceSubrange((stsz.upperBound + 8)..<(stsz.upperBound + 12), with: [0, 0, 0, 0])
      try data.write(to: URL(fileURLWithPath: path))
      return path
    },
    BadCase(name: "MP4 cut at 60 % (index first)", expected: .truncated) { folder in
      let path = try clip(folder, "whole.mp4", ["-movflags", "+faststart"])
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let cut = folder.file("cut.mp4")
      try data.prefix(data.count * 6 / 10).write(to: URL(fileURLWithPath: cut))
      return cut
    },
    BadCase(name: "MP4 cut before its index (moov at the end)", expected: .notAVideo) { folder in
      let path = try clip(folder, "whole.mp4")
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let cut = folder.file("cut.mp4")
      try data.prefix(data.count * 6 / 10).write(to: URL(fileURLWithPath: cut))
      return cut
    },
    BadCase(name: "8200 pixels wide", expected: .resolution) { folder in
      let path = folder.file("wide.mp4")
      try ExternalTool.ffmpeg([
        "-f", "lavfi", "-i", "color=size=8200x16:rate=1:duration=1", "-c:v", "libx264", path,
      ])
      return path
    },
    BadCase(
      name: "side limit 100 px", expected: .resolution,
      limits: VideoLimits(
        maximumFileBytes: 1 << 30, maximumSide: 100, maximumPixels: 1 << 30, maximumFrames: 1000,
        maximumSeconds: 60)
    ) { try clip($0, "clip.mp4") },
    BadCase(
      name: "duration limit 1 s", expected: .tooLong,
      limits: VideoLimits(
        maximumFileBytes: 1 << 30, maximumSide: 8192, maximumPixels: 1 << 30,
        maximumFrames: 1000, maximumSeconds: 1)
    ) { try clip($0, "clip.mp4") },
    BadCase(
      name: "frame limit 5", expected: .tooManyFrames,
      limits: VideoLimits(
        maximumFileBytes: 1 << 30, maximumSide: 8192, maximumPixels: 1 << 30, maximumFrames: 5,
        maximumSeconds: 60)
    ) { try clip($0, "clip.mp4") },
    BadCase(
      name: "file limit 1000 bytes", expected: .fileTooLarge,
      limits: VideoLimits(
        maximumFileBytes: 1000, maximumSide: 8192, maximumPixels: 1 << 30, maximumFrames: 1000,
        maximumSeconds: 60)
    ) { try clip($0, "clip.mp4") },
  ]

  @Test(arguments: cases)
  func badRecordingGivesItsCause(_ bad: BadCase) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = try bad.make(folder)
    var caught: VideoReadError?
    do {
      let reader = try VideoReader(path: path, limits: bad.limits)
      while try reader.nextFrame() != nil {}
    } catch {
      caught = error
    }
    let error = try #require(caught, "no error for \(bad.name)")
    #expect(Self.kind(of: error.cause) == bad.expected, "\(error)")
    #expect(error.path == path)
    #expect(!error.description.contains("\n"))
    #expect(error.isUnreadable == (bad.expected == .unreadable))
    if case .truncated(let frames, let time, _) = error.cause {
      // The cut keeps some frames: the error names how far decoding got.
      #expect(frames > 0)
      #expect(time != nil)
    }
  }

  static func kind(of cause: VideoReadError.Cause) -> Expected? {
    switch cause {
    case .unreadable: return .unreadable
    case .notAVideo: return .notAVideo
    case .noVideoStream: return .noVideoStream
    case .unsupportedCodec: return .unsupportedCodec
    case .zeroFrames: return .zeroFrames
    case .truncated: return .truncated
    case .resolutionOutOfBounds: return .resolution
    case .tooLong: return .tooLong
    case .tooManyFrames: return .tooManyFrames
    case .fileTooLarge: return .fileTooLarge
    default: return nil
    }
  }
}

import CurveScopeVideo
import Foundation
import Testing

/// `VideoReader` on files made by the ffmpeg command-line tool: frame counts and timestamps
/// against ffprobe's, rotation, and every bad-input cause.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct VideoReaderTests {
  struct ClipCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var size: (width: Int, height: Int)
    var quarterTurns: Int
    var rotation = 0
    var testDescription: String { name }
  }

  static let clips: [ClipCase] = [
    ClipCase(
      name: "constant 60 fps H.264",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=180x320:rate=60:duration=0.5",
        "-c:v", "libx264", "-pix_fmt", "yuv420p",
      ],
      size: (180, 320), quarterTurns: 0),
    ClipCase(
      name: "variable frame rate (timestamps jittered by setpts)",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=180x320:rate=60:duration=0.5",
        "-vf", "setpts='N/60/TB+if(mod(N,3),0.004,0)/TB'", "-fps_mode", "vfr",
        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-video_track_timescale", "600",
      ],
      size: (180, 320), quarterTurns: 0),
    ClipCase(
      name: "display matrix 90° (landscape-coded, shown portrait)",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=0.3",
        "-c:v", "libx264", "-pix_fmt", "yuv420p",
      ],
      size: (180, 320), quarterTurns: 1, rotation: 90),
    ClipCase(
      name: "display matrix 270°",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=0.3",
        "-c:v", "libx264", "-pix_fmt", "yuv420p",
      ],
      size: (180, 320), quarterTurns: 3, rotation: 270),
    ClipCase(
      name: "HEVC 4:4:4 in MOV (converted by libswscale)",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=180x320:rate=30:duration=0.3",
        "-c:v", "libx265", "-pix_fmt", "yuv444p", "-x265-params", "log-level=error",
      ],
      size: (180, 320), quarterTurns: 0),
  ]

  @Test(arguments: clips)
  func readsEveryFrameWithItsTimestamp(_ clip: ClipCase) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file(clip.name.contains("MOV") ? "clip.mov" : "clip.mp4")
    try ExternalTool.ffmpeg(clip.arguments + [path])
    if clip.rotation != 0 { try MP4Rotation.rotate(path, clockwiseDegrees: clip.rotation) }
    let expected = try ExternalTool.frameTimes(path)
    let reader = try VideoReader(path: path)
    #expect(reader.info.width == clip.size.width)
    #expect(reader.info.height == clip.size.height)
    #expect(reader.info.clockwiseQuarterTurns == clip.quarterTurns)
    // ffmpeg's own upright first frame (it applies the display matrix), as 8-bit luma.
    let rawPath = folder.file("first.yuv")
    try ExternalTool.ffmpeg([
      "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "yuv420p", rawPath,
    ])
    let reference = [UInt8](try Data(contentsOf: URL(fileURLWithPath: rawPath)))
      .prefix(clip.size.width * clip.size.height)
    var times: [Double] = []
    while let frame = try reader.nextFrame() {
      if frame.index == 0 {
        #expect(reference.count == frame.image.luma.count)
        let differences = zip(reference, frame.image.luma).map { abs(Int($0) - Int($1)) }
        #expect((differences.max() ?? 255) <= 1, "first frame differs from ffmpeg's upright frame")
      }
      #expect(frame.index == times.count)
      #expect(frame.image.width == clip.size.width && frame.image.height == clip.size.height)
      times.append(frame.timeMilliseconds)
    }
    #expect(times.count == expected.count)
    let first = expected.first ?? 0
    for (time, reference) in zip(times, expected) {
      #expect(abs(time - (reference - first)) < 0.01, "\(time) vs \(reference - first)")
    }
  }

  @Test func readingIntoAFrameGivesTheSameFrames() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("clip.mp4")
    try ExternalTool.ffmpeg([
      "-f", "lavfi", "-i", "testsrc2=size=180x320:rate=60:duration=0.3", "-c:v", "libx264",
      "-pix_fmt", "yuv420p", path,
    ])
    let fresh = try VideoReader(path: path)
    let reusing = try VideoReader(path: path)
    var frame: VideoFrame?
    var count = 0
    while let expected = try fresh.nextFrame() {
      #expect(try reusing.readFrame(into: &frame))
      #expect(frame?.image == expected.image)
      #expect(frame?.timeMilliseconds == expected.timeMilliseconds)
      count += 1
    }
    #expect(try !reusing.readFrame(into: &frame))
    #expect(frame == nil && count == 18)
  }
}

import CurveScopeDetection
import CurveScopeVideo
import Foundation
import Testing

/// `VideoReader.readFrame(lendingLuma:)`: the lent plane holds exactly the luma `readFrame(into:)`
/// copies out, with the same timings, for a frame lent in place (the decoder's padded rows), a
/// turned one, a converted 4:4:4 one and a GIF's.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct VideoReaderLendingTests {
  struct LendCase: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var arguments: [String]
    var rotation = 0
    var size: (width: Int, height: Int)
    var frames: Int
    /// Whether the plane is the decoder's own (rows padded past the width).
    var inPlace: Bool
    var testDescription: String { name }
  }

  static let cases: [LendCase] = [
    LendCase(
      name: "H.264 4:2:0, 182 px wide (padded rows, lent in place)", file: "clip.mp4",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=182x320:rate=60:duration=0.3",
        "-c:v", "libx264", "-pix_fmt", "yuv420p",
      ],
      size: (182, 320), frames: 18, inPlace: true),
    LendCase(
      name: "display matrix 90° (lent from an upright copy)", file: "clip.mp4",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=0.3",
        "-c:v", "libx264", "-pix_fmt", "yuv420p",
      ],
      rotation: 90, size: (180, 320), frames: 9, inPlace: false),
    LendCase(
      name: "HEVC 4:4:4 (lent from the converter's frame)", file: "clip.mov",
      arguments: [
        "-f", "lavfi", "-i", "testsrc2=size=182x320:rate=30:duration=0.3",
        "-c:v", "libx265", "-pix_fmt", "yuv444p", "-x265-params", "log-level=error",
      ],
      size: (182, 320), frames: 9, inPlace: true),
    LendCase(
      name: "GIF (palette frames converted)", file: "clip.gif",
      arguments: ["-f", "lavfi", "-i", "testsrc2=size=182x320:rate=10:duration=0.5"],
      size: (182, 320), frames: 5, inPlace: true),
  ]

  @Test(arguments: cases)
  func lentLumaIsTheCopiedLuma(_ clip: LendCase) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file(clip.file)
    try ExternalTool.ffmpeg(clip.arguments + [path])
    if clip.rotation != 0 { try MP4Rotation.rotate(path, clockwiseDegrees: clip.rotation) }
    let copying = try VideoReader(path: path)
    copying.readsChroma = false
    let lending = try VideoReader(path: path)
    lending.readsChroma = false
    var frame: VideoFrame?
    var count = 0
    while try copying.readFrame(into: &frame), let expected = frame {
      var lent: [UInt8] = []
      var strides: [Int] = []
      let timing = try lending.readFrame(lendingLuma: { plane in
        #expect(plane.width == clip.size.width && plane.height == clip.size.height)
        strides.append(plane.rowStride)
        for row in 0..<plane.height {
          let start = plane.base + row * plane.rowStride
          lent.append(contentsOf: UnsafeBufferPointer(start: start, count: plane.width))
        }
      })
      #expect(strides.count == 1)
      if clip.inPlace {
        #expect(strides.first.map { $0 > clip.size.width } == true, "not the decoder's rows")
      } else {
        #expect(strides.first == clip.size.width)
      }
      #expect(lent == expected.image.luma, "frame \(count)")
      #expect(timing?.index == expected.index)
      #expect(timing?.timeMilliseconds == expected.timeMilliseconds)
      #expect(timing?.presentationMilliseconds == expected.presentationMilliseconds)
      count += 1
    }
    #expect(
      try lending.readFrame(lendingLuma: { _ in Issue.record("a frame after the last") })
        == nil)
    #expect(count == clip.frames)
  }
}

import CurveScope
import CurveScopeDetection
import CurveScopePlot
import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeVideo

/// GIF output read back by giflib's decoder: every frame decodes to the pixels given, delays
/// add up without drift, the loop is forever, the last frame holds; and the size goal.
struct GIFWriterTests {
  static let colors = [RGB8(hex: 0xFFFFFF), RGB8(hex: 0xE69F00), RGB8(hex: 0x0072B2)]

  @Test func everyFrameDecodesToItsPixelsAndDelaysCarryTheirRounding() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("moves.gif")
    let frames = try (0..<20).map { index in
      try AnimationFrames.flat(
        width: 64, height: 48, barRow: 40 - index, keyboardRow: 44 - index, colors: Self.colors)
    }
    let palette = GIFPalette(samples: [frames[0], frames[19]])
    #expect(palette.isExact && palette.colors.count == 3)
    // 33.3 ms apart (30 fps): 3.33 cs a frame, written as 3, 4, 3, 3, 4, 3 … never drifting.
    let writer = try GIFWriter(
      path: path, width: 64, height: 48, palette: palette,
      settings: GIFWriterSettings(holdLastFrameMilliseconds: 1000))
    for (index, frame) in frames.enumerated() {
      try writer.append(frame, timeMilliseconds: Double(index) * 1000 / 30)
    }
    try writer.finish(endMilliseconds: 20 * 1000 / 30)
    let decoded = try DecodedGIF(path: path)
    #expect(decoded.loopCount == 0)
    #expect(decoded.frames.count == 20)
    for (index, frame) in decoded.frames.enumerated() {
      let expected = (0..<(64 * 48)).map { frames[index].rgb(x: $0 % 64, y: $0 / 64) }
      #expect(frame.pixels == expected, "frame \(index)")
      // Cumulative delay up to and including this frame: round(t_{k+1} / 10 ms).
      let shown = decoded.frames[...index].reduce(0) { $0 + $1.delayCentiseconds }
      let end = index == 19 ? (20.0 * 1000 / 30 + 1000) : Double(index + 1) * 1000 / 30
      #expect(shown == Int((end / 10).rounded()), "frame \(index)")
    }
    // Later frames store only the changed rows.
    #expect(decoded.frames[5].rect.height < 48)
  }

  @Test func framesCloserThanTwoCentisecondsAreMergedAndTheLastKept() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("fast.gif")
    let frames = try (0..<12).map { index in
      try AnimationFrames.flat(
        width: 32, height: 32, barRow: 30 - index, keyboardRow: 31 - index / 2, colors: Self.colors)
    }
    let writer = try GIFWriter(
      path: path, width: 32, height: 32, palette: GIFPalette(samples: frames),
      settings: GIFWriterSettings(holdLastFrameMilliseconds: 0))
    for (index, frame) in frames.enumerated() {
      try writer.append(frame, timeMilliseconds: Double(index) * 1000 / 120)
    }
    try writer.finish()
    let decoded = try DecodedGIF(path: path)
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds >= 2 })
    #expect(decoded.frames.count < 12)
    let last = try #require(decoded.frames.last)
    #expect(last.pixels == (0..<(32 * 32)).map { frames[11].rgb(x: $0 % 32, y: $0 / 32) })
  }

  /// The goal: a 3-second animation of three phones side by side (1 px per point, the chat
  /// held still behind the moving bar and keyboard) well under 2 MB: under 1 MB. Ninety frames
  /// drawn and quantised take about 8 s in a debug build: a long run.
  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func threePhoneAnimationIsWellUnderTwoMegabytes() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("three.gif")
    let screen = try PhoneScreen(scale: 1, contentFollowsBar: false)
    let scenario = try Scenario.defaultShow()
    let analyses = try [InputBarStrategy.curveShift, .reportedDuration, .displayLink].map {
      try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz60))
    }
    let first = try AnimationFrames.phones(analyses, screen: screen, time: 0, slowMotion: 5)
    let last = try AnimationFrames.phones(analyses, screen: screen, time: 3000, slowMotion: 5)
    let palette = GIFPalette(samples: [first, last])
    let writer = try GIFWriter(
      path: path, width: first.width, height: first.height, palette: palette)
    for index in 0..<90 {
      let time = Double(index) * 1000 / 30
      try writer.append(
        try AnimationFrames.phones(analyses, screen: screen, time: time, slowMotion: 5),
        timeMilliseconds: time)
    }
    try writer.finish(endMilliseconds: 3000)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
    #expect(size < 1_000_000, "\(size) bytes")
    let decoded = try DecodedGIF(path: path)
    #expect(decoded.width == first.width && decoded.height == first.height)
    #expect(decoded.frames.count == writer.writtenFrameCount)
    let lastPixels = (0..<(last.width * last.height)).map {
      last.rgb(x: $0 % last.width, y: $0 / last.width)
    }
    let lastDecoded = try #require(decoded.frames.last)
    // Every pixel within the palette's reach of the drawing (exact colours where the drawing
    // uses the palette's; nearest colours on anti-aliased edges).
    let mismatched = zip(lastDecoded.pixels, lastPixels).filter { $0 != $1 }.count
    #expect(Double(mismatched) / Double(lastPixels.count) < (palette.isExact ? 1e-9 : 0.05))
    print(
      "three-phone GIF: \(size) bytes, \(decoded.frames.count) frames, \(palette.colors.count) colours, exact \(palette.isExact)"
    )
  }

  @Test func failingWriterLeavesNoFile() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("never.gif")
    let frame = try AnimationFrames.flat(
      width: 16, height: 16, barRow: 8, keyboardRow: 12, colors: Self.colors)
    do {
      let writer = try GIFWriter(
        path: path, width: 16, height: 16, palette: GIFPalette(samples: [frame]))
      try writer.append(frame, timeMilliseconds: 10)
      #expect(throws: VideoWriteError.self) { try writer.append(frame, timeMilliseconds: 5) }
    }
    #expect(try folder.contents().isEmpty)
    #expect(throws: VideoWriteError.self) {
      _ = try GIFWriter(
        path: folder.file("missing/dir/x.gif"), width: 16, height: 16,
        palette: GIFPalette(samples: [frame]))
    }
  }
}

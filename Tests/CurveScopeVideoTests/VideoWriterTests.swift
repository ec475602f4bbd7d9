import CurveScopeDetection
import CurveScopeVideo
import Foundation
import Testing

/// MP4 output checked with ffprobe and read back: timestamps (constant and variable), odd
/// sizes padded, colours, and no partial file on failure.
@Suite(.enabled(if: ExternalTool.isAvailable("ffprobe")))
struct VideoWriterTests {
  static let colors = [RGB8(hex: 0xFFFFFF), RGB8(hex: 0xE69F00), RGB8(hex: 0x0072B2)]

  struct TimesCase: CustomTestStringConvertible, Sendable {
    var name: String
    var times: [Double]
    var testDescription: String { name }
  }

  static let timeCases = [
    TimesCase(name: "60 fps", times: (0..<30).map { Double($0) * 1000 / 60 }),
    TimesCase(name: "120 fps", times: (0..<30).map { Double($0) * 1000 / 120 }),
    TimesCase(
      name: "variable (8.3, 16.7, 11 ms)",
      times: (0..<30).reduce(into: [0.0]) { times, index in
        times.append((times.last ?? 0) + [8.333, 16.667, 11.0][index % 3])
      }),
  ]

  @Test(arguments: timeCases)
  func framesKeepTheirTimes(_ timesCase: TimesCase) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("clip.mp4")
    let writer = try VideoWriter(path: path, width: 97, height: 61)
    #expect(writer.encodedWidth == 98 && writer.encodedHeight == 62)
    for (index, time) in timesCase.times.enumerated() {
      let frame = try AnimationFrames.flat(
        width: 97, height: 61, barRow: 50 - index, keyboardRow: 55 - index, colors: Self.colors)
      try writer.append(frame, timeMilliseconds: time)
    }
    try writer.finish(endMilliseconds: timesCase.times.last! + 20)
    let probed = try ExternalTool.frameTimes(path)
    #expect(probed.count == timesCase.times.count)
    for (probe, time) in zip(probed, timesCase.times) {
      #expect(abs(probe - time) < 0.02, "\(probe) vs \(time)")
    }
    let reader = try VideoReader(path: path)
    #expect(reader.info.width == 98 && reader.info.height == 62)
    var index = 0
    while let frame = try reader.nextFrame() {
      #expect(abs(frame.timeMilliseconds - timesCase.times[index]) < 0.02)
      // Colours come back within compression error (BT.709 limited range both ways).
      let keyboard = frame.image.rgb(x: 40, y: 60)
      #expect(abs(Int(keyboard.blue) - 0xB2) <= 8 && abs(Int(keyboard.red) - 0x00) <= 8)
      index += 1
    }
    #expect(index == timesCase.times.count)
  }

  @Test func badInputLeavesNoFile() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("never.mp4")
    let frame = try AnimationFrames.flat(
      width: 32, height: 32, barRow: 20, keyboardRow: 25, colors: Self.colors)
    let other = try AnimationFrames.flat(
      width: 30, height: 32, barRow: 20, keyboardRow: 25, colors: Self.colors)
    do {
      let writer = try VideoWriter(path: path, width: 32, height: 32)
      try writer.append(frame, timeMilliseconds: 0)
      #expect(throws: VideoWriteError.self) { try writer.append(frame, timeMilliseconds: 0) }
      #expect(throws: VideoWriteError.self) { try writer.append(other, timeMilliseconds: 50) }
      #expect(throws: VideoWriteError.self) { try writer.append(frame, timeMilliseconds: .nan) }
    }
    #expect(try folder.contents().isEmpty)
    do {
      let writer = try VideoWriter(path: path, width: 32, height: 32)
      #expect(throws: VideoWriteError.self) { try writer.finish() }
    }
    #expect(try folder.contents().isEmpty)
    let unwritable = try #require(
      throws: VideoWriteError.self,
      performing: { _ = try VideoWriter(path: "/proc/curvescope.mp4", width: 32, height: 32) })
    guard case .cannotWrite = unwritable.cause else {
      Issue.record("expected cannotWrite, got \(unwritable.cause)")
      return
    }
  }
}

import Testing

@testable import CurveScopeDetection

/// Row profiles from lent luma planes: a plane whose rows are padded (the padding holding bytes
/// that must not be read) or stored bottom-up gives exactly the profile of the packed image, the
/// rounded mean of every strip computed byte by byte; the tracker gives the same edges either
/// way. The multiplication that replaces the mean's division is exact.
struct StripProfilerTests {
  /// A packed luma plane of pseudo-random levels.
  static func levels(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<(width * height)).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }

  static func image(width: Int, height: Int, luma: [UInt8]) throws -> YCbCrImage {
    let chroma = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
    return try YCbCrImage(
      width: width, height: height, luma: luma, blueDifference: chroma, redDifference: chroma)
  }

  /// The profile by the definition: every strip's bytes added one by one, rounded mean.
  static func naive(_ luma: [UInt8], width: Int, profiler: StripProfiler) -> [UInt8] {
    let region = profiler.region
    var out: [UInt8] = []
    for row in 0..<region.height {
      for strip in 0..<profiler.strips {
        let from = profiler.bounds[strip]
        let to = profiler.bounds[strip + 1]
        var sum = 0
        for column in from..<to { sum += Int(luma[(region.y + row) * width + column]) }
        out.append(UInt8((sum + (to - from) / 2) / (to - from)))
      }
    }
    return out
  }

  /// `luma` with `padding` bytes of 255 after every row, rows top-down or bottom-up.
  static func withPlane<Result>(
    _ luma: [UInt8], width: Int, height: Int, padding: Int, bottomUp: Bool,
    _ body: (LumaPlane) -> Result
  ) -> Result? {
    let stride = width + padding
    var stored = [UInt8](repeating: 255, count: stride * height)
    for row in 0..<height {
      let target = bottomUp ? height - 1 - row : row
      for column in 0..<width { stored[target * stride + column] = luma[row * width + column] }
    }
    return stored.withUnsafeBufferPointer { bytes in
      bytes.baseAddress.map { start in
        body(
          LumaPlane(
            base: bottomUp ? start + (height - 1) * stride : start, width: width, height: height,
            rowStride: bottomUp ? -stride : stride))
      }
    }
  }

  @Test(arguments: [
    (1170, 40, PixelRect(x: 0, y: 0, width: 1170, height: 40)),
    (1170, 40, PixelRect(x: 37, y: 5, width: 1000, height: 30)),
    (250, 31, PixelRect(x: 3, y: 1, width: 241, height: 30)),
    (64, 9, PixelRect(x: 0, y: 0, width: 64, height: 9)),
    (47, 9, PixelRect(x: 2, y: 2, width: 45, height: 7)),
    (5, 3, PixelRect(x: 0, y: 0, width: 5, height: 3)),
  ])
  func lentPlanesGiveThePackedImagesProfile(width: Int, height: Int, region: PixelRect) throws {
    let luma = Self.levels(width: width, height: height, seed: UInt64(width * 31 + height))
    let profiler = StripProfiler(region: region)
    let expected = Self.naive(luma, width: width, profiler: profiler)
    #expect(profiler.profile(try Self.image(width: width, height: height, luma: luma)) == expected)
    for bottomUp in [false, true] {
      for padding in [0, 13, 64] {
        let profile = Self.withPlane(
          luma, width: width, height: height, padding: padding, bottomUp: bottomUp
        ) { profiler.profile($0) }
        #expect(profile == expected, "padding \(padding), bottom-up \(bottomUp)")
      }
    }
  }

  @Test func stripSumsOfEveryLengthAddEveryByteOnce() {
    let bytes = Self.levels(width: 600, height: 1, seed: 7)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for start in [0, 1, 5, 16] {
        for count in 0...(600 - start) {
          let expected = buffer[start..<start + count].reduce(0) { $0 + Int($1) }
          #expect(StripProfiler.sum(base + start, count: count) == expected)
        }
      }
    }
  }

  @Test func divisionByMultiplicationIsExact() {
    for divisor in Array(1...300) + [511, 512, 513, 1170, 4095, 8192] {
      let division = ExactDivision(by: divisor)
      // Every value a strip of this width can give (a sum plus half the width), and more.
      for value in Swift.stride(from: 0, through: 256 * divisor + divisor, by: max(1, divisor / 7))
      {
        #expect(division.quotient(value) == value / divisor)
      }
      #expect(division.quotient(256 * divisor - 1) == 255)
      #expect(division.quotient(divisor - 1) == 0)
    }
    #expect(ExactDivision(by: 0).quotient(77) == 0)
  }

  @Test func trackerGivesTheSameEdgesFromLentPlanes() throws {
    // 50 frames of a bright block (a "keyboard") at rest below the screen, rising 144 rows over
    // 12 frames, resting, falling back and resting below again.
    let width = 120
    let height = 260
    let frames: [[UInt8]] = (0..<50).map { index in
      let risen = max(0, min(12, index - 5, 45 - index))
      let top = height - risen * 12
      var noise = Self.levels(width: width, height: height, seed: UInt64(index))
      for row in 0..<height {
        for column in 0..<width {
          let base = row >= top ? 200 + (row - top) % 37 : 40 + (row * 3) % 29
          noise[row * width + column] = UInt8(base + Int(noise[row * width + column] % 3))
        }
      }
      return noise
    }
    let copied = MotionEdgeTracker(hints: ScreenEdgeHints(pixelsPerPoint: 1))
    let lent = MotionEdgeTracker(hints: ScreenEdgeHints(pixelsPerPoint: 1))
    for (index, luma) in frames.enumerated() {
      copied.add(try Self.image(width: width, height: height, luma: luma))
      if index == 0 {
        lent.add(try Self.image(width: width, height: height, luma: luma))
      } else {
        _ = Self.withPlane(
          luma, width: width, height: height, padding: 40, bottomUp: index % 2 == 0
        ) {
          lent.add(luma: $0)
        }
      }
    }
    let expected = copied.finish()
    let found = lent.finish()
    #expect(found.frames == expected.frames)
    #expect(found.model == expected.model)
    #expect(found.failure == expected.failure)
    #expect(found.frames.count == 50)
  }
}

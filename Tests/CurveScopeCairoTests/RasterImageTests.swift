import CurveScopeCairo
import CurveScopeChart
import CurveScopeSupport
import Testing

/// Pixels in memory: wrapping them, drawing over them, reading them back.
struct RasterImageTests {
  /// A 20 × 10 image of one opaque colour (0xRRGGBB), B G R A bytes.
  static func plain(_ rgb: UInt32, width: Int = 20, height: Int = 10) -> RasterImage? {
    let pixel: [UInt8] = [UInt8(rgb & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb >> 16 & 0xFF), 255]
    return RasterImage(
      width: width, height: height,
      bytes: [UInt8]((0..<(width * height)).flatMap { _ in pixel }))
  }

  @Test func wrongSizesAreRefused() {
    #expect(RasterImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 15)) == nil)
    #expect(RasterImage(width: 0, height: 2, bytes: []) == nil)
    #expect(RasterImage(width: -2, height: -2, bytes: [UInt8](repeating: 0, count: 16)) == nil)
    #expect(RasterImage(width: Int.max, height: 2, bytes: []) == nil)
    #expect(RasterImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 16)) != nil)
  }

  @Test func drawingOverKeepsWhatIsNotDrawnOn() throws {
    let background = try #require(Self.plain(0x336699))
    // At 2 pixels per point the 10 × 5 pt canvas is the 20 × 10 image; a 2 × 2 pt square at
    // (4, 1) pt covers pixels 8…11 × 2…5.
    let drawn = try background.drawing(scale: 2) { renderer, _, canvas in
      #expect(canvas.width == 10 && canvas.height == 5)
      try renderer.fillRect(Rect(x: 4, y: 1, width: 2, height: 2), color: Color(hex: 0xFF0000))
    }
    #expect(drawn.width == 20 && drawn.height == 10)
    for y in 0..<10 {
      for x in 0..<20 {
        let inside = (8..<12).contains(x) && (2..<6).contains(y)
        #expect(drawn.rgb(x: x, y: y) == (inside ? 0xFF0000 : 0x336699), "pixel \(x), \(y)")
      }
    }
    #expect(drawn.rgb(x: 20, y: 0) == nil)
    // The original is a value: unchanged.
    #expect(background.rgb(x: 9, y: 3) == 0x336699)
  }

  @Test func pngRoundTripKeepsThePixels() throws {
    let image = try #require(Self.plain(0x10E0A0, width: 7, height: 3))
    let png = try image.encodedPNG()
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // IHDR: width and height big-endian at bytes 16…23.
    #expect(Array(png[16..<24]) == [0, 0, 0, 7, 0, 0, 0, 3])
  }
}

import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo
import Testing

/// Colours, rectangles, Y'CbCr conversion (against the standards' reference values) and
/// orientation.
struct ImageTypesTests {
  @Test(arguments: [
    ("#D1D3D9", RGB8(hex: 0xD1D3D9) as RGB8?), ("d1d3d9", RGB8(hex: 0xD1D3D9)),
    ("0x2C2C2C", RGB8(hex: 0x2C2C2C)), ("#D1D3D", nil), ("#GGGGGG", nil), ("", nil),
    ("#D1D3D9FF", nil), ("-1", nil),
  ])
  func colorParsing(_ text: String, _ expected: RGB8?) {
    #expect(RGB8(parsing: text) == expected)
    if let expected { #expect(expected.description == "#" + String(text.suffix(6)).uppercased()) }
  }

  @Test(arguments: [
    ("0,1200,1170,1332", PixelRect(x: 0, y: 1200, width: 1170, height: 1332) as PixelRect?),
    ("0,0,0,10", nil), ("-1,0,10,10", nil), ("1,2,3", nil), ("a,b,c,d", nil),
    ("1,2,3,4,5", nil), ("99999999999999999999,0,1,1", nil),
  ])
  func rectParsing(_ text: String, _ expected: PixelRect?) {
    #expect(PixelRect(parsing: text) == expected)
  }

  /// ITU-R BT.709 limited range: black (16, 128, 128), white (235, 128, 128), red
  /// Y' = 16 + 219·0.2126 = 62.6, Cb = 128 − 224·0.2126/1.8556 = 102.3, Cr = 240.
  @Test func bt709Reference() {
    let matrix = YCbCrMatrix.bt709
    #expect(matrix.yCbCr(RGB8(hex: 0x000000), fullRange: false) == (16, 128, 128))
    #expect(matrix.yCbCr(RGB8(hex: 0xFFFFFF), fullRange: false) == (235, 128, 128))
    #expect(matrix.yCbCr(RGB8(hex: 0xFF0000), fullRange: false) == (63, 102, 240))
    #expect(YCbCrMatrix.bt601.yCbCr(RGB8(hex: 0xFF0000), fullRange: true) == (76, 85, 255))
    for hex: UInt32 in [0xD1D3D9, 0x2C2C2C, 0x007AFF, 0xE69F00] {
      let color = RGB8(hex: hex)
      let sample = matrix.yCbCr(color, fullRange: false)
      let back = matrix.rgb(y: sample.y, cb: sample.cb, cr: sample.cr, fullRange: false)
      #expect(
        abs(Int(back.red) - Int(color.red)) <= 2 && abs(Int(back.blue) - Int(color.blue)) <= 2)
    }
  }

  @Test func badPlaneSizesAreRefused() {
    #expect(throws: ImageBufferError(width: 3, height: 3, .planes(luma: 1, blue: 0, red: 0))) {
      _ = try YCbCrImage(
        width: 3, height: 3, luma: [0], blueDifference: [], redDifference: [])
    }
    #expect(
      throws: ImageBufferError(width: 2, height: 2, .pixelBytes(byteCount: 3, bytesPerRow: 8))
    ) {
      _ = try PixelImage(width: 2, height: 2, layout: .rgba, bytes: [0, 0, 0])
    }
    #expect(throws: ImageBufferError(width: -1, height: 2, .side)) {
      _ = try PixelImage(width: -1, height: 2, layout: .rgba, bytes: [])
    }
    // A row length whose product with the height overflows is refused, not trapped.
    #expect(
      throws: ImageBufferError(
        width: 2, height: 4, .pixelBytes(byteCount: 0, bytesPerRow: Int.max / 2))
    ) {
      _ = try PixelImage(width: 2, height: 4, bytesPerRow: Int.max / 2, layout: .rgba, bytes: [])
    }
    #expect(
      ImageBufferError(width: 3, height: 3, .planes(luma: 1, blue: 0, red: 0)).description
        == "image 3×3 — planes of 1, 0 and 0 samples; expected 9, 4 and 4")
  }

  @Test func keyboardRowFillsTheWidth() {
    let layout = KeyCapLayout(width: 375, height: 291)
    let top = layout.keys.prefix(10)
    #expect(top.first?.frame.x == 3)
    #expect(abs((top.last.map { $0.frame.x + $0.frame.width } ?? 0) - 372) < 1e-9)
    #expect(layout.suggestionHeight == 44 && layout.bottomAreaHeight == 31)
    #expect(KeyCapLayout(width: 320, height: 216).suggestionHeight == 0)
  }
}

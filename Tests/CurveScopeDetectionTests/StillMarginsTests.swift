import Testing

@testable import CurveScopeDetection

/// The margins no frame changes (``StillMargins``): a screen inside a white border whose own
/// page is white, told from the border by the columns the keyboard changes.
struct StillMarginsTests {
  /// An iPhone 5's recording (640 × 1136 px) inside a white border: 20 px at each side, 50 px
  /// above and below. The page is white; the status bar's icons begin 12 rows below the
  /// screen's top; a grey keyboard 400 px tall covers the screen's bottom when `keyboard`.
  static let (width, height) = (680, 1236)
  static let screen = PixelRect(x: 20, y: 50, width: 640, height: 1136)

  static func frame(keyboard: Bool) -> [UInt8] {
    var luma = [UInt8](repeating: 255, count: width * height)
    let (x0, y0) = (screen.x, screen.y)
    // Icons: dark marks on one row band of the status bar.
    for row in (y0 + 12)..<(y0 + 20) {
      for column in stride(from: x0 + 30, to: x0 + 600, by: 40) { luma[row * width + column] = 30 }
    }
    if keyboard {
      for row in (y0 + screen.height - 400)..<(y0 + screen.height) {
        for column in x0..<(x0 + screen.width) {
          luma[row * width + column] = row % 50 < 40 ? 210 : 150
        }
      }
    }
    return luma
  }

  static func withPlane<T>(_ luma: [UInt8], _ body: (LumaPlane) -> T) throws -> T {
    let chroma = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
    let image = try YCbCrImage(
      width: width, height: height, luma: luma, blueDifference: chroma, redDifference: chroma)
    return image.withLumaPlane(body)
  }

  @Test func theColumnsTheKeyboardChangesAreTheScreens() throws {
    let hidden = Self.frame(keyboard: false)
    var margins = try #require(try Self.withPlane(hidden) { StillMargins(first: $0) })
    // Nothing has changed yet: no margin can be told from a plain page.
    try Self.withPlane(hidden) { margins.add($0) }
    #expect(margins.columns == nil)
    try Self.withPlane(Self.frame(keyboard: true)) { margins.add($0) }
    #expect(margins.columns == 20..<660)
    // The border's rows are still and plain; the screen's first 12 rows (a white status bar)
    // are still and plain too, and an iPhone 5 as wide as the margins leave begins at row 50.
    let found = try Self.withPlane(hidden) {
      margins.screen(first: $0, stillRows: (top: 70, bottom: 50))
    }
    #expect(found == Self.screen)
    // A screen of no iPhone's width begins at its first row that is not plain.
    let rows = try Self.withPlane(hidden) {
      StillMargins.screenRows(first: $0, columns: 25..<660, stillRows: (top: 70, bottom: 50))
    }
    #expect(rows == 62..<1186)
  }

  @Test func aSimulatorWindowsScreenBeginsUnderItsTitleBarAndBezel() throws {
    // An iPhone 16 Pro's screen (402 × 874 pt) drawn at 1.5 px/pt, 604 × 1312 px from row 100,
    // as a simulator window shows it in a screen recording of the Mac: a 12 px black bezel
    // around it, above that a light title bar (rows 32–87) with dark text in its middle, on a
    // grey desktop. The screen's page is white, its status bar's icons 20 rows down.
    let (width, height) = (700, 1500)
    var luma = [UInt8](repeating: 80, count: width * height)
    func fill(_ rows: Range<Int>, _ columns: Range<Int>, _ value: UInt8) {
      for row in rows { for column in columns { luma[row * width + column] = value } }
    }
    fill(32..<88, 36..<664, 230)
    fill(48..<56, 250..<450, 40)
    fill(88..<1424, 36..<664, 16)
    fill(100..<1412, 48..<652, 250)
    for column in stride(from: 60, to: 640, by: 30) { fill(120..<130, column..<(column + 6), 30) }
    let chroma = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
    let image = try YCbCrImage(
      width: width, height: height, luma: luma, blueDifference: chroma, redDifference: chroma)
    // 604 px is no iPhone's width at 2 or 3 px/pt, and the first row that is not plain is the
    // title's (row 48): the screen begins where the bezel's plain rows end and what is left
    // down to the screen's end has an iPhone's shape (604 × 1312: 402 × 874 pt within 1.2 px).
    let rows = image.withLumaPlane {
      StillMargins.screenRows(first: $0, columns: 48..<652, stillRows: (top: 140, bottom: 88))
    }
    #expect(rows == 100..<1412)
    // The same window with a screen of no iPhone's shape (1250 px tall) keeps the first row
    // that is not plain.
    let short = image.withLumaPlane {
      StillMargins.screenRows(first: $0, columns: 48..<652, stillRows: (top: 140, bottom: 150))
    }
    #expect(short == 48..<1350)
  }

  @Test func aWholeScreenHasNoMargins() throws {
    // The screen alone, the keyboard across its whole width: its side columns change at once.
    var hidden = [UInt8](repeating: 255, count: Self.width * Self.height)
    var shown = hidden
    for row in 800..<Self.height {
      for column in 0..<Self.width { shown[row * Self.width + column] = 200 }
    }
    hidden[5] = 255
    var margins = try #require(try Self.withPlane(hidden) { StillMargins(first: $0) })
    try Self.withPlane(shown) { margins.add($0) }
    #expect(margins.columns == nil)
    #expect(margins.settled)
    // A first frame whose side columns are not plain (a keyboard up across the frame) has no
    // margin to look for.
    #expect(try Self.withPlane(shown) { StillMargins(first: $0) } == nil)
  }
}

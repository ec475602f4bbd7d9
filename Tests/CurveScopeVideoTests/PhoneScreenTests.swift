import CurveScope
import CurveScopePlot
import Foundation
import Testing

/// The phone-screen drawing: pixels where the keyboard, bar and app content must be.
struct PhoneScreenTests {
  struct ScreenCase: CustomTestStringConvertible, Sendable {
    var appearance: ScreenAppearance
    var scale: Double
    var keyboardTop: Double
    var barBottom: Double
    var testDescription: String { "\(appearance) \(scale)× kb \(keyboardTop) bar \(barBottom)" }
  }

  static let cases: [ScreenCase] = [
    ScreenCase(appearance: .light, scale: 2, keyboardTop: 521, barBottom: 521),
    ScreenCase(appearance: .dark, scale: 3, keyboardTop: 600, barBottom: 560),
    ScreenCase(appearance: .light, scale: 3, keyboardTop: 812, barBottom: 812),
  ]

  @Test(arguments: cases)
  func keyboardAndBarSitWhereTheStateSays(_ screenCase: ScreenCase) throws {
    let screen = try PhoneScreen(appearance: screenCase.appearance, scale: screenCase.scale)
    let state = PhoneScreenState(
      timeMilliseconds: 0, keyboardTop: screenCase.keyboardTop, barBottom: screenCase.barBottom)
    let image = try screen.render(state)
    let s = screenCase.scale
    #expect(image.width == Int(375 * s) && image.height == Int(812 * s))
    let palette = screenCase.appearance.palette
    func hex(_ color: Color) -> UInt32 {
      UInt32((color.red * 255).rounded()) << 16 | UInt32((color.green * 255).rounded()) << 8
        | UInt32((color.blue * 255).rounded())
    }
    // The keyboard's left margin (x = 1 pt) is keyboard background from its top edge down.
    if screenCase.keyboardTop < 812 {
      let firstRow = Int((screenCase.keyboardTop * s).rounded())
      #expect(image.rgb(x: Int(s), y: firstRow + 1) == hex(palette.keyboardBackground))
      #expect(image.rgb(x: Int(s), y: firstRow - 1) != hex(palette.keyboardBackground))
    }
    // The bar's bottom row (when above the keyboard) is bar background at its left margin.
    if screenCase.barBottom < screenCase.keyboardTop {
      let lastRow = Int((screenCase.barBottom * s).rounded()) - 1
      #expect(image.rgb(x: Int(s), y: lastRow) == hex(palette.barBackground))
      #expect(image.rgb(x: Int(s), y: lastRow + 2) == hex(palette.background))
    }
    if ProcessInfo.processInfo.environment["CURVESCOPE_KEEP_SCREENS"] != nil {
      try image.writePNG(
        to: "/tmp/screen-\(screenCase.appearance)-\(Int(s))x-\(Int(screenCase.keyboardTop)).png")
    }
  }
}

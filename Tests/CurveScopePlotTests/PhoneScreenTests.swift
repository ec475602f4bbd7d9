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

/// Screens and states that cannot be drawn are refused with their cause.
struct PhoneScreenBoundsTests {
  struct BadScreen: CustomTestStringConvertible, Sendable {
    var name: String
    var width = 375.0
    var height = 812.0
    var keyboard = 291.0
    var bar = 52.0
    var scale = 3.0
    var cause: ScreenDrawingError.Cause
    var testDescription: String { name }
  }

  static let badScreens: [BadScreen] = [
    BadScreen(name: "narrow", width: 99, cause: .screenSize(width: 99, height: 812)),
    BadScreen(name: "NaN height", height: .nan, cause: .screenSize(width: 375, height: .nan)),
    BadScreen(
      name: "keyboard taller than the screen", keyboard: 813,
      cause: .keyboardHeight(813, screenHeight: 812)),
    BadScreen(
      name: "negative keyboard", keyboard: -1, cause: .keyboardHeight(-1, screenHeight: 812)),
    BadScreen(name: "thin bar", bar: 29, cause: .barHeight(29)),
    BadScreen(name: "infinite bar", bar: .infinity, cause: .barHeight(.infinity)),
    BadScreen(name: "scale 5", scale: 5, cause: .scale(5)),
  ]

  @Test(arguments: badScreens)
  func badScreenIsRefused(_ bad: BadScreen) {
    #expect {
      _ = try PhoneScreen(
        width: bad.width, height: bad.height, keyboardHeight: bad.keyboard, barHeight: bad.bar,
        scale: bad.scale)
    } throws: { error in
      // NaN never equals itself: compare the cause's case and its finite values.
      guard let error = error as? ScreenDrawingError else { return false }
      return String(describing: error.cause) == String(describing: bad.cause)
    }
  }

  @Test func positionBeyondTheBoundIsRefused() throws {
    let screen = try PhoneScreen(scale: 1)
    let state = PhoneScreenState(timeMilliseconds: 5, keyboardTop: 1e6, barBottom: 500)
    #expect(
      throws: ScreenDrawingError(.position(timeMilliseconds: 5, keyboardTop: 1e6, barBottom: 500))
    ) {
      try screen.render(state)
    }
    let nan = PhoneScreenState(timeMilliseconds: 0, keyboardTop: 500, barBottom: .nan)
    #expect(throws: ScreenDrawingError.self) { try screen.render(nan) }
  }

  @Test func sentence() {
    let error = ScreenDrawingError(.barHeight(12))
    #expect(error.description == "bar height 12 — must be a number of points in [30, 200]")
  }
}

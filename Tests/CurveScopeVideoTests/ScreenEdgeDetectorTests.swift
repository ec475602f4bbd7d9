import CurveScope
import CurveScopePlot
import CurveScopeVideo
import Testing

/// The detector on single drawn frames (no codec): what one frame shows, what it cannot, and
/// what the hints add.
struct ScreenEdgeDetectorTests {
  struct FrameCase: CustomTestStringConvertible, Sendable {
    var name: String
    var appearance: ScreenAppearance
    var keyboardTop: Double
    var barBottom: Double
    var hints: ScreenEdgeHints = .none
    /// Expected keyboard evidence, or nil for "not found".
    var keyboard: DetectedEdge.Evidence?
    /// Whether the bar's bottom must be found.
    var barFound: Bool
    var testDescription: String { name }
  }

  static let keyboardGrey = RGB8(hex: 0xD1D3D9)

  static let cases: [FrameCase] = [
    FrameCase(
      name: "light, bar resting on the keyboard: in sync or covered? (no height: not found)",
      appearance: .light, keyboardTop: 521, barBottom: 521, keyboard: .keyCaps, barFound: false),
    FrameCase(
      name: "light, bar resting on the keyboard, its height given", appearance: .light,
      keyboardTop: 521, barBottom: 521, hints: ScreenEdgeHints(barHeightPixels: 156),
      keyboard: .keyCaps, barFound: true),
    FrameCase(
      name: "dark, keyboard up, gap of 30 pt", appearance: .dark, keyboardTop: 560,
      barBottom: 530, keyboard: .keyCaps, barFound: true),
    FrameCase(
      name: "light, keyboard covering 20 pt of the bar (no height: not found)",
      appearance: .light, keyboardTop: 600, barBottom: 620, keyboard: .keyCaps, barFound: false),
    FrameCase(
      name: "light, covered bar with its height given", appearance: .light, keyboardTop: 600,
      barBottom: 620, hints: ScreenEdgeHints(barHeightPixels: 156), keyboard: .keyCaps,
      barFound: true),
    FrameCase(
      name: "light, only the suggestion strip up: not decidable alone", appearance: .light,
      keyboardTop: 790, barBottom: 812, keyboard: nil, barFound: false),
    FrameCase(
      name: "light, only the strip up, keyboard colour given", appearance: .light,
      keyboardTop: 790, barBottom: 812, hints: ScreenEdgeHints(keyboardColor: keyboardGrey),
      keyboard: .keyboardColor, barFound: false),
    FrameCase(
      name: "light, hidden, keyboard colour given", appearance: .light, keyboardTop: 812,
      barBottom: 812, hints: ScreenEdgeHints(keyboardColor: keyboardGrey),
      keyboard: .keyboardHidden, barFound: true),
    FrameCase(
      name: "dark, hidden, nothing given: not decidable alone", appearance: .dark,
      keyboardTop: 812, barBottom: 812, keyboard: nil, barFound: false),
  ]

  @Test(arguments: cases)
  func oneFrame(_ frameCase: FrameCase) throws {
    let screen = try PhoneScreen(appearance: frameCase.appearance, scale: 3)
    let raster = try screen.render(
      PhoneScreenState(
        timeMilliseconds: 0, keyboardTop: frameCase.keyboardTop, barBottom: frameCase.barBottom))
    let image = try PixelImage(
      width: raster.width, height: raster.height, layout: .bgra, bytes: raster.bytes
    ).yCbCr()
    let edges = ScreenEdgeDetector(hints: frameCase.hints).detect(image)
    #expect(edges.keyboardTop?.evidence == frameCase.keyboard)
    if let keyboard = edges.keyboardTop {
      #expect(abs(keyboard.row / 3 - frameCase.keyboardTop) <= 0.5)
      #expect(keyboard.confidence > 0 && keyboard.confidence <= 1)
    }
    if frameCase.barFound {
      let bar = try #require(edges.barBottom, "bar not found")
      #expect(abs(bar.row / 3 - frameCase.barBottom) <= 0.5, "\(bar)")
    } else {
      #expect(edges.barBottom == nil)
    }
  }

  @Test func regionOfInterestConfinesTheSearch() throws {
    let screen = try PhoneScreen(appearance: .light, scale: 2)
    let raster = try screen.render(
      PhoneScreenState(timeMilliseconds: 0, keyboardTop: 521, barBottom: 521))
    let image = try PixelImage(
      width: raster.width, height: raster.height, layout: .bgra, bytes: raster.bytes
    ).yCbCr()
    // The top half only: no keyboard in it.
    let top = ScreenEdgeDetector(
      hints: ScreenEdgeHints(
        regionOfInterest: PixelRect(x: 0, y: 0, width: 750, height: 812), scale: 2)
    ).detect(image)
    #expect(top.keyboardTop == nil)
    // A region missing the frame altogether.
    let outside = ScreenEdgeDetector(
      hints: ScreenEdgeHints(regionOfInterest: PixelRect(x: 5000, y: 0, width: 10, height: 10))
    ).detect(image)
    #expect(outside == ScreenEdges())
    let whole = ScreenEdgeDetector(hints: ScreenEdgeHints(scale: 2)).detect(image)
    #expect(abs((whole.keyboardTop?.row ?? 0) / 2 - 521) <= 0.5)
  }
}

import CurveScopeDetection
import CurveScopeVideo
import Testing

/// Scale inference from recording sizes (Apple's published point sizes × 2 or 3).
struct ScreenScaleTests {
  struct SizeCase: CustomTestStringConvertible, Sendable {
    var width: Int
    var height: Int
    var given: Double?
    var expected: Double
    /// Whether the scale is a known recording size's (or given), not an estimate.
    var exact = true
    /// How far the scale may be from `expected` (an estimate between phones of one shape).
    var within = 1e-9
    var testDescription: String { "\(width)×\(height) given \(String(describing: given))" }
  }

  static let cases: [SizeCase] = [
    SizeCase(width: 1170, height: 2532, given: nil, expected: 3),  // 390 × 844
    SizeCase(width: 1125, height: 2436, given: nil, expected: 3),  // 375 × 812
    SizeCase(width: 1126, height: 2436, given: nil, expected: 3),  // padded to even
    SizeCase(width: 828, height: 1792, given: nil, expected: 2),  // 414 × 896 at 2×
    SizeCase(width: 1242, height: 2688, given: nil, expected: 3),  // 414 × 896 at 3×
    SizeCase(width: 750, height: 1334, given: nil, expected: 2),  // 375 × 667
    SizeCase(width: 640, height: 1136, given: nil, expected: 2),  // 320 × 568
    SizeCase(width: 1080, height: 1920, given: nil, expected: 1920.0 / 736),  // Plus models
    SizeCase(width: 1320, height: 2868, given: nil, expected: 3),  // 440 × 956
    // Not a known recording size: the shape of a 375 × 812 pt screen, scaled (an estimate).
    // (Phones of several sizes have that shape within 1 %: an estimate between 1.9 and 2.5.)
    SizeCase(width: 886, height: 1920, given: nil, expected: 2.2, exact: false, within: 0.3),
    SizeCase(width: 750, height: 1624, given: nil, expected: 2, exact: false),
    // A GIF of a 320 × 568 pt screen made 272 px wide and 480 px tall: that shape within 1 %.
    SizeCase(
      width: 272, height: 480, given: nil, expected: (272.0 / 320 + 480.0 / 568) / 2, exact: false),
    // No phone's shape (a cropped strip): 390 pt across is assumed.
    SizeCase(width: 1242, height: 544, given: nil, expected: 544.0 / 390, exact: false),
    SizeCase(width: 886, height: 1920, given: 2.364, expected: 2.364),
    SizeCase(width: 1170, height: 2532, given: 2, expected: 2),  // given wins
    SizeCase(width: 1170, height: 2532, given: .nan, expected: 3),  // a bad given is ignored
  ]

  @Test(arguments: cases)
  func inference(_ sizeCase: SizeCase) {
    let scale = ScreenScale.infer(
      width: sizeCase.width, height: sizeCase.height, given: sizeCase.given)
    #expect(abs(scale.pixelsPerPoint - sizeCase.expected) <= sizeCase.within)
    #expect(scale.isExact == sizeCase.exact)
  }

  @Test func pointsFromRows() throws {
    let scale = ScreenScale.infer(width: 1170, height: 2532, originRow: 30)
    #expect(scale.points(fromRow: 30 + 3 * 521) == 521)
    guard case .knownScreen(let screen) = scale.source else {
      Issue.record("expected a known screen")
      return
    }
    #expect(screen.width == 390 && screen.height == 844)
  }

  @Test func everyScreenMatchesItsOwnSize() {
    for screen in IPhoneScreen.all {
      let size = screen.pixelSize
      let match = IPhoneScreen.matching(width: size.width, height: size.height)
      #expect(match?.height == screen.height && match?.scale == screen.scale, "\(screen.models)")
    }
  }
}

import CurveScopeVideo
import Testing

/// Scale inference from recording sizes (Apple's published point sizes × 2 or 3).
struct ScreenScaleTests {
  struct SizeCase: CustomTestStringConvertible, Sendable {
    var width: Int
    var height: Int
    var given: Double?
    var expected: Double?
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
    SizeCase(width: 886, height: 1920, given: nil, expected: nil),  // not a known size
    SizeCase(width: 750, height: 1624, given: nil, expected: nil),  // 375 × 812 at 2×: no iPhone
    SizeCase(width: 886, height: 1920, given: 2.364, expected: 2.364),
    SizeCase(width: 1170, height: 2532, given: 2, expected: 2),  // given wins
    SizeCase(width: 1170, height: 2532, given: .nan, expected: 3),  // a bad given is ignored
  ]

  @Test(arguments: cases)
  func inference(_ sizeCase: SizeCase) {
    let scale = ScreenScale.infer(
      width: sizeCase.width, height: sizeCase.height, given: sizeCase.given)
    if let expected = sizeCase.expected {
      #expect(abs((scale?.pixelsPerPoint ?? .nan) - expected) < 1e-9)
    } else {
      #expect(scale == nil)
    }
  }

  @Test func pointsFromRows() throws {
    let scale = try #require(ScreenScale.infer(width: 1170, height: 2532, originRow: 30))
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

import CurveScopeChartLayout
import Testing

@Suite("Linear scales")
struct LinearScaleTests {
  @Test("upward y: 0…100 onto 262 (bottom)…75 (top)")
  func upward() {
    let scale = LinearScale(domainLower: 0, domainUpper: 100, rangeStart: 262, rangeEnd: 75)
    #expect(scale.position(0) == 262)
    #expect(scale.position(100) == 75)
    #expect(scale.position(50) == 168.5)
    #expect(scale.value(atPosition: 168.5) == 50)
  }

  @Test("inverted (UIKit) y: 476…812 onto 75 (top)…262 (bottom); 644 is the middle")
  func inverted() {
    let scale = LinearScale(domainLower: 476, domainUpper: 812, rangeStart: 75, rangeEnd: 262)
    #expect(scale.position(476) == 75)
    #expect(scale.position(812) == 262)
    #expect(scale.position(644) == 168.5)
  }

  @Test("zero-width domain maps to the middle; NaN stays NaN")
  func degenerate() {
    let scale = LinearScale(domainLower: 5, domainUpper: 5, rangeStart: 0, rangeEnd: 100)
    #expect(scale.position(5) == 50)
    #expect(scale.position(.nan) == 50)
    let normal = LinearScale(domainLower: 0, domainUpper: 1, rangeStart: 0, rangeEnd: 100)
    #expect(normal.position(.nan).isNaN)
  }

  @Test("contains checks either bound order")
  func contains() {
    let scale = LinearScale(domainLower: 10, domainUpper: 0, rangeStart: 0, rangeEnd: 1)
    #expect(scale.contains(5))
    #expect(!scale.contains(11))
  }
}

import CurveScopeOutput
import Testing

@Suite("Render options bounds")
struct RenderOptionsTests {
  @Test("the default is 1600 × 1000 px at 2 px per point")
  func standard() {
    let options = RenderOptions.standard
    #expect(options.pixelWidth == 1600 && options.pixelHeight == 1000 && options.scale == 2)
    #expect(options.pointWidth == 800 && options.pointHeight == 500)
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var width: Int
    var height: Int
    var scale: Double
    var cause: RenderOptionsError.Cause
    var testDescription: String { name }
  }

  static let bad: [BadCase] = [
    BadCase(
      name: "too narrow", width: 99, height: 1000, scale: 2,
      cause: .sideOutOfRange(width: 99, height: 1000)),
    BadCase(
      name: "too tall", width: 1000, height: 10_001, scale: 2,
      cause: .sideOutOfRange(width: 1000, height: 10_001)),
    BadCase(
      name: "negative", width: -1600, height: 1000, scale: 2,
      cause: .sideOutOfRange(width: -1600, height: 1000)),
    BadCase(
      name: "too many pixels", width: 10_000, height: 10_000, scale: 2,
      cause: .tooManyPixels(width: 10_000, height: 10_000, limit: 40_000_000)),
    BadCase(
      name: "scale too small", width: 1600, height: 1000, scale: 0.25,
      cause: .scaleOutOfRange(0.25)),
    BadCase(
      name: "scale too large", width: 1600, height: 1000, scale: 8.5,
      cause: .scaleOutOfRange(8.5)),
    BadCase(
      name: "layout under 100 pt", width: 400, height: 400, scale: 8,
      cause: .tooFewPoints(width: 400, height: 400, scale: 8)),
  ]

  @Test("out-of-bounds sizes and scales are typed errors naming the value", arguments: bad)
  func outOfBounds(_ testCase: BadCase) {
    let error = #expect(throws: RenderOptionsError.self) {
      try RenderOptions(
        pixelWidth: testCase.width, pixelHeight: testCase.height, scale: testCase.scale)
    }
    #expect(error?.cause == testCase.cause)
  }

  @Test("a NaN scale is out of range (and the sentence names it once)")
  func nanScale() {
    let error = #expect(throws: RenderOptionsError.self) {
      try RenderOptions(pixelWidth: 1600, pixelHeight: 1000, scale: .nan)
    }
    guard case .scaleOutOfRange(let scale) = error?.cause else {
      Issue.record("expected scaleOutOfRange, got \(String(describing: error))")
      return
    }
    #expect(scale.isNaN)
    #expect(error?.subject == "scale nan" && error?.problem == "must be 0.5…8")
  }

  @Test("sizes parse as WIDTHxHEIGHT")
  func parse() throws {
    #expect(try RenderOptions.parseSize("1600x1000") == (1600, 1000))
    #expect(try RenderOptions.parseSize("800×500") == (800, 500))
    for text in ["1600", "x", "16x10x2", "axb", "99999999999999999999x1"] {
      #expect(throws: RenderOptionsError(.malformedSize(text))) {
        try RenderOptions.parseSize(text)
      }
    }
  }
}

import Testing

@testable import CurveScopeDetection

/// A screen's rounded bottom corners drawn by a frame around it (``RoundedCorners``), told from
/// square corners, a line down the screen's sides and a page of the frame's colour.
struct RoundedCornersTests {
  static let (width, height) = (440, 840)
  /// The screen inside a 20 px bezel.
  static let screen = PixelRect(x: 20, y: 20, width: 400, height: 800)

  /// A frame: a near-black bezel (16), the screen's page (`page`), its bottom corners rounded by
  /// a quarter circle of `radius` px in the bezel's black (0 with a codec's lift: 2), and a
  /// line `sideLine` px wide of grey 212 down each side of the screen.
  static func frame(page: UInt8 = 250, radius: Double = 0, sideLine: Int = 0) -> [UInt8] {
    var luma = [UInt8](repeating: 16, count: width * height)
    for y in screen.y..<(screen.y + screen.height) {
      for x in screen.x..<(screen.x + screen.width) {
        var value = page
        let (left, right) = (x - screen.x, screen.x + screen.width - 1 - x)
        if min(left, right) < sideLine { value = 212 }
        // Pixel centres outside the circle of the corner are the bezel's.
        let up = Double(screen.y + screen.height - 1 - y) + 0.5
        let side = Double(min(left, right)) + 0.5
        if radius > 0, up < radius, side < radius {
          let (dx, dy) = (radius - side, radius - up)
          if (dx * dx + dy * dy).squareRoot() > radius { value = 2 }
        }
        luma[y * width + x] = value
      }
    }
    return luma
  }

  static func corners(_ luma: [UInt8]) throws -> Int {
    let chroma = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
    let image = try YCbCrImage(
      width: width, height: height, luma: luma, blueDifference: chroma, redDifference: chroma)
    return image.withLumaPlane { RoundedCorners.insets(in: $0, screen: screen)?.rows ?? 0 }
  }

  @Test func roundedCornersAreAsTallAsTheirRadius() throws {
    // The side column's last pixel outside the circle is √r rows under its radius
    // ((r − ½)² + (r − h)² = r²): 52.3 rows for 60 px, 8.5 for 12 px.
    let rows = try Self.corners(Self.frame(radius: 60))
    #expect((52...53).contains(rows), "\(rows)")
    let small = try Self.corners(Self.frame(radius: 12))
    #expect((8...9).contains(small), "\(small)")
  }

  @Test func insetsFollowTheQuarterCircle() throws {
    let luma = Self.frame(radius: 60)
    let chroma = [UInt8](repeating: 128, count: ((Self.width + 1) / 2) * ((Self.height + 1) / 2))
    let image = try YCbCrImage(
      width: Self.width, height: Self.height, luma: luma, blueDifference: chroma,
      redDifference: chroma)
    let insets = try #require(
      image.withLumaPlane { RoundedCorners.insets(in: $0, screen: Self.screen) })
    #expect(insets.left.count == insets.right.count)
    // Along the bottom row (centre 0.5 px up) the circle leaves r − √(r² − (r − ½)²) = 52.3 px
    // to the bezel: pixel centres 0.5 … 51.5 are outside it. Halfway up the corner, 30 px up
    // (centre 30.5), r − √(r² − 29.5²) = 7.75: 8 px.
    #expect(insets.left[0] == 52 && insets.right[0] == 52, "\(insets.left.prefix(3))")
    #expect(insets.left[30] == 8 && insets.right[30] == 8, "\(insets.left[30])")
    let halfway = insets.covered(rowsAboveBottom: 30)
    #expect(halfway.left == 8 && halfway.right == 8)
    let above = insets.covered(rowsAboveBottom: 100)
    #expect(above.left == 0 && above.right == 0)
  }

  @Test func squareCornersLinesAndPlainPagesAreNone() throws {
    #expect(try Self.corners(Self.frame()) == 0)
    // A 3 px grey line down each side (an iOS 8 GIF's keyboard edge) keeps its width all the
    // way up: no corner.
    #expect(try Self.corners(Self.frame(sideLine: 3)) == 0)
    // A page of the bezel's black (a dark app): its bottom row is one run across the screen.
    #expect(try Self.corners(Self.frame(page: 2, radius: 60)) == 0)
    // One rounded corner alone is no frame's mask.
    var one = Self.frame(radius: 60)
    for y in 700..<820 { for x in 360..<420 { one[y * Self.width + x] = 250 } }
    #expect(try Self.corners(one) == 0)
  }
}

import CurveScopeChart
import CurveScopeChartLayout
import Testing

/// Step boundaries: a value latched per frame holds until the next point, so a fill has
/// vertical edges where the value jumps, and a jump across the other boundary cuts the fill on
/// that vertical edge.
@Suite("Step fills")
struct StepFillTests {
  static func point(_ x: Double, _ y: Double) -> DataPoint { DataPoint(x: x, y: y) }

  @Test("a step that jumps from +2 to −3 at x = 10 splits into two rectangles at the jump")
  func jumpAcrossZero() {
    let polygons = FillGeometry.polygons(
      between: .steps([Self.point(0, 2), Self.point(10, -3), Self.point(20, -3)]),
      and: .constant(0))
    #expect(polygons.count == 2)
    // Above: from 0 to 10 at height 2, down the jump to the crossing (10, 0) (the lower
    // chain repeats the jump's x, once per sample taken there).
    #expect(polygons[0].isAbove)
    #expect(
      polygons[0].points == [
        Self.point(0, 2), Self.point(10, 2), Self.point(10, 0), Self.point(10, 0),
        Self.point(10, 0), Self.point(0, 0),
      ])
    // Below: from the crossing down to −3, held to 20.
    #expect(!polygons[1].isAbove)
    #expect(
      polygons[1].points == [
        Self.point(10, 0), Self.point(10, -3), Self.point(20, -3), Self.point(20, 0),
        Self.point(10, 0), Self.point(10, 0),
      ])
  }

  @Test("a step that stays on one side keeps one polygon with vertical edges")
  func oneSide() {
    let polygons = FillGeometry.polygons(
      between: .steps([Self.point(0, 1), Self.point(5, 4), Self.point(8, 4)]), and: .constant(0))
    #expect(polygons.count == 1)
    #expect(
      polygons[0].points == [
        Self.point(0, 1), Self.point(5, 1), Self.point(5, 4), Self.point(8, 4), Self.point(8, 0),
        Self.point(5, 0), Self.point(5, 0), Self.point(0, 0),
      ])
  }

  @Test("a linear boundary against a step is compared on both sides of each jump")
  func linearAgainstSteps() {
    // first: y = x on 0…4; second: 1 until 2, then 3. Crossings at x = 1 (linear) and at the
    // jump x = 2, where first (2) is between the limits 1 and 3.
    let polygons = FillGeometry.polygons(
      between: .series([Self.point(0, 0), Self.point(4, 4)]),
      and: .steps([Self.point(0, 1), Self.point(2, 3), Self.point(4, 3)]))
    #expect(polygons.map(\.isAbove) == [false, true, false, true])
    #expect(polygons[1].points.first == Self.point(1, 1))
    #expect(polygons[1].points.contains(Self.point(2, 2)))
    #expect(polygons[3].points.first == Self.point(3, 3))
  }

  @Test("drawn edge of a step boundary has the step corners; extents include its points")
  func drawnPoints() {
    let boundary = FillRegion.Boundary.steps([Self.point(0, 1), Self.point(2, 3)])
    #expect(boundary.drawnPoints == [Self.point(0, 1), Self.point(2, 1), Self.point(2, 3)])
    #expect(boundary.points == [Self.point(0, 1), Self.point(2, 3)])
    #expect(FillRegion.Boundary.constant(1).points == nil)
  }
}

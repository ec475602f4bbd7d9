import CurveScopeChart
import CurveScopeChartLayout
import Testing

@Suite("Fill between boundaries")
struct FillGeometryTests {
  @Test("a series crossing a constant splits at the exact crossing")
  func crossing() {
    // d goes 2 → −2 between x = 0 and x = 10: crossing at x = 5 (y = 0).
    let polygons = FillGeometry.polygons(
      between: .series([DataPoint(x: 0, y: 2), DataPoint(x: 10, y: -2)]), and: .constant(0))
    #expect(
      polygons == [
        FillPolygon(
          isAbove: true,
          points: [
            DataPoint(x: 0, y: 2), DataPoint(x: 5, y: 0), DataPoint(x: 5, y: 0),
            DataPoint(x: 0, y: 0),
          ]),
        FillPolygon(
          isAbove: false,
          points: [
            DataPoint(x: 5, y: 0), DataPoint(x: 10, y: -2), DataPoint(x: 10, y: 0),
            DataPoint(x: 5, y: 0),
          ]),
      ])
  }

  @Test("two series are compared on the union of their x values inside the shared range")
  func twoSeries() {
    // a: (0,0)-(4,4); b: (1,3)-(3,1) → shared x 1…3, samples 1 and 3 from b, a at 1 = 1, at 3 = 3.
    // d = a − b: −2 at x = 1, +2 at x = 3: crossing at x = 2, y = 2.
    let polygons = FillGeometry.polygons(
      between: .series([DataPoint(x: 0, y: 0), DataPoint(x: 4, y: 4)]),
      and: .series([DataPoint(x: 1, y: 3), DataPoint(x: 3, y: 1)]))
    #expect(polygons.map(\.isAbove) == [false, true])
    #expect(polygons[0].points.first == DataPoint(x: 1, y: 1))
    #expect(polygons[0].points.contains(DataPoint(x: 2, y: 2)))
    #expect(polygons[1].points.contains(DataPoint(x: 3, y: 3)))
  }

  @Test("non-finite points are dropped; fewer than two samples give nothing")
  func degenerate() {
    let polygons = FillGeometry.polygons(
      between: .series([DataPoint(x: .nan, y: 1), DataPoint(x: 1, y: 1)]), and: .constant(0))
    #expect(polygons.isEmpty)
    #expect(FillGeometry.polygons(between: .constant(1), and: .constant(0)).isEmpty)
  }

  @Test("a non-finite point breaks the fill: nothing is filled across it")
  func brokenBoundary() {
    // Overlap −2 at x = 0, 1 and 3, 4; the edge was not seen at x = 2. Two polygons, x 0…1 and
    // 3…4: the stretch 1…3 holds no frame that showed an overlap.
    let gap = [0.0, 1, 2, 3, 4].map { DataPoint(x: $0, y: $0 == 2 ? .nan : -2) }
    for boundary in [FillRegion.Boundary.series(gap), .steps(gap)] {
      let polygons = FillGeometry.polygons(between: boundary, and: .constant(0))
      #expect(polygons.count == 2)
      #expect(polygons.allSatisfy { !$0.isAbove })
      let spans = polygons.map { polygon in
        (polygon.points.map(\.x).min() ?? .nan, polygon.points.map(\.x).max() ?? .nan)
      }
      #expect(spans.map(\.0) == [0, 3] && spans.map(\.1) == [1, 4])
    }
    // Two broken series: filled only where both are unbroken (x 0…1 and 3.5…4).
    let other = [0.0, 1, 1.5, 3.5, 4].map { DataPoint(x: $0, y: $0 == 1.5 ? .nan : 5) }
    let both = FillGeometry.polygons(between: .series(gap), and: .series(other))
    #expect(both.count == 2)
    #expect(both.map { $0.points.map(\.x).min() ?? .nan } == [0, 3.5])
    // A point alone between two breaks fills nothing.
    let lone = [DataPoint(x: 0, y: .nan), DataPoint(x: 1, y: -2), DataPoint(x: 2, y: .nan)]
    #expect(FillGeometry.polygons(between: .series(lone), and: .constant(0)).isEmpty)
  }
}

import CurveScopePlot
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
}

import CurveScopeChart
import CurveScopeChartLayout
import Testing

/// Hand-made series on a scale where a line column is one data unit: x maps to x points, at an
/// eighth of a pixel a point, so line columns (eighths of a pixel) are ⌊x⌋ and pixel columns
/// ⌊x / 8⌋; a 10 pt plot has 2 pixel columns and 16 line columns (a budget of 64 points).
@Suite("Data reduction: which points each column keeps")
struct PixelColumnReducerTests {
  static let reducer = PixelColumnReducer(
    xScale: LinearScale(domainLower: 0, domainUpper: 10, rangeStart: 0, rangeEnd: 10),
    pixelsPerPoint: 0.125, width: 10)
  /// The y of the ten points of every column: first 5, lowest 1 (index 4), highest 9 (index 5,
  /// the first of two), last 6.
  static let pattern: [Double] = [5, 3, 8, 8, 1, 9, 9, 2, 4, 6]
  /// 100 points, x = i / 10: ten to a column.
  static let points = (0..<100).map { DataPoint(x: Double($0) / 10, y: pattern[$0 % 10]) }

  @Test("the reducer's columns: 2 pixel columns, 16 line columns")
  func columns() {
    #expect(Self.reducer.pixelColumns == 2)
    #expect(Self.reducer.lineColumns == 16)
  }

  @Test("a line keeps first, lowest, highest and last of every column, in order")
  func line() {
    // Inner columns keep indices 0, 4, 5, 9 of their ten; the first column also its second
    // and third point, the last column its third- and second-to-last (the end caps).
    var expected: [Int] = [0, 1, 2, 4, 5, 9]
    for column in 1...8 { expected += [0, 4, 5, 9].map { column * 10 + $0 } }
    expected += [90, 94, 95, 97, 98, 99]
    #expect(Self.reducer.line(Self.points) == expected.map { Self.points[$0] })
  }

  @Test("under the budget a line is kept point for point")
  func underBudget() {
    let few = Array(Self.points.prefix(64))
    #expect(Self.reducer.line(few) == few)
    #expect(Self.reducer.markers(Array(Self.points.prefix(4))) == Array(Self.points.prefix(4)))
  }

  @Test("non-finite points: one break for a run of them, none at the start, lone points dropped")
  func breaks() {
    var points = Self.points
    points[0] = DataPoint(x: .nan, y: 1)
    points[40] = DataPoint(x: 4, y: .nan)
    points[41] = DataPoint(x: .infinity, y: 1)
    points[43] = DataPoint(x: 4.3, y: .nan)  // leaves 42 alone between two breaks
    let kept = Self.reducer.line(points)
    #expect(kept.first == points[1])
    // 40–41 break, 42 alone draws nothing, 43 breaks again: one break in all.
    #expect(kept.filter { !$0.isFinite }.count == 1)
    #expect(!kept.contains(points[42]))
    // Around the breaks the line ends and starts again, each end with its cap points.
    let breakAt = kept.firstIndex { !$0.isFinite } ?? 0
    #expect(Array(kept[(breakAt - 3)..<breakAt]) == [points[37], points[38], points[39]])
  }

  @Test("a line's markers are dropped when they outnumber the pixel columns")
  func lineMarkers() {
    let panel = PlotPanel(series: [
      Series(
        points: Self.points, line: LineStyle(color: .okabeItoBlue),
        marker: MarkerStyle(color: .okabeItoBlue))
    ])
    let series = Self.reducer.panel(panel).series[0]
    #expect(series.marker == nil)
    #expect(series.resolvedMarkerPoints.isEmpty)
    #expect(series.points == Self.reducer.line(Self.points))
  }

  @Test("markers without a line keep the lowest and highest of each pixel column")
  func markerCloud() {
    let panel = PlotPanel(series: [
      Series(points: Self.points, line: nil, marker: MarkerStyle(color: .okabeItoBlue))
    ])
    let series = Self.reducer.panel(panel).series[0]
    #expect(series.marker != nil)
    // Pixel column 0 holds x < 8 (points 0…79): lowest 1 at 4, highest 9 at 5; column 1 the rest.
    #expect(series.resolvedMarkerPoints == [4, 5, 84, 85].map { Self.points[$0] })
  }

  @Test("fill edges are reduced like lines, steps stay steps, constants stay")
  func fills() {
    let panel = PlotPanel(fills: [
      FillRegion(between: .steps(Self.points), and: .constant(0), color: .okabeItoBlue),
      FillRegion(between: .series(Self.points), and: .series(Self.points), color: .okabeItoBlue),
    ])
    let fills = Self.reducer.panel(panel).fills
    guard case .steps(let steps) = fills[0].first, case .constant(0) = fills[0].second,
      case .series(let first) = fills[1].first, case .series(let second) = fills[1].second
    else {
      Issue.record("the kinds of boundary changed")
      return
    }
    let expected = Self.reducer.line(Self.points)
    #expect(steps == expected && first == expected && second == expected)
    #expect(expected.count == 44)
  }

  @Test("a fill edge over the budget keeps its breaks, so the fill stops where the line does")
  func fillBreaks() {
    var broken = Self.points
    for index in 40..<45 { broken[index].y = .nan }
    let panel = PlotPanel(fills: [
      FillRegion(between: .series(broken), and: .constant(0), color: .okabeItoBlue)
    ])
    guard case .series(let reduced) = Self.reducer.panel(panel).fills[0].first else {
      Issue.record("the kind of boundary changed")
      return
    }
    // The same points as the line keeps (NaN ≠ NaN, so the break is compared as a break).
    let line = Self.reducer.line(broken)
    #expect(reduced.count == line.count)
    #expect(zip(reduced, line).allSatisfy { $0 == $1 || (!$0.isFinite && !$1.isFinite) })
    #expect(reduced.filter { !$0.isFinite }.count == 1)
    let polygons = FillGeometry.polygons(between: .series(reduced), and: .constant(0))
    // x 3.9 is the last point before the break, 4.5 the first after it.
    #expect(
      polygons.allSatisfy { polygon in polygon.points.allSatisfy { $0.x <= 3.9 || $0.x >= 4.5 } })
    #expect(polygons.contains { $0.points.contains { $0.x == 3.9 } })
    #expect(polygons.contains { $0.points.contains { $0.x == 4.5 } })
  }
}

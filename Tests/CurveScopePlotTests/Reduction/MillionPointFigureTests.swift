import CurveScope
import CurveScopePlot
import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeCairo

/// A million points a series, drawn reduced to the pixels and drawn whole: the two PNGs agree
/// within a small tolerance, and every column's extremes survive exactly.
@Suite("Data reduction: a million points look the same reduced")
struct MillionPointFigureTests {
  static let count = 1_000_000
  /// The spike and the dip, one point each, that no reduction may lose.
  static let spike = 333_333
  static let dip = 777_777

  /// A slow decaying wave (1 350 points a pixel column), one spike and one dip, plus a wiggle of
  /// `wiggle` pt that turns some 280 times a pixel.
  static func wave(_ index: Int, wiggle: Double) -> Double {
    if index == spike { return 150 }
    if index == dip { return -155 }
    let t = Double(index) / Double(count)
    let slow: Double = 90 * (1 - 0.7 * t) * sin(Double(index) * 0.000_021 * 2 * Double.pi)
    let fast: Double = wiggle * sin(Double(index) * 1.3)
    return slow + fast
  }

  static func points(wiggle: Double) -> [DataPoint] {
    (0..<count).map { DataPoint(x: Double($0) * 0.001, y: wave($0, wiggle: wiggle)) }
  }

  /// Two panels on one 0…1000 × −170…170 frame: the wave as a line over a two-colour fill, and
  /// the wave quantised to 10 pt as a step line over a step fill.
  static func figure(_ points: [DataPoint]) -> Figure {
    let steps = points.map { DataPoint(x: $0.x, y: ($0.y / 10).rounded() * 10) }
    let theme = Theme.standard
    let x = Axis(range: .fixed(lower: 0, upper: 1000))
    let y = Axis(range: .fixed(lower: -170, upper: 170))
    return Figure(
      panels: [
        .plot(
          PlotPanel(
            xAxis: x, yAxis: y,
            series: [Series(points: points, line: LineStyle(color: theme.bar, width: 1.5))],
            fills: [
              FillRegion(
                between: .series(points), and: .constant(0), above: theme.gap.withAlpha(0.45),
                labelAbove: nil, below: theme.overlap.withAlpha(0.45), labelBelow: nil)
            ], legend: .hidden)),
        .plot(
          PlotPanel(
            xAxis: x, yAxis: y,
            series: [
              Series(
                points: steps, line: LineStyle(color: theme.keyboard, width: 1.2),
                interpolation: .stepAfter)
            ],
            fills: [
              FillRegion(
                between: .steps(steps), and: .constant(0), color: theme.keyboard.withAlpha(0.2))
            ], legend: .hidden)),
      ])
  }

  /// 800 × 500 px at one pixel a point.
  static func options() throws -> RenderOptions {
    try RenderOptions(pixelWidth: 800, pixelHeight: 500, scale: 1)
  }

  static func png(_ figure: Figure, keepsEveryPoint: Bool) throws -> CairoSurface {
    let bytes = try FigureWriter.encode(.png, options: try options()) {
      renderer, measurer, canvas in
      var engine = FigureLayoutEngine(measurer: measurer, pixelsPerPoint: canvas.pixelsPerPoint)
      engine.keepsEveryPoint = keepsEveryPoint
      try FigurePainter().paint(
        engine.layout(figure, width: canvas.width, height: canvas.height), on: renderer)
    }
    return try CairoSurface.decodePNG(bytes)
  }

  /// The reduced figure against the figure drawn from every point: no channel of any pixel off
  /// by more than 32 of 255 (an eighth of a pixel's coverage, the width of a reduction column),
  /// under 2 % of the pixels off at all (nearly all by 1 to 3 levels), 0.1 level on average.
  /// Drawing the million points whole takes about 25 s in a debug build: a long run (by default
  /// the extremes below are checked by brute force, and the smaller reductions draw alike).
  @Test(
    "the reduced PNG equals the whole one within an eighth of a pixel's coverage",
    .enabled(if: SlowTests.enabled, SlowTests.comment))
  func sameImage() throws {
    let figure = Self.figure(Self.points(wiggle: 0))
    let reduced = try Self.png(figure, keepsEveryPoint: false)
    let whole = try Self.png(figure, keepsEveryPoint: true)
    #expect(reduced.width == 800 && whole.width == 800)
    var differing = 0
    var largest: UInt32 = 0
    var total = 0.0
    for y in 0..<500 {
      for x in 0..<800 {
        guard let a = reduced.pixel(x: x, y: y), let b = whole.pixel(x: x, y: y) else {
          Issue.record("no pixel at \(x), \(y)")
          return
        }
        var worst: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          let (ca, cb) = ((a >> shift) & 0xFF, (b >> shift) & 0xFF)
          worst = max(worst, ca > cb ? ca - cb : cb - ca)
        }
        if worst > 0 { differing += 1 }
        largest = max(largest, worst)
        total += Double(worst)
      }
    }
    #expect(largest <= 32)
    #expect(differing < 8000, "\(differing) of 400000 pixels differ")
    #expect(total / 400_000 < 0.1)
  }

  /// Every line column (an eighth of a pixel) of the reduced series holds the exact lowest and
  /// highest point of that column of the million, found here by brute force from the layout's
  /// plot area; at most four points a column (six at the line's ends); the spike and the dip.
  @Test("each column's extremes are kept exactly, at most four points a column")
  func extremes() throws {
    let points = Self.points(wiggle: 12)
    let layout = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer(), pixelsPerPoint: 1)
      .layout(Self.figure(points), width: 800, height: 500)
    guard case .plot(let panel, let plot) = layout.panels[0] else {
      Issue.record("the first panel is not a plot")
      return
    }
    let kept = panel.series[0].points
    // Independently: the column of x is ⌊(left + x / 1000 · width) · 8⌋ (1 pixel a point).
    let area = plot.plotArea
    func column(_ x: Double) -> Int { Int(((area.x + x / 1000 * area.width) * 8).rounded(.down)) }
    var lowest: [Int: DataPoint] = [:]
    var highest: [Int: DataPoint] = [:]
    for point in points {
      let c = column(point.x)
      if point.y < lowest[c]?.y ?? .infinity { lowest[c] = point }
      if point.y > highest[c]?.y ?? -.infinity { highest[c] = point }
    }
    var keptByColumn: [Int: [DataPoint]] = [:]
    for point in kept { keptByColumn[column(point.x), default: []].append(point) }
    #expect(keptByColumn.count == lowest.count)
    var missing = 0
    for (c, low) in lowest {
      let inColumn = keptByColumn[c] ?? []
      if !inColumn.contains(low) || highest[c].map({ !inColumn.contains($0) }) != false {
        missing += 1
      }
      // Four a column; the line's first and last columns keep up to two more for the end caps.
      #expect(inColumn.count <= 6, "column \(c) keeps \(inColumn.count)")
    }
    #expect(missing == 0)
    #expect(kept.contains(points[Self.spike]) && kept.contains(points[Self.dip]))
    #expect(kept.count < Self.count / 20)
    // The step fill's edge is reduced the same way, and the fill polygons come from it.
    guard case .plot(let steps, _) = layout.panels[1], case .steps(let edge) = steps.fills[0].first
    else {
      Issue.record("the second panel has no step fill")
      return
    }
    #expect(edge.count <= 4 * 8 * Int(area.width.rounded(.up)))
    #expect(edge.contains { $0.y == 150 } && edge.contains { $0.y == -160 })
  }
}

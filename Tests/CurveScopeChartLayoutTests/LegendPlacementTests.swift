import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport
import Testing

/// Legend boxes with the fixed-advance measurer: rows 11 pt (legend type 11 pt), padding 6,
/// swatch 22 + gap 5, so a one-entry legend labelled "a" is 12 + 22 + 5 + 5.5 = 44.5 wide and
/// 12 + 11 = 23 tall, inset 8 pt from the plot area's edges.
@Suite("Legend placement")
struct LegendPlacementTests {
  static var engine: FigureLayoutEngine { FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer()) }

  static func panel(_ points: [DataPoint], legend: LegendPlacement) -> PlotPanel {
    PlotPanel(
      xAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      yAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      series: [Series(label: "a", points: points, line: LineStyle(color: .okabeItoBlue))],
      legend: legend)
  }

  static func legend(_ panel: PlotPanel) throws -> (LegendLayout, Rect) {
    let plot = engine.layout(Figure(panels: [.plot(panel)]), width: 800, height: 500).plots[0]
    return (try #require(plot.legend), plot.plotArea)
  }

  struct CornerCase: CustomTestStringConvertible, Sendable {
    var name: String
    var points: [DataPoint]
    var expected: LegendPlacement.Corner
    var testDescription: String { name }
  }

  // Each line runs along two sides of the square 5…95 (inside the 8 pt inset of the legend
  // boxes at the corners of the plot area, whose data range is 0…100), leaving one corner free.
  static let cases: [CornerCase] = [
    CornerCase(
      name: "left and top edges → bottom right",
      points: [DataPoint(x: 5, y: 5), DataPoint(x: 5, y: 95), DataPoint(x: 95, y: 95)],
      expected: .bottomRight),
    CornerCase(
      name: "left and bottom edges → top right",
      points: [DataPoint(x: 5, y: 95), DataPoint(x: 5, y: 5), DataPoint(x: 95, y: 5)],
      expected: .topRight),
    CornerCase(
      name: "right and top edges → bottom left",
      points: [DataPoint(x: 5, y: 95), DataPoint(x: 95, y: 95), DataPoint(x: 95, y: 5)],
      expected: .bottomLeft),
    CornerCase(
      name: "right and bottom edges → top left",
      points: [DataPoint(x: 5, y: 5), DataPoint(x: 95, y: 5), DataPoint(x: 95, y: 95)],
      expected: .topLeft),
  ]

  @Test("best picks the corner without data", arguments: cases)
  func bestCorner(_ testCase: CornerCase) throws {
    let (legend, area) = try LegendPlacementTests.legend(
      LegendPlacementTests.panel(testCase.points, legend: .best(allowOutside: false)))
    #expect(legend.position == .inside(testCase.expected))
    let x =
      testCase.expected == .topLeft || testCase.expected == .bottomLeft
      ? area.x + 8 : area.maxX - 8 - 44.5
    let y =
      testCase.expected == .topLeft || testCase.expected == .topRight
      ? area.y + 8 : area.maxY - 8 - 23
    #expect(legend.frame == Rect(x: x, y: y, width: 44.5, height: 23))
    // The row: swatch 22 × 10 centred on the 11 pt row, label 5 pt right of it.
    #expect(legend.rows[0].swatch == Rect(x: x + 6, y: y + 6.5, width: 22, height: 10))
    #expect(legend.rows[0].label.frame == Rect(x: x + 33, y: y + 6, width: 5.5, height: 11))
  }

  @Test("best with allowOutside moves the legend right of a plot area full of data")
  func outside() throws {
    // A zig-zag through all four corners of the square 5…95.
    let points = [
      DataPoint(x: 5, y: 5), DataPoint(x: 5, y: 95), DataPoint(x: 95, y: 5),
      DataPoint(x: 95, y: 95),
    ]
    let (inside, insideArea) = try LegendPlacementTests.legend(
      LegendPlacementTests.panel(points, legend: .best(allowOutside: false)))
    #expect(inside.position != .outsideRight)
    let (legend, area) = try LegendPlacementTests.legend(
      LegendPlacementTests.panel(points, legend: .best(allowOutside: true)))
    #expect(legend.position == .outsideRight)
    // Right band 44.5 + 2 × 8 = 60.5 instead of 16: the plot area narrows by 44.5.
    #expect(area.width == insideArea.width - 44.5)
    #expect(legend.frame == Rect(x: area.maxX + 8, y: area.y, width: 44.5, height: 23))
  }

  @Test("fixed corner, hidden, and no labelled entries")
  func explicit() throws {
    let points = [DataPoint(x: 5, y: 5), DataPoint(x: 95, y: 95)]
    let (legend, area) = try LegendPlacementTests.legend(
      LegendPlacementTests.panel(points, legend: .inside(.topLeft)))
    #expect(legend.frame == Rect(x: area.x + 8, y: area.y + 8, width: 44.5, height: 23))
    let hidden = LegendPlacementTests.panel(points, legend: .hidden)
    let plot = LegendPlacementTests.engine.layout(
      Figure(panels: [.plot(hidden)]), width: 800, height: 500
    ).plots[0]
    #expect(plot.legend == nil)
    let unlabelled = PlotPanel(series: [Series(points: points, line: LineStyle(color: .white))])
    #expect(
      LegendPlacementTests.engine.layout(
        Figure(panels: [.plot(unlabelled)]), width: 800, height: 500
      ).plots[0].legend == nil)
  }

  @Test("entries: series, then fills above/below, bands, reference lines")
  func entries() throws {
    let theme = Theme.standard
    let panel = PlotPanel(
      series: [
        Series(
          label: "gap", points: [DataPoint(x: 5, y: 5), DataPoint(x: 1, y: 1)],
          line: LineStyle(color: theme.text)),
        Series(points: [DataPoint(x: 5, y: 5)], line: LineStyle(color: theme.text)),
      ],
      fills: [
        FillRegion(
          between: .series([DataPoint(x: 0, y: 1)]), and: .constant(0), above: theme.gap,
          labelAbove: "gap", below: theme.overlap, labelBelow: "overlap")
      ],
      bands: [Band(.horizontal, from: -1, to: 1, color: theme.tolerance, label: "tolerance")],
      referenceLines: [
        ReferenceLine(.horizontal, at: 0, style: LineStyle(color: theme.reference), label: "zero")
      ])
    let plot = LegendPlacementTests.engine.layout(
      Figure(panels: [.plot(panel)]), width: 800, height: 500
    ).plots[0]
    let legend = try #require(plot.legend)
    #expect(legend.rows.map(\.entry.label) == ["gap", "gap", "overlap", "tolerance", "zero"])
    #expect(legend.rows[2].entry.swatch == .box(theme.overlap))
  }
}

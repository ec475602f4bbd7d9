import CurveScope
import CurveScopeGallery
import CurveScopePlot
import Foundation
import Testing

@testable import CurveScopeCLI

/// Every figure the gallery writes, laid out as it is drawn (Cairo's text measurer, 800 × 500 pt
/// at 2 px per point), with every legend box checked against what it could hide: the plotted
/// lines, frame markers and filled areas of every plot, every title, label and annotation, and
/// the other legends. The geometry is this file's own (segment clipping, polygon clipping), not
/// the layout engine's scores.
@Suite("Legends cover nothing, on every gallery figure")
struct LegendCoverageTests {
  /// Every still figure of the gallery: the scenarios' figures and the recorded traces'.
  static func galleryItems() throws -> [GalleryItem] {
    let folder = Repository.root + "/Curves/scenarios"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    let scenarios = try names.map { name in
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      return try Scenario(json: bytes, fallbackName: name)
    }
    let io = CommandIO()
    return try GalleryPlan.items(scenarios: scenarios)
      + GalleryTraces.items(folder: Repository.root + "/Curves/traces", format: .png, io: io)
  }

  @Test("no legend box covers data, a title, a label or another legend")
  func legendsCoverNothing() throws {
    let items = try LegendCoverageTests.galleryItems()
    #expect(items.count > 100)
    let measurer = try CairoTextMeasurer()
    var legends = 0
    for item in items {
      let figure = try item.figure.figure()
      let layout = FigureLayoutEngine(measurer: measurer, pixelsPerPoint: 2)
        .layout(figure, width: 800, height: 500)
      let problems = LegendCoverage.problems(layout)
      legends += LegendCoverage.legends(layout).count
      #expect(problems.isEmpty, "\(item.name): \(problems.joined(separator: "; "))")
    }
    // The check has something to check: most figures carry a legend.
    #expect(legends > items.count / 2)
  }

  @Test("the check finds a legend laid over a line, a fill and a title")
  func checkCanFail() throws {
    let panel = PlotPanel(
      title: "a title",
      xAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      yAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      series: [
        Series(
          label: "diagonal", points: [DataPoint(x: 0, y: 0), DataPoint(x: 100, y: 100)],
          line: LineStyle(color: .okabeItoBlue))
      ],
      fills: [
        FillRegion(
          between: .series([DataPoint(x: 0, y: 0), DataPoint(x: 100, y: 0)]),
          and: .constant(100), color: .okabeItoSkyBlue, label: "all")
      ],
      legend: .inside(.topLeft))
    let layout = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
      .layout(Figure(panels: [.plot(panel)]), width: 800, height: 500)
    let problems = LegendCoverage.problems(layout)
    #expect(problems.contains { $0.contains("filled area") })
    // The legend at the top left of a full fill touches the rising diagonal only if it reaches
    // it; the fill alone must be found.
    var moved = layout
    if case .plot(let shown, var plot) = moved.panels[0], let legend = plot.legend {
      var frame = legend.frame
      frame.y = plot.title?.frame.y ?? frame.y
      plot.legend?.frame = frame
      moved.panels[0] = .plot(shown, plot)
    }
    #expect(LegendCoverage.problems(moved).contains { $0.contains("text") })
  }
}

/// The geometry of the check.
enum LegendCoverage {
  /// Every legend box of the figure with a name.
  static func legends(_ layout: FigureLayout) -> [(name: String, frame: Rect)] {
    var result: [(String, Rect)] = []
    if let legend = layout.header?.legend { result.append(("header legend", legend.frame)) }
    for (index, panel) in layout.panels.enumerated() {
      switch panel {
      case .plot(_, let plot):
        if let legend = plot.legend { result.append(("legend of panel \(index)", legend.frame)) }
      case .diagram(_, let diagram):
        if let legend = diagram.legend { result.append(("legend of panel \(index)", legend.frame)) }
      case .heatMap: break
      }
    }
    return result
  }

  /// Every text box of the figure other than legend rows, with a name.
  static func texts(_ layout: FigureLayout) -> [(name: String, frame: Rect)] {
    var result: [(String, Rect)] = []
    if let header = layout.header {
      result.append(("title", header.title.frame))
      result += header.lines.map { ("header line '\($0.text)'", $0.frame) }
    }
    for panel in layout.panels {
      switch panel {
      case .plot(_, let plot):
        let boxes =
          [plot.title, plot.xTitle, plot.yTitle].compactMap { $0 }
          + (plot.xTicks + plot.yTicks).compactMap(\.label)
          + plot.annotations.map(\.label) + Array(plot.referenceLabels.values)
        result += boxes.map { ("text '\($0.text)'", $0.frame) }
      case .diagram(_, let diagram):
        if let title = diagram.title { result.append(("text '\(title.text)'", title.frame)) }
      case .heatMap(_, let heatMap):
        let boxes =
          [heatMap.title, heatMap.rowTitle, heatMap.columnTitle, heatMap.colorBarTitle]
          .compactMap { $0 } + heatMap.rowLabels + heatMap.columnLabels
        result += boxes.map { ("text '\($0.text)'", $0.frame) }
        result.append(("heat map", heatMap.grid))
        result.append(("colour bar", heatMap.colorBar))
      }
    }
    return result
  }

  /// What each legend covers, one sentence each; empty when nothing.
  static func problems(_ layout: FigureLayout) -> [String] {
    var problems: [String] = []
    let legends = legends(layout)
    let texts = texts(layout)
    for (index, legend) in legends.enumerated() {
      // Half a point of slack: boxes that touch do not cover each other.
      let box = legend.frame.insetBy(0.5)
      if box.x < 0 || box.y < 0 || box.maxX > layout.width || box.maxY > layout.height {
        problems.append("\(legend.name) runs off the figure")
      }
      for other in legends[(index + 1)...] where overlaps(box, other.frame) {
        problems.append("\(legend.name) covers \(other.name)")
      }
      for text in texts where overlaps(box, text.frame) {
        problems.append("\(legend.name) covers \(text.name)")
      }
      for case .plot(let panel, let plot) in layout.panels {
        problems += covered(box, panel: panel, plot: plot).map { "\(legend.name) covers \($0)" }
      }
    }
    return problems
  }

  /// The data of one plot under `box`: lines, markers and filled areas, clipped to its plot area.
  static func covered(_ box: Rect, panel: PlotPanel, plot: PlotLayout) -> [String] {
    guard let area = intersection(box, plot.plotArea) else { return [] }
    func point(_ p: DataPoint) -> (Double, Double) {
      (plot.xScale.position(p.x), plot.yScale.position(p.y))
    }
    var found: [String] = []
    for series in panel.series {
      let name = series.label ?? "a series"
      if series.line != nil {
        let points = series.drawnPoints.map(point)
        let crosses = zip(points, points.dropFirst()).contains { a, b in
          a.0.isFinite && a.1.isFinite && b.0.isFinite && b.1.isFinite
            && segmentMeets(a, b, area)
        }
        if crosses { found.append("the line of \(name)") }
      }
      if let marker = series.marker {
        let radius = marker.size / 2
        let hit = series.resolvedMarkerPoints.map(point).contains { x, y in
          x + radius > area.x && x - radius < area.maxX && y + radius > area.y
            && y - radius < area.maxY
        }
        if hit { found.append("the markers of \(name)") }
      }
    }
    for polygons in plot.fillPolygons {
      for polygon in polygons {
        let clipped = clip(polygon.points.map(point), to: area)
        if polygonArea(clipped) > 1 {
          found.append("a filled area")
          break
        }
      }
    }
    return found
  }

  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY && a.width > 0 && a.height > 0
      && b.width > 0 && b.height > 0
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let x0 = max(a.x, b.x)
    let y0 = max(a.y, b.y)
    let x1 = min(a.maxX, b.maxX)
    let y1 = min(a.maxY, b.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the segment a–b has a point strictly inside `r` (parametric clipping against the
  /// four sides).
  static func segmentMeets(_ a: (Double, Double), _ b: (Double, Double), _ r: Rect) -> Bool {
    var low = 0.0
    var high = 1.0
    let dx = b.0 - a.0
    let dy = b.1 - a.1
    for (p, q) in [(-dx, a.0 - r.x), (dx, r.maxX - a.0), (-dy, a.1 - r.y), (dy, r.maxY - a.1)] {
      if p == 0 {
        if q <= 0 { return false }
      } else {
        let t = q / p
        if p < 0 { low = max(low, t) } else { high = min(high, t) }
        if low >= high { return false }
      }
    }
    return true
  }

  /// A polygon clipped to a rectangle, one side at a time (Sutherland–Hodgman).
  static func clip(_ polygon: [(Double, Double)], to r: Rect) -> [(Double, Double)] {
    typealias P = (Double, Double)
    let sides: [(inside: (P) -> Bool, cut: (P, P) -> P)] = [
      ({ $0.0 >= r.x }, { a, b in cutX(a, b, r.x) }),
      ({ $0.0 <= r.maxX }, { a, b in cutX(a, b, r.maxX) }),
      ({ $0.1 >= r.y }, { a, b in cutY(a, b, r.y) }),
      ({ $0.1 <= r.maxY }, { a, b in cutY(a, b, r.maxY) }),
    ]
    var output = polygon.filter { $0.0.isFinite && $0.1.isFinite }
    for side in sides {
      let input = output
      output = []
      guard let last = input.last else { return [] }
      var previous = last
      for current in input {
        if side.inside(current) {
          if !side.inside(previous) { output.append(side.cut(previous, current)) }
          output.append(current)
        } else if side.inside(previous) {
          output.append(side.cut(previous, current))
        }
        previous = current
      }
    }
    return output
  }

  static func cutX(_ a: (Double, Double), _ b: (Double, Double), _ x: Double) -> (Double, Double) {
    let t = (x - a.0) / (b.0 - a.0)
    return (x, a.1 + t * (b.1 - a.1))
  }

  static func cutY(_ a: (Double, Double), _ b: (Double, Double), _ y: Double) -> (Double, Double) {
    let t = (y - a.1) / (b.1 - a.1)
    return (a.0 + t * (b.0 - a.0), y)
  }

  /// The shoelace area.
  static func polygonArea(_ points: [(Double, Double)]) -> Double {
    guard points.count >= 3 else { return 0 }
    var sum = 0.0
    for (a, b) in zip(points, points.dropFirst() + [points[0]]) { sum += a.0 * b.1 - b.0 * a.1 }
    return abs(sum) / 2
  }
}

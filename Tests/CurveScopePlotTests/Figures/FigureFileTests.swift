import CurveScope
import CurveScopePlot
import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeCairo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The comparison figure as files: PNG pixels where the analysis says keyboard and overlap are,
/// SVG that parses, PDF with header and trailer, and no file left by an interrupted write.
@Suite("Figure files")
struct FigureFileTests {
  static func figure() throws -> Figure {
    try ComparisonFigure([
      try SyncAnalysis(
        scenario: try Scenario.defaultShow(), strategy: .reportedDuration,
        clock: FrameClock(.hz120)
      ).measurement()
    ]).figure()
  }

  /// A translucent colour over white, as 8-bit components.
  static func overWhite(_ color: Color) -> [Int] {
    [color.red, color.green, color.blue].map { Int((255 + ($0 - 1) * 255 * color.alpha).rounded()) }
  }

  static func components(_ argb: UInt32) -> [Int] {
    [Int(argb >> 16 & 0xFF), Int(argb >> 8 & 0xFF), Int(argb & 0xFF)]
  }

  static func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }

  @Test(
    "PNG: 1600 × 1000; keyboard colour under the keyboard, overlap and gap shading where the analysis says"
  )
  func pixels() throws {
    let figure = try Self.figure()
    let bytes = try figure.encoded(as: .png)
    let image = try CairoSurface.decodePNG(bytes)
    #expect(image.width == 1600 && image.height == 1000)
    let layout = FigureLayoutEngine(measurer: try CairoTextMeasurer())
      .layout(figure, width: 800, height: 500)
    let plots = layout.plots
    // Boxes drawn over the data: legends and annotation labels.
    let covers = plots.flatMap { plot in
      (plot.legend.map { [$0.frame] } ?? []) + plot.annotations.map(\.box)
    }
    // Annotation arrows and markers too (within 5 pt of the segment).
    let arrows = plots.flatMap { plot in
      plot.annotations.flatMap { annotation -> [(Point, Point)] in
        [(annotation.arrow?.start ?? annotation.target, annotation.target)]
      }
    }
    func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = dx * dx + dy * dy
      let t = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
      let (x, y) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
      return (x * x + y * y).squareRoot()
    }
    func pixel(_ plot: PlotLayout, _ x: Double, _ y: Double) -> [Int]? {
      let point = Point(x: plot.xScale.position(x), y: plot.yScale.position(y))
      guard !covers.contains(where: { $0.insetBy(-3).contains(point) }),
        !arrows.contains(where: { distance(point, $0.0, $0.1) < 6 })
      else { return nil }
      return image.pixel(x: Int(point.x * 2), y: Int(point.y * 2)).map(Self.components)
    }
    let theme = Theme.standard
    // Keyboard: at 450 ms the keyboard's top is at 521 + 0.3 pt; 750 pt is deep inside it.
    #expect(ShowReference.keyboardTop(0.45) < 530)
    let keyboard = try #require(pixel(plots[0], 450, 750) ?? pixel(plots[0], 350, 760))
    #expect(Self.close(keyboard, Self.overWhite(theme.keyboardFill.withAlpha(0.6))), "\(keyboard)")
    // The keyboard's region is grey, not the gap's sky blue: red, green and blue within 8 levels.
    #expect((keyboard.max() ?? 0) - (keyboard.min() ?? 0) <= 8, "\(keyboard)")
    // Above the keyboard's top edge at 20 ms (still near the bottom) the screen is white.
    #expect(pixel(plots[0], 30, 560) == [255, 255, 255])

    // Overlap: frames where the reference bar is more than 40 pt under the keyboard's top; the
    // gap panel there, halfway between 0 and the gap, is the overlap colour.
    var checkedOverlap = 0
    var checkedGap = 0
    for k in 0..<ShowReference.frameCount {
      let t = ShowReference.time(k)
      let gap = ShowReference.keyboardTop(t) - ShowReference.reportedBar(t)
      guard abs(gap) > 12, let color = pixel(plots[1], t * 1000, gap / 2) else { continue }
      // Grid lines at multiples of 100 ms and 20 pt are drawn under the shading: skip them.
      if abs((t * 1000).remainder(dividingBy: 100)) < 2
        || abs((gap / 2).remainder(dividingBy: 20)) < 2
      {
        continue
      }
      if gap < 0 {
        #expect(
          Self.close(color, Self.overWhite(theme.overlap.withAlpha(0.45))), "frame \(k): \(color)")
        checkedOverlap += 1
      } else {
        #expect(
          Self.close(color, Self.overWhite(theme.gap.withAlpha(0.45))), "frame \(k): \(color)")
        checkedGap += 1
      }
    }
    #expect(checkedOverlap >= 5)
    #expect(checkedGap >= 1)
  }

  @Test("SVG parses as XML; PDF has its header and trailer")
  func vectors() throws {
    let figure = try Self.figure()
    let svg = try figure.encoded(as: .svg)
    let parser = XMLParser(data: Data(svg))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    let pdf = try figure.encoded(as: .pdf)
    #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    #expect(
      String(decoding: pdf.suffix(8), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        .hasSuffix("%%EOF"))
  }

  struct Stop: Error {}

  @Test(
    "a write interrupted mid-drawing leaves no file under the final name and no temporary",
    arguments: ["svg", "png", "pdf"])
  func interrupted(format: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let figure = try Self.figure()
    let path = folder.path + "/comparison.\(format)"
    #expect(throws: Stop.self) {
      try FigureWriter.write(to: path) { renderer, measurer, canvas in
        try figure.draw(on: renderer, measurer: measurer, canvas: canvas)
        throw Stop()
      }
    }
    #expect(try folder.contents() == [])
    try figure.write(to: path)
    #expect(try folder.contents() == ["comparison.\(format)"])
  }
}

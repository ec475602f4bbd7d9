import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeOutput
import CurveScopePlot
import CurveScopeSupport
import Foundation
import Testing

@testable import CurveScopeCairo

/// A chart whose colours at known points are known: an opaque keyboard-blue region from y = 0
/// to y = 10 over x 0…100, and a two-colour region (sky blue above 0, reddish purple below) in a
/// second panel. No grid, so the regions' middles are flat colour.
enum KnownPixels {
  static let keyboard = Color(hex: 0x0072B2)
  static let above = Color(hex: 0x56B4E9)
  static let below = Color(hex: 0xCC79A7)

  static func figure(background: Color = .white) -> Figure {
    var theme = Theme.standard
    theme.background = background
    let top = PlotPanel(
      xAxis: Axis(title: "time", unit: "ms", range: .fixed(lower: 0, upper: 100), showsGrid: false),
      yAxis: Axis(title: "y", unit: "pt", range: .fixed(lower: 0, upper: 20), showsGrid: false),
      fills: [
        FillRegion(
          between: .series([DataPoint(x: 0, y: 10), DataPoint(x: 100, y: 10)]),
          and: .constant(0), color: keyboard, label: "keyboard")
      ],
      legend: .inside(.topRight))
    let bottom = PlotPanel(
      xAxis: Axis(range: .fixed(lower: 0, upper: 100), showsGrid: false),
      yAxis: Axis(range: .fixed(lower: -10, upper: 10), showsGrid: false),
      fills: [
        FillRegion(
          between: .series([DataPoint(x: 0, y: 8), DataPoint(x: 100, y: -8)]),
          and: .constant(0), above: above, labelAbove: nil, below: below, labelBelow: nil)
      ])
    return Figure(
      header: Header(title: "Known pixels"), panels: [.plot(top), .plot(bottom)], theme: theme)
  }

  /// 0xAARRGGBB of an opaque colour.
  static func argb(_ color: Color) -> UInt32 {
    func byte(_ c: Double) -> UInt32 { UInt32((c * 255).rounded()) }
    return 0xFF00_0000 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
  }
}

@Suite("PNG output")
struct PNGOutputTests {
  /// The layout the Cairo renderer used, from the same measurer.
  static func layout(_ figure: Figure) throws -> FigureLayout {
    FigureLayoutEngine(measurer: try CairoTextMeasurer()).layout(figure, width: 800, height: 500)
  }

  @Test("1600 × 1000 PNG: IHDR size, RGB, colours at known points")
  func knownPixels() throws {
    let figure = KnownPixels.figure()
    let bytes = try figure.encoded(as: .png)
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func bigEndian(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(bigEndian(16) == 1600)
    #expect(bigEndian(20) == 1000)
    #expect(bytes[24] == 8)  // bit depth
    #expect(bytes[25] == 2)  // colour type 2: RGB, no alpha (the background is opaque)

    let image = try CairoSurface.decodePNG(bytes)
    #expect(image.width == 1600 && image.height == 1000)
    let plots = try PNGOutputTests.layout(figure).plots
    func pixel(_ plot: PlotLayout, _ x: Double, _ y: Double) -> UInt32? {
      let px = Int((plot.xScale.position(x) * 2).rounded(.down))
      let py = Int((plot.yScale.position(y) * 2).rounded(.down))
      return image.pixel(x: px, y: py)
    }
    #expect(pixel(plots[0], 40, 5) == KnownPixels.argb(KnownPixels.keyboard))
    #expect(pixel(plots[0], 40, 15) == 0xFFFF_FFFF)  // above the region: background
    #expect(pixel(plots[1], 25, 3) == KnownPixels.argb(KnownPixels.above))  // gap side
    #expect(pixel(plots[1], 75, -3) == KnownPixels.argb(KnownPixels.below))  // overlap side
    #expect(pixel(plots[1], 75, 3) == 0xFFFF_FFFF)
    #expect(image.pixel(x: 4, y: 996) == 0xFFFF_FFFF)  // the margin
  }

  @Test(
    "our PNG decodes to exactly the rendered pixels, as Cairo's own writer does",
    arguments: [
      Color.white, Color.clear, Color(hex: 0x336699, alpha: 0.5),
    ])
  func roundTrip(background: Color) throws {
    let figure = KnownPixels.figure(background: background)
    let surface = try CairoCanvas.rasterize(options: .standard) { renderer, measurer, canvas in
      try figure.draw(on: renderer, measurer: measurer, canvas: canvas)
    }
    let ours = MemorySink()
    try CairoCanvas.encodePNG(surface, options: PNGOptions(), to: ours)
    let cairos = MemorySink()
    try CairoCanvas.encodePNG(surface, options: PNGOptions(usesCairoWriter: true), to: cairos)
    let decodedOurs = try CairoSurface.decodePNG(ours.bytes)
    let decodedCairo = try CairoSurface.decodePNG(cairos.bytes)
    #expect(ours.bytes[25] == (background.alpha == 1 ? 2 : 6))  // RGB when opaque, else RGBA
    var mismatches = 0
    var cairoMismatches = 0
    for y in stride(from: 0, to: 1000, by: 1) {
      for x in 0..<1600 {
        let original = surface.pixel(x: x, y: y)
        if decodedOurs.pixel(x: x, y: y) != original { mismatches += 1 }
        if decodedCairo.pixel(x: x, y: y) != original { cairoMismatches += 1 }
      }
    }
    #expect(mismatches == 0)
    #expect(cairoMismatches == 0)
  }

  @Test(
    "a pixel with alpha below 255 in the last row only: RGBA, exactly the pixels, every filter",
    arguments: [PNGOptions.Filter.none, .sub, .up])
  func lateTransparency(filter: PNGOptions.Filter) throws {
    // 300 × 400 opaque pixels of varied colour (so the encoder has buffered several blocks),
    // then one half-transparent pixel at the very end: the encoder must drop what it held as
    // RGB and write RGBA.
    let width = 300
    let height = 400
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        pixels[y * width + x] =
          0xFF00_0000 | UInt32((x * 7) & 255) << 16
          | UInt32((y * 3) & 255) << 8 | UInt32((x + y) & 255)
      }
    }
    pixels[width * height - 1] = 0x8040_2010  // alpha 128, premultiplied colour
    for transparent in [false, true] {
      var image = pixels
      if !transparent { image[width * height - 1] = 0xFF40_2010 }
      let sink = MemorySink()
      try image.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        try PNGEncoder.encode(
          pixels: bytes.baseAddress!, width: width, height: height, stride: width * 4,
          options: PNGOptions(filter: filter), to: sink)
      }
      #expect(sink.bytes[25] == (transparent ? 6 : 2), "colour type, transparent \(transparent)")
      let decoded = try CairoSurface.decodePNG(sink.bytes)
      var mismatches = 0
      for y in 0..<height {
        for x in 0..<width where decoded.pixel(x: x, y: y) != image[y * width + x] {
          mismatches += 1
        }
      }
      #expect(mismatches == 0, "transparent \(transparent)")
    }
  }

  @Test(
    "every filter, level and compressor decodes to the same pixels",
    arguments: PNGOptions.Filter.allCases)
  func filters(filter: PNGOptions.Filter) throws {
    let figure = KnownPixels.figure()
    let options = try RenderOptions(pixelWidth: 400, pixelHeight: 250, scale: 0.5)
    // The reference: zlib through libpng, decoded by libpng through Cairo's reader.
    var zlib = options
    zlib.png = PNGOptions(compressor: .zlib)
    let reference = try CairoSurface.decodePNG(try figure.encoded(as: .png, options: zlib))
    for compressor in PNGOptions.Compressor.allCases {
      for level in [0, 1, 3, 9] {
        var variant = options
        variant.png = PNGOptions(compressionLevel: level, filter: filter, compressor: compressor)
        let decoded = try CairoSurface.decodePNG(try figure.encoded(as: .png, options: variant))
        var same = true
        for y in 0..<250 {
          for x in 0..<400 where decoded.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
            same = false
          }
        }
        #expect(same, "\(compressor), level \(level)")
      }
    }
  }

  @Test("ISA-L's PNG: other bytes than zlib's, the same pixels, a few per cent larger at most")
  func isalAgainstZlib() throws {
    let figure = KnownPixels.figure()
    var zlib = RenderOptions.standard
    zlib.png = PNGOptions(compressor: .zlib)
    let isal = try figure.encoded(as: .png)
    let reference = try figure.encoded(as: .png, options: zlib)
    #expect(isal != reference)
    // Chunks: the signature, then IHDR with the same header, and IEND last.
    #expect(Array(isal.prefix(33)) == Array(reference.prefix(33)))
    #expect(Array(isal.suffix(12)) == Array(reference.suffix(12)))
    let a = try CairoSurface.decodePNG(isal)
    let b = try CairoSurface.decodePNG(reference)
    var mismatches = 0
    for y in 0..<1000 {
      for x in 0..<1600 where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(Double(isal.count) <= 1.25 * Double(reference.count))
  }

  @Test("size and scale: 800 × 500 px at scale 1 lays out the same 800 × 500 pt")
  func sizeAndScale() throws {
    let options = try RenderOptions(pixelWidth: 800, pixelHeight: 500, scale: 1)
    let bytes = try KnownPixels.figure().encoded(as: .png, options: options)
    let image = try CairoSurface.decodePNG(bytes)
    #expect(image.width == 800 && image.height == 500)
  }
}

@Suite("Hostile data")
struct HostileDataTests {
  @Test("NaN, infinities and empty series render without trapping or Cairo errors")
  func nonFinite() throws {
    let bad = [
      DataPoint(x: .nan, y: 1), DataPoint(x: 1, y: .infinity), DataPoint(x: 2, y: 3),
      DataPoint(x: 3, y: -.infinity), DataPoint(x: 4, y: 5),
    ]
    let panel = PlotPanel(
      title: "bad", xAxis: Axis(range: .fixed(lower: .nan, upper: 3)),
      yAxis: Axis(range: .automatic(padding: .nan, including: [.infinity], nice: true)),
      series: [
        Series(
          label: "bad", points: bad, line: LineStyle(color: .okabeItoBlue, dash: [.nan, -1]),
          marker: MarkerStyle(color: .okabeItoOrange)),
        Series(points: []),
      ],
      fills: [FillRegion(between: .series(bad), and: .constant(.nan), color: .okabeItoBlue)],
      bands: [Band(.horizontal, from: .nan, to: 1, color: .okabeItoBlue)],
      referenceLines: [
        ReferenceLine(.vertical, at: .infinity, style: LineStyle(color: .okabeItoBlack))
      ],
      annotations: [Annotation("nowhere", at: DataPoint(x: .nan, y: .nan))])
    let figure = Figure(
      panels: [
        .plot(panel), .heatMap(HeatMapPanel(columnLabels: [], rowLabels: [], values: [])),
        .diagram(DiagramPanel(bounds: Rect(x: 0, y: 0, width: 0, height: .nan))),
      ])
    let options = try RenderOptions(pixelWidth: 400, pixelHeight: 300, scale: 1)
    for format in OutputFormat.allCases {
      #expect(try figure.encoded(as: format, options: options).count > 100)
    }
  }

  @Test("points far outside a fixed range are clipped, not an error")
  func farOutside() throws {
    let points = [DataPoint(x: 0, y: -1e300), DataPoint(x: 1, y: 1e300), DataPoint(x: 2, y: 0.5)]
    let figure = Figure(panels: [
      .plot(
        PlotPanel(
          xAxis: Axis(range: .fixed(lower: 0, upper: 2)),
          yAxis: Axis(range: .fixed(lower: 0, upper: 1)),
          series: [Series(points: points, line: LineStyle(color: .okabeItoBlue))],
          fills: [FillRegion(between: .series(points), and: .constant(0), color: .okabeItoBlue)],
          annotations: [Annotation("far", at: DataPoint(x: 1, y: 1e300))]))
    ])
    let options = try RenderOptions(pixelWidth: 400, pixelHeight: 300, scale: 1)
    for format in OutputFormat.allCases {
      #expect(try figure.encoded(as: format, options: options).count > 100)
    }
  }
}

import CurveScope
import CurveScopePlot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A comparison-like two-panel chart for the plot benchmark: keyboard (critically damped spring,
/// ω0 = 18.257 rad/s) against a bar animated with ease-in-out over the reported 0.25 s.
enum PlotSampleFigure {
  /// Points per series (0...600 ms in 0.2 ms steps).
  static let sampleCount = 3001

  static func figure() -> Figure {
    let theme = Theme.standard
    let screenHeight = 812.0
    let keyboardHeight = 336.0
    var keyboardTop: [DataPoint] = []
    var barBottom: [DataPoint] = []
    var gap: [DataPoint] = []
    for index in 0..<sampleCount {
      let ms = Double(index) * 0.2
      let t = ms / 1000
      let keyboard = 1 - (1 + 18.257 * t) * exp(-18.257 * t)
      let bar = easeInOut(min(1, t / 0.25))
      let top = screenHeight - keyboardHeight * keyboard
      let bottom = screenHeight - keyboardHeight * bar
      keyboardTop.append(DataPoint(x: ms, y: top))
      barBottom.append(DataPoint(x: ms, y: bottom))
      gap.append(DataPoint(x: ms, y: top - bottom))
    }
    let frames = stride(from: 0, to: sampleCount, by: 83).map { barBottom[$0] }
    let worstOverlap = gap.min { $0.y < $1.y } ?? DataPoint(x: 0, y: 0)
    let worstGap = gap.max { $0.y < $1.y } ?? DataPoint(x: 0, y: 0)

    let top = PlotPanel(
      title: "Screen position",
      xAxis: Axis(title: "time", unit: "ms", range: .tight),
      yAxis: Axis(title: "screen y", unit: "pt", isInverted: true),
      series: [
        Series(
          label: "bar bottom (ease-in-out, 0.25 s)", points: barBottom,
          line: LineStyle(color: theme.bar, width: 2.2),
          marker: MarkerStyle(shape: .circle, size: 5, color: theme.bar), markerPoints: frames)
      ],
      fills: [
        FillRegion(
          between: .series(keyboardTop), and: .constant(screenHeight),
          color: theme.keyboard.withAlpha(0.22), label: "keyboard",
          edge: LineStyle(color: theme.keyboard, width: 2))
      ],
      referenceLines: [
        ReferenceLine(
          .horizontal, at: screenHeight - keyboardHeight,
          style: LineStyle(color: theme.reference, width: 1, dash: LineStyle.dashed),
          inlineLabel: "keyboard end 476 pt")
      ])
    let bottom = PlotPanel(
      title: "Gap between bar and keyboard",
      xAxis: Axis(title: "time", unit: "ms", range: .tight),
      yAxis: Axis(title: "gap", unit: "pt"),
      series: [
        Series(label: "gap", points: gap, line: LineStyle(color: theme.text, width: 1.6))
      ],
      fills: [
        FillRegion(
          between: .series(gap), and: .constant(0), above: theme.gap.withAlpha(0.45),
          labelAbove: "gap (blank strip)", below: theme.overlap.withAlpha(0.45),
          labelBelow: "overlap (keyboard covers bar)")
      ],
      bands: [
        Band(
          .horizontal, from: -1, to: 1, color: theme.tolerance.withAlpha(0.25),
          label: "tolerance ±1 pt")
      ],
      referenceLines: [
        ReferenceLine(.horizontal, at: 0, style: LineStyle(color: theme.reference, width: 0.8))
      ],
      annotations: [
        Annotation(
          "max overlap \(format(-worstOverlap.y)) pt at \(format(worstOverlap.x)) ms",
          at: worstOverlap, color: theme.overlap.mixed(with: .okabeItoBlack, fraction: 0.4),
          marker: MarkerStyle(size: 6, color: theme.overlap)),
        Annotation(
          "max gap \(format(worstGap.y)) pt at \(format(worstGap.x)) ms", at: worstGap,
          color: theme.gap.mixed(with: .okabeItoBlack, fraction: 0.45),
          marker: MarkerStyle(size: 6, color: theme.gap)),
      ])
    return Figure(
      header: Header(
        title: "Keyboard show · 336 pt keyboard on an 812 pt screen",
        lines: [
          Header.Line("Strategy: reported duration (0.25 s) with the default ease-in-out curve"),
          Header.Line(
            "Verdict: out of sync — max overlap \(format(-worstOverlap.y)) pt, "
              + "max gap \(format(worstGap.y)) pt", color: .okabeItoVermillion, isBold: true),
        ]),
      panels: [.plot(top, relativeHeight: 1.15), .plot(bottom)], sharesXAxis: true)
  }

  /// A diagram panel (a filmstrip-like row of phone bottoms) above a heat map, to look at.
  static func otherPanels() -> Figure {
    let theme = Theme.standard
    var shapes: [DiagramShape] = []
    for frame in 0..<6 {
      let x = Double(frame) * 120
      let keyboardTop = 300 - 180 * (1 - exp(-Double(frame) * 0.8))
      let barBottom = 300 - 180 * easeInOut(min(1, Double(frame) / 4))
      shapes.append(
        .rectangle(
          Rect(x: x, y: 0, width: 100, height: 300), fill: Color(hex: 0xF4F4F4),
          stroke: LineStyle(color: theme.axis, width: 1), cornerRadius: 6))
      shapes.append(
        .rectangle(
          Rect(x: x, y: keyboardTop, width: 100, height: 300 - keyboardTop),
          fill: theme.keyboard, stroke: nil, cornerRadius: 0))
      shapes.append(
        .rectangle(
          Rect(x: x, y: barBottom - 30, width: 100, height: 30), fill: theme.bar,
          stroke: nil, cornerRadius: 0))
      if barBottom > keyboardTop {
        shapes.append(
          .rectangle(
            Rect(x: x, y: keyboardTop, width: 100, height: barBottom - keyboardTop),
            fill: theme.overlap, stroke: nil, cornerRadius: 0))
      } else if barBottom < keyboardTop {
        shapes.append(
          .rectangle(
            Rect(x: x, y: barBottom, width: 100, height: keyboardTop - barBottom),
            fill: theme.gap, stroke: nil, cornerRadius: 0))
      }
      shapes.append(
        .text(
          "\(frame * 17) ms", at: DataPoint(x: x + 50, y: 310),
          style: TextStyle(
            size: 11, color: theme.secondaryText, horizontalAnchor: .center,
            verticalAnchor: .top)))
    }
    let filmstrip = DiagramPanel(
      title: "Filmstrip (diagram panel)", bounds: Rect(x: 0, y: 0, width: 700, height: 330),
      shapes: shapes,
      legendEntries: [
        LegendEntry("keyboard", swatch: .box(theme.keyboard)),
        LegendEntry("bar", swatch: .box(theme.bar)),
        LegendEntry("overlap", swatch: .box(theme.overlap)),
        LegendEntry("gap", swatch: .box(theme.gap)),
      ])
    let strategies = ["fixed guess", "default curve", "curve << 16", "raw curve", "display link"]
    let heights = ["216", "260", "291", "336", "346"]
    let values: [[Double?]] = strategies.indices.map { row in
      heights.indices.map { column in
        row == 2 ? 0 : (row == 4 && column == 0 ? nil : Double(row * 13 + column * 7) + 0.35)
      }
    }
    let heatMap = HeatMapPanel(
      title: "Max overlap (heat-map panel)", columnLabels: heights, rowLabels: strategies,
      values: values, columnTitle: "keyboard height (pt)", rowTitle: "strategy",
      colorBarTitle: "max overlap (pt)")
    return Figure(
      header: Header(title: "Diagram and heat-map panels"),
      panels: [.diagram(filmstrip, relativeHeight: 1), .heatMap(heatMap, relativeHeight: 1.2)])
  }

  static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    guard abs(tenths) < 1e15 else { return "\(value)" }
    let whole = Int(tenths) / 10
    let fraction = abs(Int(tenths) % 10)
    return "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
  }

  /// CSS ease-in-out, cubic Bézier (0.42, 0, 0.58, 1), solved for x by bisection.
  static func easeInOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<50 {
      let middle = (low + high) / 2
      if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, 0, 1)
  }
}

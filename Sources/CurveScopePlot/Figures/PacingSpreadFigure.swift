public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// The spread of the desync over seeded frame-pacing runs (``PacingRuns``, what a pacing study
/// measured; the figure only draws it): for each strategy
/// (a row), every run's max overlap (top panel) and max gap (bottom panel) as dots, the median
/// and 95th percentile as diamonds, the maximum as a cross, and the regular clock's value as a
/// black tick.
public struct PacingSpreadFigure: FigureBuilder {
  /// One strategy's runs per row, drawn top to bottom.
  public let results: [PacingRuns]
  /// The display the runs were measured on, stated in the header.
  public let pacing: PacingConditions
  /// The scenario's name, for the header.
  public let scenario: String
  /// The first seed.
  public let seed: UInt64

  /// The most dots a row draws. With more runs, the runs at evenly spaced ranks of the value
  /// are drawn (the lowest and the highest among them), so that the cloud keeps its shape and
  /// its extremes while a vector file stays the same size whatever the number of runs (10 000
  /// runs of every strategy on a 10 000 × 4000 SVG took 239 MB); the quantiles and the cross
  /// are computed from every run.
  public static let maximumDots = 1000

  /// The spread of `results` (one per strategy) under `pacing`.
  /// - Throws: ``FigureInputError`` when `results` is empty.
  public init(
    _ results: [PacingRuns], pacing: PacingConditions, scenario: String, seed: UInt64
  ) throws(FigureInputError) {
    guard !results.isEmpty else {
      throw FigureInputError(figure: "pacing figure", .noStrategies)
    }
    self.results = results
    self.pacing = pacing
    self.scenario = scenario
    self.seed = seed
  }

  /// Builds the figure.
  public func figure(theme: Theme) -> Figure {
    let first = results[0]
    let rates = pacing.ratesHertz.map { NumberText.reading($0, minus: .typographic) }.joined(
      separator: "/")
    var lines = [
      Header.Line(
        "\(scenario) · \(first.summaries.count) runs (seeds \(seed)…\(seed &+ UInt64(first.summaries.count - 1))) · "
          + "display \(rates) Hz, rate change \(NumberText.reading(pacing.rateChangeProbability * 100, minus: .typographic)) % "
          + "per refresh · jitter σ \(NumberText.reading(pacing.jitterMilliseconds, minus: .typographic)) ms · app frames "
          + "dropped \(NumberText.reading(pacing.dropProbability * 100, minus: .typographic)) %"),
      Header.Line(
        "Dots: one run each"
          + (first.summaries.count > Self.maximumDots
            ? " (\(Self.maximumDots) a row, at evenly spaced ranks)" : "")
          + ". Diamonds: median and 95th percentile. Cross: the worst run. Black "
          + "tick: the regular \(NumberText.reading(first.regular.frameRate, minus: .typographic)) Hz clock."
      ),
    ]
    for result in results.prefix(2) {
      lines.append(
        Header.Line(
          "\(result.strategy): max overlap p50 \(NumberText.reading(result.maxOverlap.p50, minus: .typographic)) / p95 "
            + "\(NumberText.reading(result.maxOverlap.p95, minus: .typographic)) / max \(NumberText.reading(result.maxOverlap.max, minus: .typographic)) "
            + "pt (regular \(NumberText.reading(result.regular.maxOverlapPoints, minus: .typographic))); max gap p95 "
            + "\(NumberText.reading(result.maxGap.p95, minus: .typographic)) pt", color: theme.text,
          isBold: true))
    }
    return Figure(
      header: Header(title: "How frame pacing spreads the desync", lines: lines),
      panels: [
        .plot(
          Self.panel(
            "Max overlap per run (the keyboard covers the bar)", results, theme: theme,
            value: \.maxOverlapPoints, quantiles: \.maxOverlap, regular: \.regular.maxOverlapPoints)
        ),
        .plot(
          Self.panel(
            "Max gap per run (a blank strip)", results, theme: theme, value: \.maxGapPoints,
            quantiles: \.maxGap, regular: \.regular.maxGapPoints)),
      ], theme: theme)
  }

  static func panel(
    _ title: String, _ results: [PacingRuns], theme: Theme,
    value: KeyPath<SyncSummary, Double>, quantiles: KeyPath<PacingRuns, PacingQuantiles>,
    regular: KeyPath<PacingRuns, Double>
  ) -> PlotPanel {
    var series: [Series] = []
    for (row, result) in results.enumerated() {
      let y = Double(row)
      // Black is the regular clock's tick, so the rows take the other Okabe–Ito colours.
      let palette: [Color] = [
        theme.bar, .okabeItoVermillion, .okabeItoBluishGreen, .okabeItoReddishPurple,
        .okabeItoSkyBlue, .okabeItoYellow,
      ]
      let color = palette[row % palette.count]
      let count = max(1, result.summaries.count)
      let dots = dotRuns(result.summaries.map { $0[keyPath: value] }).map { index, x in
        // Spread the dots over ±0.28 of the row, in run order (deterministic).
        DataPoint(x: x, y: y - 0.28 + 0.56 * Double(index) / Double(count))
      }
      series.append(
        Series(
          points: dots,
          marker: MarkerStyle(shape: .circle, size: 2.6, color: color.withAlpha(0.45), outline: nil)
        ))
      let spread = result[keyPath: quantiles]
      series.append(
        Series(
          points: [DataPoint(x: spread.p50, y: y), DataPoint(x: spread.p95, y: y)],
          marker: MarkerStyle(shape: .diamond, size: 9, color: color, outline: .white)))
      series.append(
        Series(
          points: [DataPoint(x: spread.max, y: y)],
          marker: MarkerStyle(shape: .cross, size: 9, color: color, outline: nil)))
      series.append(
        Series(
          points: [DataPoint(x: result[keyPath: regular], y: y)],
          marker: MarkerStyle(shape: .tick, size: 16, color: .okabeItoBlack, outline: nil)))
    }
    let names = results.map(\.strategy)
    let largest = series.flatMap { $0.points.map(\.x) }.filter(\.isFinite).max() ?? 0
    return PlotPanel(
      title: title,
      xAxis: Axis(title: "points", range: .fixed(lower: 0, upper: max(1, largest * 1.06))),
      yAxis: Axis(
        range: .fixed(lower: -0.6, upper: Double(results.count) - 0.4), isInverted: true,
        locator: FixedTickLocator(values: names.indices.map(Double.init)),
        formatter: RowNameFormatter(names: names), showsGrid: false),
      series: series, legend: .hidden)
  }
}

/// The runs a row draws as dots, by run index in run order, with their values: every run, or
/// with more than ``PacingSpreadFigure/maximumDots`` the runs at evenly spaced ranks of the
/// value (the lowest and the highest included).
func dotRuns(_ values: [Double]) -> [(index: Int, value: Double)] {
  let limit = PacingSpreadFigure.maximumDots
  guard values.count > limit else { return values.enumerated().map { ($0.offset, $0.element) } }
  let ranked = values.indices.sorted {
    values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1)
  }
  let chosen = (0..<limit).map { ranked[$0 * (ranked.count - 1) / (limit - 1)] }
  return Set(chosen).sorted().map { ($0, values[$0]) }
}

/// Row indices as strategy names.
struct RowNameFormatter: TickFormatter {
  var names: [String]

  func labels(for values: [Double]) -> [String] {
    values.map { value in
      let index = Int(value.rounded())
      return names.indices.contains(index) ? names[index] : ""
    }
  }
}

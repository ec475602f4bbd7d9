import CurveScopeChart
import CurveScopeMeasure
import CurveScopeSupport

extension ComparisonFigure {
  /// The gap over time: the first strategy's gap shaded (blank gap above 0, overlap below), the
  /// tolerance band, every strategy's gap line, frame markers and the extremes annotated.
  static func gapPanel(
    _ analyses: [SyncMeasurement], traces: [SyncTrace], summaries: [SyncSummary], theme: Theme
  ) -> PlotPanel {
    let primary = analyses[0]
    let summary = summaries[0]
    let tolerance = summary.tolerancePoints
    var series: [Series] = []
    for (index, (analysis, trace)) in zip(analyses, traces).enumerated() {
      let style = StrategyStyle.line(index, theme: theme, width: index == 0 ? 1.8 : 1.8)
      series.append(
        Series(
          label: nil,
          points: trace.gap, line: style, interpolation: trace.interpolation,
          marker: index == 0
            ? MarkerStyle(
              shape: .circle, size: frameMarkerSize(analysis) - 0.6, color: style.color,
              outline: nil)
            : nil,
          markerPoints: index == 0 ? trace.gapFramePoints : []))
    }
    var annotations: [Annotation] = []
    if summary.maxOverlapPoints > 0, let at = summary.maxOverlapAtMilliseconds {
      annotations.append(
        Annotation(
          "max overlap \(NumberText.reading(summary.maxOverlapPoints, minus: .typographic)) pt at "
            + "\(NumberText.reading(at, minus: .typographic)) ms",
          at: DataPoint(x: at, y: -summary.maxOverlapPoints), color: ink(theme.overlap),
          marker: MarkerStyle(size: 7, color: theme.overlap)))
    }
    if summary.maxGapPoints > 0, let at = summary.maxGapAtMilliseconds {
      annotations.append(
        Annotation(
          "max gap \(NumberText.reading(summary.maxGapPoints, minus: .typographic)) pt at \(NumberText.reading(at, minus: .typographic)) ms",
          at: DataPoint(x: at, y: summary.maxGapPoints), color: ink(theme.gap),
          marker: MarkerStyle(size: 7, color: theme.gap)))
    }
    let name = analyses.count > 1 ? ", \(primary.series.barName)" : ""
    return PlotPanel(
      title: "Gap = keyboard top − bar bottom\(primary.series.margin > 0 ? " − margin" : "")"
        + " (above 0: blank strip; below 0: the keyboard covers the bar)",
      xAxis: timeAxis(primary.series),
      yAxis: Axis(
        title: "gap", unit: "pt",
        range: .automatic(padding: 0.08, including: [-tolerance * 2, tolerance * 2], nice: false)),
      series: series,
      fills: [
        FillRegion(
          between: traces[0].gapBoundary, and: .constant(0), above: theme.gap.withAlpha(0.45),
          labelAbove: traces[0].gap.contains { $0.y > 0 } ? "blank gap\(name)" : nil,
          below: theme.overlap.withAlpha(0.45),
          labelBelow: traces[0].gap.contains { $0.y < 0 }
            ? "overlap: keyboard covers bar\(name)" : nil)
      ],
      bands: [
        Band(
          .horizontal, from: -tolerance, to: tolerance, color: theme.tolerance.withAlpha(0.3),
          label: "tolerance ±\(NumberText.reading(tolerance, decimals: 2, minus: .typographic)) pt")
      ],
      referenceLines: [
        ReferenceLine(.horizontal, at: 0, style: LineStyle(color: theme.reference, width: 0.8))
      ],
      annotations: annotations,
      legend: .hidden)
  }
}

import CurveScopeChart
import CurveScopeSupport

/// The labels of a plot: its title and axis titles, the ink a label sits on, the reference lines'
/// labels.
extension FigureLayoutEngine {
  func axisTitles(_ plan: PlotPlan, plotArea: Rect, xTicks: [Tick], theme: Theme) -> (
    title: TextBox?, x: TextBox?, y: TextBox?
  ) {
    let spacing = theme.spacing
    var title: TextBox?
    if let text = plan.panel.title {
      // A title wider than the room from the plot's left edge to the slot's right edge is set
      // smaller to fit (down to 60 % of the panel-title size).
      let room = plan.slot.maxX - plotArea.x
      let width = measurer.measure(text, size: theme.fonts.panelTitle, weight: .bold).width
      let size =
        width > room && room > 0
        ? max(theme.fonts.panelTitle * 0.6, theme.fonts.panelTitle * 0.99 * room / width)
        : theme.fonts.panelTitle
      let style = TextStyle(size: size, weight: .bold, color: theme.text, verticalAnchor: .top)
      title = TextBox.make(
        text, at: Point(x: plotArea.x, y: plan.slot.y), style: style, measurer: measurer)
    }
    var xTitle: TextBox?
    if plan.showsXLabels, let text = plan.panel.xAxis.label {
      let labelsBottom =
        xTicks.compactMap { $0.label?.frame.maxY }.max()
        ?? plotArea.maxY + spacing.tickLength + spacing.tickLabelGap
        + fontExtent(theme.fonts.tickLabel).height
      let style = TextStyle(
        size: theme.fonts.axisTitle, color: theme.text, horizontalAnchor: .center,
        verticalAnchor: .top)
      xTitle = TextBox.make(
        text, at: Point(x: plotArea.midX, y: labelsBottom + spacing.axisTitleGap), style: style,
        measurer: measurer)
    }
    var yTitle: TextBox?
    if let text = plan.panel.yAxis.label {
      let style = TextStyle(
        size: theme.fonts.axisTitle, color: theme.text, horizontalAnchor: .center,
        verticalAnchor: .top, rotationDegrees: 90)
      yTitle = TextBox.make(
        text, at: Point(x: plan.slot.x, y: plotArea.midY), style: style, measurer: measurer)
    }
    return (title, xTitle, yTitle)
  }

  func inkIndex(
    _ panel: PlotPanel, _ polygons: [[FillPolygon]], xScale: LinearScale, yScale: LinearScale,
    plotArea: Rect
  ) -> InkIndex {
    var ink = InkIndex()
    func map(_ points: [DataPoint]) -> [Point] {
      points.map { Point(x: xScale.position($0.x), y: yScale.position($0.y)) }
    }
    for series in panel.series {
      if series.line != nil { ink.addLine(map(series.drawnPoints)) }
      if series.marker != nil, series.line == nil { ink.addLine(map(series.resolvedMarkerPoints)) }
    }
    for polygon in polygons.joined() { ink.addArea(map(polygon.points)) }
    for line in panel.referenceLines where line.value.isFinite {
      switch line.orientation {
      case .horizontal:
        let y = yScale.position(line.value)
        ink.addLine([Point(x: plotArea.x, y: y), Point(x: plotArea.maxX, y: y)])
      case .vertical:
        let x = xScale.position(line.value)
        ink.addLine([Point(x: x, y: plotArea.y), Point(x: x, y: plotArea.maxY)])
      }
    }
    for arrow in panel.arrows {
      ink.addLine(map([arrow.from, arrow.to]))
    }
    for annotation in panel.annotations {
      ink.addKeyPoint(
        Point(x: xScale.position(annotation.target.x), y: yScale.position(annotation.target.y)))
    }
    return ink
  }

  /// Inline labels of reference lines, 4 pt in from the plot edge and 2 pt off the line: for a
  /// horizontal line above or below it at the right or left end, for a vertical one right or left
  /// of it at the top or bottom; the first of those four with the least data under it (lines
  /// within 3 pt count) and not over an earlier line's label wins.
  func referenceLineLabels(
    _ panel: PlotPanel, xScale: LinearScale, yScale: LinearScale, plotArea: Rect, ink: InkIndex,
    theme: Theme
  ) -> [Int: TextBox] {
    var labels: [Int: TextBox] = [:]
    for (index, line) in panel.referenceLines.enumerated() {
      guard let text = line.inlineLabel, line.value.isFinite else { continue }
      var candidates: [TextBox] = []
      func add(
        _ point: Point, _ horizontal: TextStyle.HorizontalAnchor,
        _ vertical: TextStyle.VerticalAnchor
      ) {
        let style = TextStyle(
          size: theme.fonts.tickLabel, color: line.style.color, horizontalAnchor: horizontal,
          verticalAnchor: vertical)
        candidates.append(TextBox.make(text, at: point, style: style, measurer: measurer))
      }
      switch line.orientation {
      case .horizontal:
        let y = yScale.position(line.value)
        add(Point(x: plotArea.maxX - 4, y: y - 2), .trailing, .bottom)
        add(Point(x: plotArea.maxX - 4, y: y + 2), .trailing, .top)
        add(Point(x: plotArea.x + 4, y: y - 2), .leading, .bottom)
        add(Point(x: plotArea.x + 4, y: y + 2), .leading, .top)
      case .vertical:
        let x = xScale.position(line.value)
        add(Point(x: x + 4, y: plotArea.y + 4), .leading, .top)
        add(Point(x: x - 4, y: plotArea.y + 4), .trailing, .top)
        add(Point(x: x + 4, y: plotArea.maxY - 4), .leading, .bottom)
        add(Point(x: x - 4, y: plotArea.maxY - 4), .trailing, .bottom)
      }
      var best: (box: TextBox, score: Double)?
      for candidate in candidates {
        let frame = candidate.frame
        var score =
          ink.lineLength(in: frame.insetBy(-3)) + 1000 * frame.areaOutside(plotArea)
          / max(frame.area, 1)
        for placed in labels.values {
          score += 1000 * frame.insetBy(-2).overlapArea(with: placed.frame) / max(frame.area, 1)
        }
        if best == nil || score < (best?.score ?? .infinity) { best = (candidate, score) }
      }
      labels[index] = best?.box
    }
    return labels
  }
}

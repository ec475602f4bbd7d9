import CurveScopeChart
import CurveScopeSupport

extension FigureLayoutEngine {
  /// What is known about a plot panel before its plot area's width is fixed.
  struct PlotPlan {
    var index: Int
    var panel: PlotPanel
    var slot: Rect
    var showsXLabels: Bool
    var plotTop: Double
    var plotBottom: Double
    var xRange: (lower: Double, upper: Double)
    var yRange: (lower: Double, upper: Double)
    var yTarget: Int
    var column: Int
    var leftBand: Double
    var legendEntries: [LegendEntry]
  }

  /// Lays out every plot panel, each with its data reduced to the pixels of its plot area; the
  /// plot areas of a grid column share one left edge, and all share one right margin, so that
  /// the axes of stacked panels line up.
  func layoutPlots(_ figure: Figure, slots: [Rect]) -> [Int: (panel: PlotPanel, layout: PlotLayout)]
  {
    let theme = figure.theme
    let spacing = theme.spacing
    let panels: [(index: Int, panel: PlotPanel)] = figure.panels.enumerated().compactMap {
      if case .plot(let panel) = $0.element.content { return ($0.offset, panel) }
      return nil
    }
    guard !panels.isEmpty else { return [:] }
    // The last plot panel of each column labels the shared x axis.
    var lastInColumn: [Int: Int] = [:]
    for (index, _) in panels { lastInColumn[figure.column(ofPanel: index)] = index }
    let tickFont = fontExtent(theme.fonts.tickLabel)
    let axisFont = fontExtent(theme.fonts.axisTitle)
    let titleFont = fontExtent(theme.fonts.panelTitle, .bold)
    let sharedX = figure.sharesXAxis ? sharedXRange(panels.map(\.panel)) : nil

    var plans: [PlotPlan] = []
    for (index, panel) in panels {
      let slot = slots[index]
      let column = figure.column(ofPanel: index)
      let showsXLabels = !figure.sharesXAxis || lastInColumn[column] == index
      let titleBand =
        panel.title != nil ? titleFont.height + spacing.panelTitleGap : tickFont.height / 2 + 2
      var bottomBand = spacing.tickLength
      if showsXLabels {
        bottomBand += spacing.tickLabelGap + tickFont.height
        if panel.xAxis.label != nil { bottomBand += spacing.axisTitleGap + axisFont.height }
      }
      let plotTop = slot.y + titleBand
      let plotBottom = max(plotTop, slot.maxY - bottomBand)
      let yTarget = FigureLayoutEngine.targetTickCount(length: plotBottom - plotTop, spacing: 40)
      let xTarget = FigureLayoutEngine.targetTickCount(length: slot.width * 0.85, spacing: 80)
      let yRange = panel.yAxis.range.resolve(
        extent: panel.yExtent, locator: panel.yAxis.locator, targetCount: yTarget)
      let xRange =
        sharedX
        ?? panel.xAxis.range.resolve(
          extent: panel.xExtent, locator: panel.xAxis.locator, targetCount: xTarget)
      let provisionalArea = Rect(x: 0, y: plotTop, width: 1, height: plotBottom - plotTop)
      let provisional = yTicks(
        axis: panel.yAxis, range: yRange,
        scale: FigureLayoutEngine.yScale(
          range: yRange, plotArea: provisionalArea, inverted: panel.yAxis.isInverted),
        labelRight: 0, target: yTarget, theme: theme)
      let widest = provisional.compactMap { $0.label?.frame.width }.max() ?? 0
      var leftBand = widest + spacing.tickLabelGap + spacing.tickLength
      if panel.yAxis.label != nil { leftBand += axisFont.height + spacing.axisTitleGap }
      plans.append(
        PlotPlan(
          index: index, panel: panel, slot: slot, showsXLabels: showsXLabels, plotTop: plotTop,
          plotBottom: plotBottom, xRange: xRange, yRange: yRange, yTarget: yTarget,
          column: column, leftBand: leftBand, legendEntries: panel.legendEntries))
    }
    var commonLeft: [Int: Double] = [:]
    for plan in plans { commonLeft[plan.column] = max(commonLeft[plan.column] ?? 0, plan.leftBand) }
    let forced = Set(
      plans.filter { $0.panel.legend == .outsideRight && !$0.legendEntries.isEmpty }.map(\.index))
    // A legend moved outside narrows every plot area (they share one right margin), which can
    // leave another panel's legend no free corner: lay out again until no more move (at most
    // once per panel).
    var outside = forced
    var built = buildPlots(plans, left: commonLeft, outside: outside, theme: theme)
    while !built.wantsOutside.isSubset(of: outside) {
      outside.formUnion(built.wantsOutside)
      built = buildPlots(plans, left: commonLeft, outside: outside, theme: theme)
    }
    return built.layouts
  }

  /// The x range all panels share: the first fixed range, else the union of the panels' data
  /// resolved with the first panel's range mode.
  private func sharedXRange(_ panels: [PlotPanel]) -> (lower: Double, upper: Double)? {
    guard let first = panels.first else { return nil }
    for panel in panels {
      if case .fixed = panel.xAxis.range {
        return panel.xAxis.range.resolve(
          extent: nil, locator: panel.xAxis.locator, targetCount: 6)
      }
    }
    let extents = panels.compactMap(\.xExtent)
    let union = PlotPanel.extent(of: extents.flatMap { [$0.lower, $0.upper] })
    return first.xAxis.range.resolve(extent: union, locator: first.xAxis.locator, targetCount: 6)
  }

  private func buildPlots(
    _ plans: [PlotPlan], left: [Int: Double], outside: Set<Int>, theme: Theme
  ) -> (layouts: [Int: (panel: PlotPanel, layout: PlotLayout)], wantsOutside: Set<Int>) {
    let spacing = theme.spacing
    let legendPlacer = LegendPlacer(measurer: measurer, theme: theme)
    var right = spacing.rightMargin
    for plan in plans where outside.contains(plan.index) {
      let size = legendPlacer.size(
        of: plan.legendEntries, maxHeight: plan.plotBottom - plan.plotTop)
      right = max(right, size.width + 2 * spacing.legendInset)
    }
    var layouts: [Int: (panel: PlotPanel, layout: PlotLayout)] = [:]
    var wantsOutside: Set<Int> = []
    for plan in plans {
      let left = left[plan.column] ?? plan.leftBand
      let plotArea = Rect(
        x: plan.slot.x + left, y: plan.plotTop, width: max(0, plan.slot.width - left - right),
        height: plan.plotBottom - plan.plotTop)
      let xScale = FigureLayoutEngine.xScale(
        range: plan.xRange, plotArea: plotArea, inverted: plan.panel.xAxis.isInverted)
      // From here on the panel's data is what the plot area's pixel columns can show.
      let panel =
        keepsEveryPoint
        ? plan.panel
        : PixelColumnReducer(
          xScale: xScale, pixelsPerPoint: pixelsPerPoint, width: plotArea.width
        ).panel(plan.panel)
      let yScale = FigureLayoutEngine.yScale(
        range: plan.yRange, plotArea: plotArea, inverted: panel.yAxis.isInverted)
      let xTicks = xTicks(
        axis: panel.xAxis, range: plan.xRange, scale: xScale, plotArea: plotArea,
        showsLabels: plan.showsXLabels, theme: theme)
      let yTicks = yTicks(
        axis: panel.yAxis, range: plan.yRange, scale: yScale,
        labelRight: plotArea.x - spacing.tickLength - spacing.tickLabelGap, target: plan.yTarget,
        theme: theme)
      let titles = axisTitles(plan, plotArea: plotArea, xTicks: xTicks, theme: theme)
      let fillPolygons = panel.fills.map {
        FillGeometry.polygons(between: $0.first, and: $0.second)
      }
      let ink = inkIndex(panel, fillPolygons, xScale: xScale, yScale: yScale, plotArea: plotArea)
      let referenceLabels = referenceLineLabels(
        panel, xScale: xScale, yScale: yScale, plotArea: plotArea, ink: ink, theme: theme)
      let fixedLabels = Array(referenceLabels.values.map(\.frame))

      var legend: LegendLayout?
      // The entries of the panel as drawn (a line whose markers were dropped shows no marker);
      // the same labels, so the same size, as those the plan made room for.
      let entries = panel.legendEntries
      if !entries.isEmpty {
        let size = legendPlacer.size(of: entries)
        if outside.contains(plan.index) {
          // Never taller than the plot area: more entries flow into more columns, so that
          // the legend cannot reach the panel below (its title or its data).
          legend = legendPlacer.legend(
            entries, x: plotArea.maxX + spacing.legendInset, y: plotArea.y,
            position: .outsideRight, maxHeight: plotArea.height)
        } else {
          var corner: LegendPlacement.Corner?
          switch panel.legend {
          case .hidden, .outsideRight: corner = nil
          case .inside(let chosen): corner = chosen
          case .best(let allowOutside):
            let best = legendPlacer.bestCorner(
              size: size, plotArea: plotArea, ink: ink, obstacles: fixedLabels)
            corner = best.corner
            if allowOutside, best.score > 0.5 { wantsOutside.insert(plan.index) }
          }
          if let corner {
            let frame = legendPlacer.frame(at: corner, size: size, plotArea: plotArea)
            legend = legendPlacer.legend(
              entries, x: frame.x, y: frame.y, position: .inside(corner))
          }
        }
      }
      let annotations = LabelPlacer(measurer: measurer, theme: theme).place(
        panel.annotations, xScale: xScale, yScale: yScale, plotArea: plotArea, ink: ink,
        obstacles: fixedLabels + (legend.map { [$0.frame] } ?? []))
      layouts[plan.index] = (
        panel,
        PlotLayout(
          frame: plan.slot, plotArea: plotArea, xScale: xScale, yScale: yScale, xTicks: xTicks,
          yTicks: yTicks, title: titles.title, xTitle: titles.x, yTitle: titles.y,
          fillPolygons: fillPolygons, legend: legend, annotations: annotations,
          referenceLabels: referenceLabels)
      )
    }
    return (layouts, wantsOutside)
  }
}

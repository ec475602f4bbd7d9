public import CurveScopeChart
import CurveScopeSupport

/// Turns a `Figure` into a `FigureLayout` for a size in points: header box, panel slots, plot
/// areas aligned across panels, ticks, labels, legend and annotation positions.
///
/// Pure numbers: give it a `FixedAdvanceTextMeasurer` and every rectangle can be derived by
/// hand; give it the Cairo measurer for real figures.
public struct FigureLayoutEngine {
  /// Measures every text the layout places.
  public var measurer: any TextMeasurer
  /// Device pixels per point of the output: each plot's data is reduced to what its pixel
  /// columns can show before anything is placed or drawn (at most four points of a line per
  /// eighth of a pixel column, every extreme kept; a line's markers dropped when they outnumber
  /// the pixel columns), so the work of drawing is bounded by the pixels, not by the data. Data
  /// under that budget is kept as given, point for point.
  public var pixelsPerPoint: Double
  /// Whether every point is kept whatever its number (for comparing a reduced figure with the
  /// whole one in tests).
  package var keepsEveryPoint = false

  /// Creates an engine for an output of `pixelsPerPoint` device pixels per point (a PNG's
  /// scale; 2 for the standard 1600 × 1000 px figure).
  public init(measurer: any TextMeasurer, pixelsPerPoint: Double = 2) {
    self.measurer = measurer
    self.pixelsPerPoint = pixelsPerPoint
  }

  /// The layout of `figure` on a `width` × `height` point canvas (non-finite or negative sizes
  /// are treated as 0).
  public func layout(_ figure: Figure, width: Double, height: Double) -> FigureLayout {
    let width = width.isFinite ? max(0, width) : 0
    let height = height.isFinite ? max(0, height) : 0
    let theme = figure.theme
    let spacing = theme.spacing
    let left = spacing.figureMargin
    let contentWidth = max(0, width - 2 * spacing.figureMargin)
    var top = spacing.figureMargin

    var header: HeaderLayout?
    if let content = figure.header {
      let laidOut = headerLayout(content, x: left, y: top, width: contentWidth, theme: theme)
      header = laidOut
      top = laidOut.frame.maxY + spacing.headerGap
    }

    let slots = panelSlots(
      figure, x: left, top: top, bottom: height - spacing.figureMargin, width: contentWidth)
    let plots = layoutPlots(figure, slots: slots)
    var panels: [FigureLayout.PanelLayout] = []
    for (index, panel) in figure.panels.enumerated() {
      switch panel.content {
      case .plot:
        // layoutPlots lays out every plot panel; a missing one is a bug of this engine.
        guard let layout = plots[index] else {
          preconditionFailure("plot panel \(index) of \(figure.panels.count) was not laid out")
        }
        panels.append(.plot(layout.panel, layout.layout))
      case .diagram(let diagram):
        panels.append(.diagram(diagram, layoutDiagram(diagram, slot: slots[index], theme: theme)))
      case .heatMap(let heatMap):
        panels.append(.heatMap(heatMap, layoutHeatMap(heatMap, slot: slots[index], theme: theme)))
      }
    }
    return FigureLayout(
      width: width, height: height, theme: theme, header: header, panels: panels)
  }

  /// The header: the title's top at `y`, each line below the previous one; a line wider than
  /// `width` wraps at spaces onto more lines; the legend row, if any, comes last.
  func headerLayout(_ header: Header, x: Double, y: Double, width: Double, theme: Theme)
    -> HeaderLayout
  {
    var titleStyle = TextStyle(
      size: theme.fonts.title, weight: .bold, color: theme.text, verticalAnchor: .top)
    // A title wider than the header is set smaller to fit (down to the subtitle size).
    let titleWidth = measurer.measure(header.title, size: titleStyle.size, weight: .bold).width
    if titleWidth > width, width > 0 {
      titleStyle.size = max(theme.fonts.subtitle, titleStyle.size * 0.99 * width / titleWidth)
    }
    let title = TextBox.make(
      header.title, at: Point(x: x, y: y), style: titleStyle, measurer: measurer)
    var bottom = title.frame.maxY
    var lines: [TextBox] = []
    let wrapper = TextWrapper(measurer: measurer)
    for line in header.lines {
      let style = TextStyle(
        size: theme.fonts.subtitle, weight: line.isBold ? .bold : .regular,
        color: line.color ?? theme.secondaryText, verticalAnchor: .top)
      for piece in wrapper.lines(line.text, size: style.size, weight: style.weight, width: width) {
        let box = TextBox.make(
          piece, at: Point(x: x, y: bottom + theme.spacing.lineGap), style: style,
          measurer: measurer)
        lines.append(box)
        bottom = box.frame.maxY
      }
    }
    var legend: LegendLayout?
    if !header.legendEntries.isEmpty {
      let placed = LegendPlacer(measurer: measurer, theme: theme).horizontalLegend(
        header.legendEntries, x: x, y: bottom + theme.spacing.lineGap + 2, maxWidth: width)
      legend = placed
      bottom = placed.frame.maxY
    }
    return HeaderLayout(
      frame: Rect(x: x, y: y, width: width, height: bottom - y), title: title, lines: lines,
      legend: legend)
  }

  /// The panels' slots: a grid of `resolvedColumnCount` equal columns (`columnGap` apart),
  /// filled row by row; rows stacked with gaps, heights shared by each row's largest
  /// `relativeHeight` (non-positive or non-finite weights count as 0; all-zero weights share
  /// equally). One column is a plain stack. In a grid of several columns sharing the x axis,
  /// the bottom row's x tick labels and title get their own room first, so that every row's
  /// plot areas share the height alike (small multiples on one scale); when the bottom row is
  /// incomplete, a column's last panel above it takes that room from the empty cell below.
  func panelSlots(_ figure: Figure, x: Double, top: Double, bottom: Double, width: Double)
    -> [Rect]
  {
    let count = figure.panels.count
    guard count > 0 else { return [] }
    let columns = figure.resolvedColumnCount
    let rows = (count + columns - 1) / columns
    let spacing = figure.theme.spacing
    let gap = figure.sharesXAxis ? spacing.sharedPanelGap : spacing.panelGap
    var labelBand = 0.0
    if columns > 1, figure.sharesXAxis {
      labelBand = spacing.tickLabelGap + fontExtent(figure.theme.fonts.tickLabel).height
      let lastRow = figure.panels[((rows - 1) * columns)...]
      let titled = lastRow.contains { panel in
        if case .plot(let plot) = panel.content { return plot.xAxis.label != nil }
        return false
      }
      if titled {
        labelBand += spacing.axisTitleGap + fontExtent(figure.theme.fonts.axisTitle).height
      }
    }
    let available = max(0, bottom - top - gap * Double(rows - 1) - labelBand)
    let columnWidth = max(0, (width - spacing.columnGap * Double(columns - 1)) / Double(columns))
    var weights = (0..<rows).map { row in
      figure.panels[(row * columns)..<min(count, (row + 1) * columns)].map {
        $0.relativeHeight.isFinite ? max(0, $0.relativeHeight) : 0
      }.max() ?? 0
    }
    var total = weights.reduce(0, +)
    if total <= 0 {
      weights = Array(repeating: 1, count: rows)
      total = Double(rows)
    }
    var slots: [Rect] = []
    var y = top
    for (row, weight) in weights.enumerated() {
      let height = available * weight / total + (row == rows - 1 ? labelBand : 0)
      for column in 0..<columns where row * columns + column < count {
        let left = x + Double(column) * (columnWidth + spacing.columnGap)
        // The last panel of a column above an incomplete bottom row labels the x axis too:
        // its slot reaches into the empty cell below so that its plot area stays as tall.
        let isLastAbove = row < rows - 1 && row * columns + column + columns >= count
        slots.append(
          Rect(
            x: left, y: y, width: columnWidth,
            height: height + (isLastAbove ? labelBand : 0)))
      }
      y += height + gap
    }
    return slots
  }

  /// The extent of a font: ascent, descent and height of a size and weight.
  func fontExtent(_ size: Double, _ weight: TextStyle.Weight = .regular) -> TextExtent {
    measurer.measure("0", size: size, weight: weight)
  }
}

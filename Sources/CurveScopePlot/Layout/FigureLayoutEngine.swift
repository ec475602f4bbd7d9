import CurveScope

/// Turns a `Figure` into a `FigureLayout` for a size in points: header box, panel slots, plot
/// areas aligned across panels, ticks, labels, legend and annotation positions.
///
/// Pure numbers: give it a `FixedAdvanceTextMeasurer` and every rectangle can be derived by
/// hand; give it the Cairo measurer for real figures.
public struct FigureLayoutEngine {
  /// Measures every text the layout places.
  public var measurer: any TextMeasurer

  /// Creates an engine.
  public init(measurer: any TextMeasurer) {
    self.measurer = measurer
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
    var plots = layoutPlots(figure, slots: slots)
    var panels: [FigureLayout.PanelLayout] = []
    for (index, panel) in figure.panels.enumerated() {
      switch panel.content {
      case .plot:
        if let layout = plots.removeValue(forKey: index) { panels.append(.plot(layout)) }
      case .diagram(let diagram):
        panels.append(.diagram(layoutDiagram(diagram, slot: slots[index], theme: theme)))
      case .heatMap(let heatMap):
        panels.append(.heatMap(layoutHeatMap(heatMap, slot: slots[index], theme: theme)))
      }
    }
    return FigureLayout(width: width, height: height, header: header, panels: panels)
  }

  /// The header: the title's top at `y`, each line below the previous one.
  func headerLayout(_ header: Header, x: Double, y: Double, width: Double, theme: Theme)
    -> HeaderLayout
  {
    let titleStyle = TextStyle(
      size: theme.fonts.title, weight: .bold, color: theme.text, verticalAnchor: .top)
    let title = TextBox.make(
      header.title, at: Point(x: x, y: y), style: titleStyle, measurer: measurer)
    var bottom = title.frame.maxY
    var lines: [TextBox] = []
    for line in header.lines {
      let style = TextStyle(
        size: theme.fonts.subtitle, weight: line.isBold ? .bold : .regular,
        color: line.color ?? theme.secondaryText, verticalAnchor: .top)
      let box = TextBox.make(
        line.text, at: Point(x: x, y: bottom + theme.spacing.lineGap), style: style,
        measurer: measurer)
      lines.append(box)
      bottom = box.frame.maxY
    }
    return HeaderLayout(
      frame: Rect(x: x, y: y, width: width, height: bottom - y), title: title, lines: lines)
  }

  /// The panels' slots, stacked with gaps, heights shared by `relativeHeight` (non-positive or
  /// non-finite weights count as 0; all-zero weights share equally).
  func panelSlots(_ figure: Figure, x: Double, top: Double, bottom: Double, width: Double)
    -> [Rect]
  {
    let count = figure.panels.count
    guard count > 0 else { return [] }
    let gap =
      figure.sharesXAxis ? figure.theme.spacing.sharedPanelGap : figure.theme.spacing.panelGap
    let available = max(0, bottom - top - gap * Double(count - 1))
    var weights = figure.panels.map { $0.relativeHeight.isFinite ? max(0, $0.relativeHeight) : 0 }
    var total = weights.reduce(0, +)
    if total <= 0 {
      weights = Array(repeating: 1, count: count)
      total = Double(count)
    }
    var slots: [Rect] = []
    var y = top
    for weight in weights {
      let height = available * weight / total
      slots.append(Rect(x: x, y: y, width: width, height: height))
      y += height + gap
    }
    return slots
  }

  /// The extent of a font: ascent, descent and height of a size and weight.
  func fontExtent(_ size: Double, _ weight: TextStyle.Weight = .regular) -> TextExtent {
    measurer.measure("0", size: size, weight: weight)
  }
}

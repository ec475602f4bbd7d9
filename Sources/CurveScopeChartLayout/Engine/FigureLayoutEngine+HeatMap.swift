import CurveScopeChart
import CurveScopeSupport

extension FigureLayoutEngine {
  /// A heat map: row title and labels on the left, column labels and title below, the colour
  /// bar with its ticks and title on the right, equal cells in between.
  func layoutHeatMap(_ heatMap: HeatMapPanel, slot: Rect, theme: Theme) -> HeatMapLayout {
    let spacing = theme.spacing
    let fonts = theme.fonts
    let tickFont = fontExtent(fonts.tickLabel)
    let axisFont = fontExtent(fonts.axisTitle)
    let rows = heatMap.rowLabels.count
    let columns = heatMap.columnLabels.count

    var top = slot.y
    var title: TextBox?
    if let text = heatMap.title {
      let style = TextStyle(
        size: fonts.panelTitle, weight: .bold, color: theme.text, verticalAnchor: .top)
      let box = TextBox.make(text, at: Point(x: slot.x, y: top), style: style, measurer: measurer)
      title = box
      top = box.frame.maxY + spacing.panelTitleGap
    }
    let valueRange = heatMapRange(heatMap)
    let rowLabelWidth =
      heatMap.rowLabels.map { measurer.measure($0, size: fonts.tickLabel, weight: .regular).width }
      .max() ?? 0
    var left = slot.x + rowLabelWidth + spacing.tickLabelGap + spacing.tickLength
    if heatMap.rowTitle != nil { left += axisFont.height + spacing.axisTitleGap }
    var bottom = slot.maxY - (tickFont.height + spacing.tickLabelGap + spacing.tickLength)
    if heatMap.columnTitle != nil { bottom -= axisFont.height + spacing.axisTitleGap }

    let barWidth = 14.0
    let barGap = 14.0
    let provisionalBar = Rect(x: 0, y: top, width: barWidth, height: max(0, bottom - top))
    let barTicks = colorBarTicks(valueRange, bar: provisionalBar, theme: theme)
    let barLabelWidth = barTicks.compactMap { $0.label?.frame.width }.max() ?? 0
    var rightBand = barGap + barWidth + spacing.tickLength + spacing.tickLabelGap + barLabelWidth
    if heatMap.colorBarTitle != nil { rightBand += spacing.axisTitleGap + axisFont.height }
    let grid = Rect(
      x: left, y: top, width: max(0, slot.maxX - rightBand - left), height: max(0, bottom - top))

    let cellWidth = columns > 0 ? grid.width / Double(columns) : 0
    let cellHeight = rows > 0 ? grid.height / Double(rows) : 0
    var cells: [[Rect]] = []
    for row in 0..<rows {
      cells.append(
        (0..<columns).map { column in
          Rect(
            x: grid.x + Double(column) * cellWidth, y: grid.y + Double(row) * cellHeight,
            width: cellWidth, height: cellHeight)
        })
    }
    let cellLabels = heatMapCellLabels(heatMap, cells: cells, range: valueRange, theme: theme)

    let rowStyle = TextStyle(
      size: fonts.tickLabel, color: theme.secondaryText, horizontalAnchor: .trailing,
      verticalAnchor: .middle)
    let rowLabels = heatMap.rowLabels.enumerated().map { row, text in
      TextBox.make(
        text,
        at: Point(
          x: grid.x - spacing.tickLength - spacing.tickLabelGap,
          y: grid.y + (Double(row) + 0.5) * cellHeight), style: rowStyle, measurer: measurer)
    }
    let columnStyle = TextStyle(
      size: fonts.tickLabel, color: theme.secondaryText, horizontalAnchor: .center,
      verticalAnchor: .top)
    let columnLabels = heatMap.columnLabels.enumerated().map { column, text in
      TextBox.make(
        text,
        at: Point(
          x: grid.x + (Double(column) + 0.5) * cellWidth,
          y: grid.maxY + spacing.tickLength + spacing.tickLabelGap), style: columnStyle,
        measurer: measurer)
    }
    let titleStyle = TextStyle(
      size: fonts.axisTitle, color: theme.text, horizontalAnchor: .center, verticalAnchor: .top)
    let columnTitle = heatMap.columnTitle.map {
      TextBox.make(
        $0,
        at: Point(
          x: grid.midX,
          y: grid.maxY + spacing.tickLength + spacing.tickLabelGap + tickFont.height
            + spacing.axisTitleGap), style: titleStyle, measurer: measurer)
    }
    var rotated = titleStyle
    rotated.rotationDegrees = 90
    let rowTitle = heatMap.rowTitle.map {
      TextBox.make($0, at: Point(x: slot.x, y: grid.midY), style: rotated, measurer: measurer)
    }
    let bar = Rect(x: grid.maxX + barGap, y: grid.y, width: barWidth, height: grid.height)
    var barTitleStyle = titleStyle
    barTitleStyle.rotationDegrees = 90
    barTitleStyle.verticalAnchor = .bottom
    let colorBarTitle = heatMap.colorBarTitle.map {
      TextBox.make(
        $0, at: Point(x: slot.maxX, y: bar.midY), style: barTitleStyle, measurer: measurer)
    }
    return HeatMapLayout(
      frame: slot, title: title, grid: grid, cells: cells, cellLabels: cellLabels,
      rowLabels: rowLabels, columnLabels: columnLabels, rowTitle: rowTitle,
      columnTitle: columnTitle, colorBar: bar,
      colorBarTicks: colorBarTicks(valueRange, bar: bar, theme: theme),
      colorBarTitle: colorBarTitle, valueRange: valueRange)
  }

  /// The value range: the panel's, else the finite values' extent (0…1 when there are none;
  /// a single value v becomes v − 1…v + 1).
  func heatMapRange(_ heatMap: HeatMapPanel) -> (lower: Double, upper: Double) {
    if let range = heatMap.valueRange, range.lower.isFinite, range.upper.isFinite,
      range.lower < range.upper
    {
      return range
    }
    let values = heatMap.values.joined().compactMap { $0 }
    guard let extent = PlotPanel.extent(of: values) else { return (0, 1) }
    return extent.lower < extent.upper ? extent : (extent.lower - 1, extent.upper + 1)
  }

  private func colorBarTicks(
    _ range: (lower: Double, upper: Double), bar: Rect, theme: Theme
  ) -> [Tick] {
    let style = TextStyle(
      size: theme.fonts.tickLabel, color: theme.secondaryText, horizontalAnchor: .leading,
      verticalAnchor: .middle)
    let scale = LinearScale(
      domainLower: range.lower, domainUpper: range.upper, rangeStart: bar.maxY, rangeEnd: bar.y)
    let target = FigureLayoutEngine.targetTickCount(length: bar.height, spacing: 45)
    let values = NiceTickLocator().ticks(from: range.lower, to: range.upper, targetCount: target)
    let labels = DecimalTickFormatter().labels(for: values)
    let x = bar.maxX + theme.spacing.tickLength + theme.spacing.tickLabelGap
    return zip(values, labels).map { value, text in
      let position = scale.position(value)
      return Tick(
        value: value, position: position,
        label: TextBox.make(text, at: Point(x: x, y: position), style: style, measurer: measurer))
    }
  }

  private func heatMapCellLabels(
    _ heatMap: HeatMapPanel, cells: [[Rect]], range: (lower: Double, upper: Double), theme: Theme
  ) -> [[TextBox?]] {
    let finite = heatMap.values.joined().compactMap { $0 }.filter(\.isFinite)
    let labels = heatMap.cellFormatter.labels(for: finite)
    var lookup: [Double: String] = [:]
    for (value, label) in zip(finite, labels) { lookup[value] = label }
    return cells.enumerated().map { row, rowCells in
      rowCells.enumerated().map { column, cell in
        guard heatMap.showsCellLabels, row < heatMap.values.count,
          column < heatMap.values[row].count, let value = heatMap.values[row][column],
          value.isFinite, let text = lookup[value]
        else { return nil }
        let fraction = (value - range.lower) / (range.upper - range.lower)
        let fill = heatMap.colorScale.color(atFraction: fraction)
        let style = TextStyle(
          size: theme.fonts.cellLabel, color: fill.luminance > 0.35 ? theme.text : .white,
          horizontalAnchor: .center, verticalAnchor: .middle)
        let box = TextBox.make(
          text, at: Point(x: cell.midX, y: cell.midY), style: style, measurer: measurer)
        return box.frame.width <= cell.width - 4 && box.frame.height <= cell.height ? box : nil
      }
    }
  }
}

import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport

extension FigurePainter {
  /// Draws a heat map: cells (empty ones light grey), cell labels, axis labels and titles, and a
  /// colour bar of 64 slices with its ticks.
  func paintHeatMap(
    _ heatMap: HeatMapPanel, _ layout: HeatMapLayout, theme: Theme, on renderer: any Renderer
  ) throws {
    if let title = layout.title { try draw(title, on: renderer) }
    let range = layout.valueRange
    for (row, cells) in layout.cells.enumerated() {
      for (column, cell) in cells.enumerated() {
        var value: Double?
        if row < heatMap.values.count, column < heatMap.values[row].count {
          value = heatMap.values[row][column]
        }
        if let value, value.isFinite {
          let fraction = (value - range.lower) / (range.upper - range.lower)
          try renderer.fillRect(cell, color: heatMap.colorScale.color(atFraction: fraction))
        } else {
          try renderer.fillRect(cell, color: Color(hex: 0xEEEEEE))
        }
      }
    }
    var lines = Path()
    for cells in layout.cells {
      for cell in cells { lines.addRect(cell) }
    }
    if !lines.isEmpty {
      try renderer.stroke(lines, style: LineStyle(color: theme.background, width: 1))
    }
    for labels in layout.cellLabels {
      for label in labels { if let label { try draw(label, on: renderer) } }
    }
    for label in layout.rowLabels + layout.columnLabels { try draw(label, on: renderer) }
    for title in [layout.rowTitle, layout.columnTitle, layout.colorBarTitle].compactMap({ $0 }) {
      try draw(title, on: renderer)
    }

    let bar = layout.colorBar
    let slices = 64
    for index in 0..<slices {
      let fraction = (Double(index) + 0.5) / Double(slices)
      let height = bar.height / Double(slices)
      let rect = Rect(
        x: bar.x, y: bar.maxY - Double(index + 1) * height, width: bar.width, height: height + 0.5)
      try renderer.fillRect(rect, color: heatMap.colorScale.color(atFraction: fraction))
    }
    var frame = Path()
    frame.addRect(bar)
    for tick in layout.colorBarTicks {
      frame.move(to: bar.maxX, tick.position)
      frame.line(to: bar.maxX + theme.spacing.tickLength, tick.position)
    }
    try renderer.stroke(frame, style: LineStyle(color: theme.axis, width: 1))
    for tick in layout.colorBarTicks { if let label = tick.label { try draw(label, on: renderer) } }
  }
}

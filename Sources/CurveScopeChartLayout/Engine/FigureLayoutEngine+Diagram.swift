import CurveScopeChart
import CurveScopeSupport

extension FigureLayoutEngine {
  /// A diagram panel: title on top, legend row at the bottom, the bounds fitted in between with
  /// one uniform scale and centred.
  func layoutDiagram(_ diagram: DiagramPanel, slot: Rect, theme: Theme) -> DiagramLayout {
    var top = slot.y
    var title: TextBox?
    if let text = diagram.title {
      let style = TextStyle(
        size: theme.fonts.panelTitle, weight: .bold, color: theme.text, verticalAnchor: .top)
      let box = TextBox.make(text, at: Point(x: slot.x, y: top), style: style, measurer: measurer)
      title = box
      top = box.frame.maxY + theme.spacing.panelTitleGap
    }
    var bottom = slot.maxY
    var legend: LegendLayout?
    if !diagram.legendEntries.isEmpty {
      let placer = LegendPlacer(measurer: measurer, theme: theme)
      let oneRow = placer.horizontalLegend(
        diagram.legendEntries, centerX: slot.midX, y: slot.maxY - placer.rowHeight)
      if oneRow.frame.width <= slot.width {
        legend = oneRow
      } else {
        // Too wide for one row: rows that wrap within the slot, from its left edge up.
        let rows = placer.horizontalLegend(
          diagram.legendEntries, x: slot.x, y: 0, maxWidth: slot.width)
        legend = placer.horizontalLegend(
          diagram.legendEntries, x: slot.x, y: slot.maxY - rows.frame.height,
          maxWidth: slot.width)
      }
      bottom = (legend?.frame.y ?? slot.maxY) - theme.spacing.panelTitleGap
    }
    let available = Rect(x: slot.x, y: top, width: slot.width, height: max(0, bottom - top))
    let bounds = diagram.bounds
    var scale = 0.0
    if bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite {
      scale = min(available.width / bounds.width, available.height / bounds.height)
    }
    let area = Rect(
      x: available.midX - bounds.width * scale / 2, y: available.midY - bounds.height * scale / 2,
      width: bounds.width * scale, height: bounds.height * scale)
    return DiagramLayout(
      frame: slot, title: title, area: area, scale: scale, bounds: bounds, legend: legend)
  }
}

import CurveScopeChart
import CurveScopeSupport

extension FigureLayoutEngine {
  /// The tick count wished for an axis of `length` points: one tick per `spacing` points,
  /// clamped to 4...8.
  static func targetTickCount(length: Double, spacing: Double) -> Int {
    guard length.isFinite, length > 0 else { return 4 }
    return min(8, max(4, Int((length / spacing).rounded(.down))))
  }

  /// Ticks and labels of a horizontal axis along `plotArea`'s bottom edge, with the wished count
  /// lowered until neighbouring labels are at least 6 pt apart.
  func xTicks(
    axis: Axis, range: (lower: Double, upper: Double), scale: LinearScale, plotArea: Rect,
    showsLabels: Bool, theme: Theme
  ) -> [Tick] {
    let style = TextStyle(
      size: theme.fonts.tickLabel, color: theme.secondaryText, horizontalAnchor: .center,
      verticalAnchor: .top)
    let labelTop = plotArea.maxY + theme.spacing.tickLength + theme.spacing.tickLabelGap
    var target = FigureLayoutEngine.targetTickCount(length: plotArea.width, spacing: 80)
    while true {
      let values = axis.locator.ticks(from: range.lower, to: range.upper, targetCount: target)
      let labels = axis.formatter.labels(for: values)
      var ticks: [Tick] = []
      for (value, text) in zip(values, labels) {
        let position = scale.position(value)
        let label =
          showsLabels
          ? TextBox.make(
            text, at: Point(x: position, y: labelTop), style: style, measurer: measurer) : nil
        ticks.append(Tick(value: value, position: position, label: label))
      }
      let frames = ticks.compactMap { $0.label?.frame }.sorted { $0.x < $1.x }
      let crowded = zip(frames, frames.dropFirst()).contains { $0.maxX + 6 > $1.x }
      if !crowded || target <= 2 { return ticks }
      target -= 1
    }
  }

  /// Ticks and labels of a vertical axis along `plotArea`'s left edge, with the wished count
  /// lowered until labels are at least 2 pt apart.
  func yTicks(
    axis: Axis, range: (lower: Double, upper: Double), scale: LinearScale, labelRight: Double,
    target initialTarget: Int, theme: Theme
  ) -> [Tick] {
    let style = TextStyle(
      size: theme.fonts.tickLabel, color: theme.secondaryText, horizontalAnchor: .trailing,
      verticalAnchor: .middle)
    var target = initialTarget
    while true {
      let values = axis.locator.ticks(from: range.lower, to: range.upper, targetCount: target)
      let labels = axis.formatter.labels(for: values)
      var ticks: [Tick] = []
      for (value, text) in zip(values, labels) {
        let position = scale.position(value)
        let label = TextBox.make(
          text, at: Point(x: labelRight, y: position), style: style, measurer: measurer)
        ticks.append(Tick(value: value, position: position, label: label))
      }
      let frames = ticks.compactMap { $0.label?.frame }.sorted { $0.y < $1.y }
      let crowded = zip(frames, frames.dropFirst()).contains { $0.maxY + 2 > $1.y }
      if !crowded || target <= 2 { return ticks }
      target -= 1
    }
  }

  /// The scale of a vertical axis: values grow upward unless the axis is inverted (UIKit).
  static func yScale(range: (lower: Double, upper: Double), plotArea: Rect, inverted: Bool)
    -> LinearScale
  {
    inverted
      ? LinearScale(
        domainLower: range.lower, domainUpper: range.upper, rangeStart: plotArea.y,
        rangeEnd: plotArea.maxY)
      : LinearScale(
        domainLower: range.lower, domainUpper: range.upper, rangeStart: plotArea.maxY,
        rangeEnd: plotArea.y)
  }

  /// The scale of a horizontal axis: values grow rightward unless the axis is inverted.
  static func xScale(range: (lower: Double, upper: Double), plotArea: Rect, inverted: Bool)
    -> LinearScale
  {
    inverted
      ? LinearScale(
        domainLower: range.lower, domainUpper: range.upper, rangeStart: plotArea.maxX,
        rangeEnd: plotArea.x)
      : LinearScale(
        domainLower: range.lower, domainUpper: range.upper, rangeStart: plotArea.x,
        rangeEnd: plotArea.maxX)
  }
}

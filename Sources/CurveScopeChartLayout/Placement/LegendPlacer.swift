package import CurveScopeChart
package import CurveScopeSupport

/// Builds a legend box from entries and chooses where it goes.
///
/// Inside placements are scored by the data they would hide: the length of lines under the box
/// or within 6 pt of it (points) + 40 × the fraction of the box over filled areas + 50 per annotated point under it.
/// The lowest score wins; ties go to the order top right, top left, bottom right, bottom left.
package struct LegendPlacer {
  /// The measurer for labels.
  package var measurer: any TextMeasurer
  /// The theme's sizes and colours.
  package var theme: Theme

  /// Creates a placer.
  package init(measurer: any TextMeasurer, theme: Theme) {
    self.measurer = measurer
    self.theme = theme
  }

  /// The legend's size for these entries (width, height), in points: one column, or as many
  /// columns (each as wide as its widest label, ``columnGap`` apart) as it takes to keep the
  /// height within `maxHeight` (at least one row per column).
  package func size(of entries: [LegendEntry], maxHeight: Double = .infinity) -> (
    width: Double, height: Double
  ) {
    let spacing = theme.spacing
    let columns = self.columns(entries, maxHeight: maxHeight)
    let widths = columns.map { column in
      spacing.legendSwatch + spacing.legendGap
        + (column.map { measure($0.label).width }.max() ?? 0)
    }
    let width =
      2 * spacing.legendPadding + widths.reduce(0, +)
      + columnGap * Double(max(0, columns.count - 1))
    let rows = Double(columns.map(\.count).max() ?? 0)
    let height = 2 * spacing.legendPadding + rows * rowHeight + max(0, rows - 1) * rowGap
    return (width, height)
  }

  /// The legend laid out with its top-left corner at (x, y), in columns as ``size(of:maxHeight:)``
  /// makes them.
  package func legend(
    _ entries: [LegendEntry], x: Double, y: Double, position: LegendLayout.Position,
    maxHeight: Double = .infinity
  ) -> LegendLayout {
    let spacing = theme.spacing
    let (width, height) = size(of: entries, maxHeight: maxHeight)
    var rows: [LegendLayout.Row] = []
    var left = x + spacing.legendPadding
    for column in columns(entries, maxHeight: maxHeight) {
      var top = y + spacing.legendPadding
      for entry in column {
        rows.append(row(entry, left: left, middle: top + rowHeight / 2))
        top += rowHeight + rowGap
      }
      let widest = column.map { measure($0.label).width }.max() ?? 0
      left += spacing.legendSwatch + spacing.legendGap + widest + columnGap
    }
    return LegendLayout(
      frame: Rect(x: x, y: y, width: width, height: height), rows: rows, position: position)
  }

  /// The entries split into columns of at most as many rows as fit in `maxHeight` (at least
  /// one), filled top to bottom, left to right.
  private func columns(_ entries: [LegendEntry], maxHeight: Double) -> [[LegendEntry]] {
    let padding = theme.spacing.legendPadding
    let fitting = ((maxHeight - 2 * padding + rowGap) / (rowHeight + rowGap)).rounded(.down)
    let perColumn =
      fitting.isFinite && fitting < Double(entries.count) ? Int(max(1, fitting)) : entries.count
    guard perColumn > 0 else { return [] }
    return stride(from: 0, to: entries.count, by: perColumn).map {
      Array(entries[$0..<min(entries.count, $0 + perColumn)])
    }
  }

  /// Between the columns of a legend that needs several.
  private var columnGap: Double { 12 }

  /// The box a legend of `size` occupies at a corner of `plotArea`.
  package func frame(
    at corner: LegendPlacement.Corner, size: (width: Double, height: Double), plotArea: Rect
  ) -> Rect {
    let inset = theme.spacing.legendInset
    let left = plotArea.x + inset
    let right = plotArea.maxX - inset - size.width
    let top = plotArea.y + inset
    let bottom = plotArea.maxY - inset - size.height
    switch corner {
    case .topRight: return Rect(x: right, y: top, width: size.width, height: size.height)
    case .topLeft: return Rect(x: left, y: top, width: size.width, height: size.height)
    case .bottomRight: return Rect(x: right, y: bottom, width: size.width, height: size.height)
    case .bottomLeft: return Rect(x: left, y: bottom, width: size.width, height: size.height)
    }
  }

  /// The score of a box: how much data it hides (0 = none), plus 500 × the fraction of it over
  /// each obstacle (fixed labels). Lines count within 6 pt of the box, so that a legend does not
  /// sit flush against a curve.
  package static func score(_ box: Rect, ink: InkIndex, obstacles: [Rect] = []) -> Double {
    var score =
      ink.lineLength(in: box.insetBy(-6)) + 40 * ink.areaFraction(in: box)
      + 50 * Double(ink.keyPointCount(in: box))
    for obstacle in obstacles {
      score += 500 * box.overlapArea(with: obstacle) / max(box.area, 1)
    }
    return score
  }

  /// The best corner of `plotArea` for a legend of `size`, and its score.
  package func bestCorner(
    size: (width: Double, height: Double), plotArea: Rect, ink: InkIndex, obstacles: [Rect] = []
  ) -> (corner: LegendPlacement.Corner, score: Double) {
    var best: (corner: LegendPlacement.Corner, score: Double) = (.topRight, .infinity)
    for corner in LegendPlacement.Corner.allCases {
      let box = frame(at: corner, size: size, plotArea: plotArea)
      let score = LegendPlacer.score(box, ink: ink, obstacles: obstacles)
      if score < best.score { best = (corner, score) }
    }
    return best
  }

  /// One legend row: the swatch from `left`, centred on `middle`, and the label after it.
  private func row(_ entry: LegendEntry, left: Double, middle: Double) -> LegendLayout.Row {
    let spacing = theme.spacing
    let swatch = Rect(
      x: left, y: middle - swatchHeight / 2, width: spacing.legendSwatch, height: swatchHeight)
    let style = TextStyle(
      size: theme.fonts.legend, color: theme.text, horizontalAnchor: .leading,
      verticalAnchor: .middle)
    let label = TextBox.make(
      entry.label, at: Point(x: swatch.maxX + spacing.legendGap, y: middle), style: style,
      measurer: measurer)
    return LegendLayout.Row(entry: entry, swatch: swatch, label: label)
  }

  /// A one-row legend (entries side by side, 16 pt apart) centred on `centerX`, top at `y`.
  package func horizontalLegend(_ entries: [LegendEntry], centerX: Double, y: Double)
    -> LegendLayout
  {
    let spacing = theme.spacing
    let separation = 16.0
    let widths = entries.map { spacing.legendSwatch + spacing.legendGap + measure($0.label).width }
    let total = widths.reduce(0, +) + separation * Double(max(0, entries.count - 1))
    var x = centerX - total / 2
    let middle = y + rowHeight / 2
    var rows: [LegendLayout.Row] = []
    for (entry, width) in zip(entries, widths) {
      rows.append(row(entry, left: x, middle: middle))
      x += width + separation
    }
    let frame = Rect(x: centerX - total / 2, y: y, width: total, height: rowHeight)
    return LegendLayout(frame: frame, rows: rows, position: .below)
  }

  /// A legend of entries side by side from `x`, 16 pt apart, starting a new row (3 pt below)
  /// whenever the next entry would pass `maxWidth`; each row left-aligned at `x`.
  package func horizontalLegend(
    _ entries: [LegendEntry], x: Double, y: Double, maxWidth: Double = .infinity
  ) -> LegendLayout {
    let spacing = theme.spacing
    let separation = 16.0
    var rows: [LegendLayout.Row] = []
    var left = x
    var top = y
    var widest = 0.0
    for entry in entries {
      let width = spacing.legendSwatch + spacing.legendGap + measure(entry.label).width
      if left > x, left + width > x + maxWidth {
        left = x
        top += rowHeight + rowGap
      }
      rows.append(row(entry, left: left, middle: top + rowHeight / 2))
      widest = max(widest, left + width - x)
      left += width + separation
    }
    let height = entries.isEmpty ? 0 : top + rowHeight - y
    return LegendLayout(
      frame: Rect(x: x, y: y, width: widest, height: height), rows: rows, position: .below)
  }

  /// The height of one legend row.
  package var rowHeight: Double {
    max(measure("Hg").height, swatchHeight)
  }

  private var rowGap: Double { 3 }

  private var swatchHeight: Double { 10 }

  private func measure(_ text: String) -> TextExtent {
    measurer.measure(text, size: theme.fonts.legend, weight: .regular)
  }
}

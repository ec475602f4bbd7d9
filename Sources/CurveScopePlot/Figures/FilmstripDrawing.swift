import CurveScopeChart
import CurveScopeMeasure
import CurveScopeSupport

/// The shapes of a filmstrip, in nominal figure points (772 pt wide, as tall as the standard
/// 800 × 500 pt canvas leaves under the header), so that text offsets and cell sizes agree at
/// the standard size; other sizes scale the cells uniformly.
struct FilmstripDrawing {
  var analyses: [SyncMeasurement]
  var summaries: [SyncSummary]
  var frames: [Int]
  var theme: Theme

  /// The nominal panel height in points (from the standard canvas and the header's estimated
  /// height).
  var height: Double

  static let width = 772.0
  /// Nominal points above each row's cells: the row title (several rows), key-frame tag, time.
  var topBand: Double { (analyses.count > 1 ? 18 : 0) + 32 }
  /// Nominal points below each row's cells: the gap.
  static let bottomBand = 20.0
  static let rowGap = 6.0

  /// The screen range shown: from above the highest bar or keyboard top down to the bottom.
  var visibleTop: Double {
    var top = analyses[0].series.screenHeight
    for analysis in analyses {
      for index in frames {
        let frame = analysis.series.frames[index]
        if let barBottom = frame.barBottom {
          top = min(top, barBottom - FilmstripFigure.barHeight)
        }
        if let keyboardTop = frame.keyboardTop { top = min(top, keyboardTop) }
      }
      top = min(top, analysis.series.keyboardEnd)
    }
    return max(0, top - 24)
  }

  func panel() -> DiagramPanel {
    let rows = Double(analyses.count)
    let rowHeight = (height - Self.rowGap * (rows - 1)) / rows
    let cellHeight = max(10, rowHeight - topBand - Self.bottomBand)
    let screenBottom = analyses[0].series.screenHeight
    let visibleTop = visibleTop
    let scale = cellHeight / max(1, screenBottom - visibleTop)
    let pitch = Self.width / Double(max(1, frames.count))
    var shapes: [DiagramShape] = []
    for (row, (analysis, summary)) in zip(analyses, summaries).enumerated() {
      let rowTop = Double(row) * (rowHeight + Self.rowGap)
      let cellTop = rowTop + topBand
      if analyses.count > 1 {
        shapes.append(
          .offsetText(
            "\(analysis.series.barName): \(SyncVerdict.short(summary))",
            at: DataPoint(x: pitch * 0.08, y: cellTop), offset: Point(x: 0, y: -33),
            style: TextStyle(
              size: theme.fonts.panelTitle - 1, weight: .bold, color: theme.text,
              verticalAnchor: .bottom)))
      }
      for (column, index) in frames.enumerated() {
        let cell = Rect(
          x: Double(column) * pitch + pitch * 0.08, y: cellTop, width: pitch * 0.84,
          height: cellHeight)
        let geometry = Geometry(
          cell: cell, visibleTop: visibleTop, scale: scale, screenBottom: screenBottom)
        shapes += self.cell(
          analysis.series.frames[index], index: index, summary: summary, geometry: geometry,
          series: analysis.series)
      }
    }
    return DiagramPanel(
      bounds: Rect(x: 0, y: 0, width: Self.width, height: height), shapes: shapes,
      legendEntries: [
        LegendEntry("keyboard", swatch: .box(theme.keyboardFill)),
        LegendEntry(
          "its top edge", swatch: .line(LineStyle(color: theme.keyboard, width: 2), marker: nil)),
        LegendEntry("input bar", swatch: .box(theme.bar)),
        LegendEntry("bar hidden under the keyboard (overlap)", swatch: .box(theme.overlap)),
        LegendEntry("blank gap", swatch: .box(theme.gap)),
        LegendEntry(
          "where the keyboard ends",
          swatch: .line(
            LineStyle(color: theme.text, width: 1, dash: LineStyle.dashed), marker: nil)),
      ])
  }

  /// Maps screen y to the cell.
  struct Geometry {
    var cell: Rect
    var visibleTop: Double
    var scale: Double
    var screenBottom: Double

    func y(_ screenY: Double) -> Double {
      cell.y + (min(screenBottom, max(visibleTop, screenY)) - visibleTop) * scale
    }

    func band(from top: Double, to bottom: Double) -> Rect {
      let a = y(top)
      let b = y(bottom)
      return Rect(x: cell.x, y: min(a, b), width: cell.width, height: abs(b - a))
    }
  }

  /// One frame: screen content, bar, keyboard, overlap or gap, the keyboard's end line, the
  /// time above and the gap below. An edge not seen on the frame is not drawn.
  func cell(
    _ frame: SeriesFrame, index: Int, summary: SyncSummary, geometry: Geometry,
    series: FrameSeries
  ) -> [DiagramShape] {
    let cell = geometry.cell
    var shapes: [DiagramShape] = [
      .rectangle(cell, fill: Color(hex: 0xF3F3F3), stroke: nil, cornerRadius: 0)
    ]
    if let barBottom = frame.barBottom {
      shapes.append(
        .rectangle(
          geometry.band(from: barBottom - FilmstripFigure.barHeight, to: barBottom),
          fill: theme.bar, stroke: nil, cornerRadius: 0))
    }
    if let keyboardTop = frame.keyboardTop {
      shapes.append(
        .rectangle(
          geometry.band(from: keyboardTop, to: geometry.screenBottom), fill: theme.keyboardFill,
          stroke: nil, cornerRadius: 0))
    }
    if let gap = frame.gap, let keyboardTop = frame.keyboardTop, let barBottom = frame.barBottom {
      let barTop = barBottom - FilmstripFigure.barHeight
      if gap < 0 {
        let hidden = geometry.band(from: max(keyboardTop, barTop), to: barBottom)
        shapes.append(.rectangle(hidden, fill: theme.overlap, stroke: nil, cornerRadius: 0))
      } else if gap > 0 {
        let strip = geometry.band(from: barBottom, to: keyboardTop)
        shapes.append(.rectangle(strip, fill: theme.gap, stroke: nil, cornerRadius: 0))
      }
    }
    if let keyboardTop = frame.keyboardTop {
      let top = geometry.y(keyboardTop)
      shapes.append(
        .line(
          [DataPoint(x: cell.x, y: top), DataPoint(x: cell.maxX, y: top)],
          style: LineStyle(color: theme.keyboard, width: 2)))
    }
    let end = geometry.y(series.keyboardEnd)
    shapes.append(
      .line(
        [DataPoint(x: cell.x, y: end), DataPoint(x: cell.maxX, y: end)],
        style: LineStyle(color: theme.text, width: 1, dash: [4, 3])))

    let tag = tag(frame, index: index, summary: summary)
    shapes.append(
      .rectangle(
        cell, fill: nil,
        stroke: LineStyle(color: tag == nil ? theme.axis : theme.text, width: tag == nil ? 0.8 : 2),
        cornerRadius: 0))
    let size = theme.fonts.cellLabel
    let top = DataPoint(x: cell.midX, y: cell.y)
    shapes.append(
      .offsetText(
        "\(NumberText.reading(frame.timeMilliseconds, minus: .typographic)) ms", at: top,
        offset: Point(x: 0, y: -3),
        style: TextStyle(
          size: size + 1, weight: tag == nil ? .regular : .bold, color: theme.text,
          horizontalAnchor: .center, verticalAnchor: .bottom)))
    if let tag {
      shapes.append(
        .offsetText(
          tag, at: top, offset: Point(x: 0, y: -5 - (size + 1) * 1.17),
          style: TextStyle(
            size: size, color: theme.secondaryText, horizontalAnchor: .center,
            verticalAnchor: .bottom)))
    }
    shapes.append(
      .offsetText(
        frame.gap.map(gapText) ?? "not seen", at: DataPoint(x: cell.midX, y: cell.maxY),
        offset: Point(x: 0, y: 4),
        style: TextStyle(
          size: size + 1, weight: .bold,
          color: frame.gap.map { gapColor($0, tolerance: summary.tolerancePoints) }
            ?? theme.secondaryText,
          horizontalAnchor: .center, verticalAnchor: .top)))
    return shapes
  }

  /// `start`, `max overlap`, `max gap` or `settled` for key frames.
  func tag(_ frame: SeriesFrame, index: Int, summary: SyncSummary) -> String? {
    let time = frame.timeMilliseconds
    if index == 0 { return "start" }
    if let at = summary.maxOverlapAtMilliseconds, abs(at - time) < 1e-6 { return "max overlap" }
    if let at = summary.maxGapAtMilliseconds, abs(at - time) < 1e-6 { return "max gap" }
    let settled = max(summary.keyboardSettleMilliseconds, summary.barSettleMilliseconds)
    if abs(settled - time) < 1e-6 { return "settled" }
    return nil
  }

  /// `covers 63.5 pt`, `gap 19.1 pt` or `in sync`.
  func gapText(_ gap: Double) -> String {
    if gap < 0 { return "−\(NumberText.reading(-gap, minus: .typographic)) pt" }
    if gap > 0 { return "+\(NumberText.reading(gap, minus: .typographic)) pt" }
    return "0 pt"
  }

  func gapColor(_ gap: Double, tolerance: Double) -> Color {
    guard abs(gap) > tolerance else { return theme.secondaryText }
    return ComparisonFigure.ink(gap < 0 ? theme.overlap : theme.gap)
  }
}

package import CurveScopeChart
package import CurveScopeSupport

/// Places annotation labels where they hide the least: other labels, the legend, the data.
///
/// Candidates: 8 directions (right-up, right, right-down, left-up, left, left-down, up, down) at
/// the theme's annotation distance, twice and three times it, then a grid of box centres 30 pt
/// apart horizontally (±240 pt) and 25 pt vertically (±150 pt) around the target. A candidate's
/// score is 1000 × (fraction of the box outside the plot area) + 500 × (fraction overlapping any
/// obstacle: earlier labels, the legend, fixed texts) + 200 per obstacle within 2 pt of the box
/// + 2 × (line length under the box or within
/// 2 pt of it, in points, at most ``hiddenLineCap``) + 200 per other annotated point under the box + 0.06 × the distance
/// from the target to the box (points) + 0.01 × the candidate's rank + 30 per data line the
/// arrow to the target would cross (at most 10). The lowest score wins;
/// labels are placed in the panel's order, each becoming an obstacle for the next.
package struct LabelPlacer {
  /// The measurer for label text.
  package var measurer: any TextMeasurer
  /// The theme.
  package var theme: Theme

  /// Padding between the label text and its background box, in points.
  package static let padding = 3.0
  /// The most data line under a box that counts against it, in points.
  package static let hiddenLineCap = 300.0

  /// Creates a placer.
  package init(measurer: any TextMeasurer, theme: Theme) {
    self.measurer = measurer
    self.theme = theme
  }

  /// The directions tried, in order of preference (x right, y down).
  package static let directions: [(x: Double, y: Double)] = [
    (1, -1), (1, 0), (1, 1), (-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1),
  ]

  /// Lays out the annotations whose targets map to finite points.
  package func place(
    _ annotations: [Annotation], xScale: LinearScale, yScale: LinearScale, plotArea: Rect,
    ink: InkIndex, obstacles: [Rect]
  ) -> [AnnotationLayout] {
    var placed: [AnnotationLayout] = []
    var blocked = obstacles
    let targets = annotations.map {
      Point(x: xScale.position($0.target.x), y: yScale.position($0.target.y))
    }
    for (index, annotation) in annotations.enumerated() {
      let target = targets[index]
      guard target.x.isFinite, target.y.isFinite else { continue }
      let style = TextStyle(
        size: theme.fonts.annotation, weight: .regular, color: annotation.color,
        horizontalAnchor: .center, verticalAnchor: .middle)
      let extent = measurer.measure(annotation.text, size: style.size, weight: style.weight)
      let boxWidth = extent.width + 2 * LabelPlacer.padding
      let boxHeight = extent.height + 2 * LabelPlacer.padding
      let others = targets.enumerated().filter { $0.offset != index }.map(\.element)

      var center = Point(x: target.x, y: target.y)
      if let offset = annotation.offset {
        center = Point(x: target.x + offset.x, y: target.y + offset.y)
      } else {
        var bestScore = Double.infinity
        for (rank, candidate) in candidateCenters(
          target: target, boxWidth: boxWidth, boxHeight: boxHeight
        ).enumerated() {
          let box = Rect(
            x: candidate.x - boxWidth / 2, y: candidate.y - boxHeight / 2, width: boxWidth,
            height: boxHeight)
          guard !box.contains(target) else { continue }
          var score =
            score(box, plotArea: plotArea, ink: ink, obstacles: blocked, others: others)
            + 0.06 * LabelPlacer.distance(from: target, to: box) + 0.01 * Double(rank)
          if annotation.showsArrow,
            let leader = arrowEnds(from: box, to: target, annotation)
          {
            score +=
              30 * Double(min(ink.crossingCount(from: leader.start, to: leader.end), 10))
          }
          if score < bestScore {
            bestScore = score
            center = candidate
          }
        }
      }
      let box = Rect(
        x: center.x - boxWidth / 2, y: center.y - boxHeight / 2, width: boxWidth,
        height: boxHeight)
      let label = TextBox.make(annotation.text, at: center, style: style, measurer: measurer)
      let arrow = annotation.showsArrow ? arrowEnds(from: box, to: target, annotation) : nil
      placed.append(
        AnnotationLayout(index: index, target: target, label: label, box: box, arrow: arrow))
      blocked.append(box)
    }
    return placed
  }

  private func score(
    _ box: Rect, plotArea: Rect, ink: InkIndex, obstacles: [Rect], others: [Point]
  ) -> Double {
    let area = max(box.area, 1)
    var score = 1000 * box.areaOutside(plotArea) / area
    for obstacle in obstacles {
      let overlap = box.overlapArea(with: obstacle)
      // Any touch of another label or the legend costs as much as 100 pt of data line hidden:
      // one text over another is worse than a label over a curve.
      if box.insetBy(-2).overlapArea(with: obstacle) > 0 { score += 200 }
      score += 500 * overlap / area
    }
    // Capped: where data fills the whole plot (a long recording), every box hides lines, and
    // without a cap the label would flee outside the plot, past the figure's edge.
    score += 2 * min(ink.lineLength(in: box.insetBy(-2)), LabelPlacer.hiddenLineCap)
    score += 200 * Double(others.filter { box.insetBy(-4).contains($0) }.count)
    return score
  }

  /// The candidate box centres, in order of preference.
  private func candidateCenters(target: Point, boxWidth: Double, boxHeight: Double) -> [Point] {
    var centers: [Point] = []
    let distance = theme.spacing.annotationDistance
    for reach in [distance, 2 * distance, 3 * distance] {
      for direction in LabelPlacer.directions {
        centers.append(
          Point(
            x: target.x + direction.x * (reach + boxWidth / 2),
            y: target.y + direction.y * (reach + boxHeight / 2)))
      }
    }
    for row in -6...6 {
      for column in -8...8 {
        centers.append(
          Point(x: target.x + Double(column) * 30, y: target.y + Double(row) * 25))
      }
    }
    return centers
  }

  /// The distance from a point to the nearest point of a rectangle (0 inside).
  static func distance(from point: Point, to rect: Rect) -> Double {
    let dx = max(rect.x - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.y - point.y, 0, point.y - rect.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The arrow from where the line box-centre → target leaves the box to just short of the
  /// target (the marker's radius plus 2 pt); `nil` when the target is inside the box.
  private func arrowEnds(from box: Rect, to target: Point, _ annotation: Annotation) -> (
    start: Point, end: Point
  )? {
    let center = Point(x: box.midX, y: box.midY)
    let dx = target.x - center.x
    let dy = target.y - center.y
    guard !box.contains(target), dx != 0 || dy != 0 else { return nil }
    let tx = dx == 0 ? Double.infinity : (box.width / 2) / abs(dx)
    let ty = dy == 0 ? Double.infinity : (box.height / 2) / abs(dy)
    let t = min(tx, ty, 1)
    let start = Point(x: center.x + dx * t, y: center.y + dy * t)
    let length =
      ((target.x - start.x) * (target.x - start.x)
      + (target.y - start.y) * (target.y - start.y)).squareRoot()
    let gap = (annotation.marker?.size ?? 0) / 2 + 2
    guard length > gap + 2 else { return nil }
    let shorten = (length - gap) / length
    let end = Point(
      x: start.x + (target.x - start.x) * shorten, y: start.y + (target.y - start.y) * shorten)
    return (start, end)
  }
}

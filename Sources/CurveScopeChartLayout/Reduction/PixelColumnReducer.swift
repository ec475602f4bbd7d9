package import CurveScopeChart

/// Keeps of a plot's data only what its pixels can show, before anything is placed or drawn:
/// the layout's bound on drawing work, whatever the number of points.
///
/// A line, a step line or a fill edge is cut into columns an eighth of a device pixel wide
/// (`floor(position × pixelsPerPoint × 8)`) and keeps, of every run of consecutive points in
/// one column, the first, the lowest, the highest and the last, in their order: at most four
/// points a column, every extreme kept exactly, and the segments into and out of the column
/// unchanged (the "M4" aggregation: U. Jugel, Z. Jerzak, G. Hackenbroich and V. Markl, "M4: A
/// Visualization-Oriented Time Series Data Aggregation", PVLDB 7(10), 2014). Columns of a whole
/// pixel would keep the same extremes, but a stroke a pixel or more wide then lands up to a pixel
/// away from where the dropped points put it, and its anti-aliased edges differ by up to 161 of
/// 255; at an eighth of a pixel the difference stays within an eighth of a pixel's coverage
/// (measured: at most 32 of 255 on any channel, 0.2 on average, for a million points whose 12 pt
/// wiggle turns some 280 times a pixel; 0.05 on average for a smooth million; see the tests). SVG
/// and PDF are reduced at the density of the PNG of the same options, which leaves an 8× zoom.
///
/// The markers of a line (frame instants) are dropped when there are more of them than pixel
/// columns: they overlap several times over, no longer mark single frames, and would only hide
/// the line (its legend swatch then shows the line alone). A series of markers without a line
/// keeps the lowest and the highest marker of each pixel column, so that its cloud keeps its
/// extent.
///
/// Data under the budget (four points a line column, one marker a pixel column, or two for
/// markers alone) is returned unchanged, so a figure with few points is drawn exactly as given.
/// Non-finite points break a line as before (a run of them is kept as one break); each unbroken
/// line also keeps its first three and last three points, so that its end caps are drawn from
/// the same segments; a line point alone between two breaks draws nothing and is dropped.
/// Complexity O(n): one pass, a few comparisons a point.
package struct PixelColumnReducer {
  /// A line or edge keeps at most this many points a column: first, lowest, highest, last.
  package static let pointsPerColumn = 4
  /// Line columns per device pixel.
  package static let columnsPerPixel = 8
  /// A series of markers without a line keeps at most this many a pixel column: the lowest and
  /// the highest.
  package static let markersPerColumn = 2

  /// Data x → points.
  package var xScale: LinearScale
  /// Device pixels per point (clamped to 0.01…64).
  package var pixelsPerPoint: Double
  /// The device pixel columns of the plot area (at least 1).
  package var pixelColumns: Int

  /// The line columns of the plot area.
  package var lineColumns: Int { pixelColumns * Self.columnsPerPixel }

  /// A reducer for a plot area `width` points wide.
  package init(xScale: LinearScale, pixelsPerPoint: Double, width: Double) {
    self.xScale = xScale
    let density = pixelsPerPoint.isFinite ? min(64, max(0.01, pixelsPerPoint)) : 2
    self.pixelsPerPoint = density
    let columns = width.isFinite ? (max(0, width) * density).rounded(.up) : 1
    self.pixelColumns = Int(min(max(columns, 1), 1e7))
  }

  /// The column of a data x, `perPixel` columns a device pixel; `nil` when it maps to no finite
  /// position. Positions are clamped to ±1e6 points, as the painter clamps them.
  func column(_ x: Double, perPixel: Int) -> Int? {
    let position = xScale.position(x)
    guard position.isFinite else { return nil }
    let clamped = min(1e6, max(-1e6, position))
    return Int((clamped * pixelsPerPoint * Double(perPixel)).rounded(.down))
  }

  /// One run of consecutive finite points in one column, by index: the first, the lowest and
  /// the highest (the first of equals) and the last.
  struct Run {
    var first: Int
    var lowest: Int
    var highest: Int
    var last: Int
  }

  /// Walks `points` once, calling `body` with each run of consecutive finite points in one
  /// column (`perPixel` columns a pixel), or with `nil` for a point that is not finite or maps
  /// to no position.
  func forEachRun(_ points: [DataPoint], perPixel: Int, _ body: (Run?) -> Void) {
    var index = 0
    let count = points.count
    while index < count {
      guard points[index].isFinite, let current = column(points[index].x, perPixel: perPixel)
      else {
        body(nil)
        index += 1
        continue
      }
      var run = Run(first: index, lowest: index, highest: index, last: index)
      var next = index + 1
      while next < count, points[next].isFinite,
        column(points[next].x, perPixel: perPixel) == current
      {
        if points[next].y < points[run.lowest].y { run.lowest = next }
        if points[next].y > points[run.highest].y { run.highest = next }
        run.last = next
        next += 1
      }
      body(run)
      index = next
    }
  }

  /// The points of a line, step line or fill edge that the pixels can show (see the type).
  package func line(_ points: [DataPoint]) -> [DataPoint] {
    guard points.count > Self.pointsPerColumn * lineColumns else { return points }
    var kept: [DataPoint] = []
    kept.reserveCapacity(min(points.count, 2 * Self.pointsPerColumn * lineColumns + 16))
    func isBreak(_ index: Int) -> Bool {
      index < 0 || index >= points.count || !points[index].isFinite
    }
    forEachRun(points, perPixel: Self.columnsPerPixel) { run in
      guard let run else {
        // One break for a run of non-finite points, none at the start.
        if let last = kept.last, last.isFinite { kept.append(DataPoint(x: .nan, y: .nan)) }
        return
      }
      let startsLine = isBreak(run.first - 1)
      let endsLine = isBreak(run.last + 1)
      // A point alone between two breaks draws no line.
      if run.first == run.last, startsLine, endsLine { return }
      // The ends of an unbroken line keep their first and last two segments, from which the
      // stroker orients the end caps (a segment shorter than its tolerance takes the direction
      // of the one before).
      var indices = [run.first, min(run.lowest, run.highest), max(run.lowest, run.highest)]
      if startsLine { indices += [run.first + 1, run.first + 2].filter { $0 <= run.last } }
      if endsLine { indices += [run.last - 2, run.last - 1].filter { $0 >= run.first } }
      indices.append(run.last)
      var previous = -1
      for index in indices.sorted() where index != previous {
        kept.append(points[index])
        previous = index
      }
    }
    return kept
  }

  /// The markers of a series without a line that the pixels can show: the lowest and the highest
  /// of each pixel column (see the type).
  package func markers(_ points: [DataPoint]) -> [DataPoint] {
    guard points.count > Self.markersPerColumn * pixelColumns else { return points }
    var kept: [DataPoint] = []
    kept.reserveCapacity(min(points.count, 2 * Self.markersPerColumn * pixelColumns + 16))
    forEachRun(points, perPixel: 1) { run in
      guard let run else { return }
      kept.append(points[min(run.lowest, run.highest)])
      if run.lowest != run.highest { kept.append(points[max(run.lowest, run.highest)]) }
    }
    return kept
  }

  /// A fill boundary with its points reduced like a line (a run of non-finite points kept as one
  /// break, where the fill stops as the line does); a constant is unchanged.
  package func boundary(_ boundary: FillRegion.Boundary) -> FillRegion.Boundary {
    switch boundary {
    case .constant: return boundary
    case .series(let points):
      guard points.count > Self.pointsPerColumn * lineColumns else { return boundary }
      return .series(line(points))
    case .steps(let points):
      guard points.count > Self.pointsPerColumn * lineColumns else { return boundary }
      return .steps(line(points))
    }
  }

  /// The panel with every series, marker set and fill edge reduced; everything else as given.
  package func panel(_ panel: PlotPanel) -> PlotPanel {
    var reduced = panel
    reduced.series = panel.series.map { series in
      var copy = series
      // Markers are resolved from the given points first (`nil` means every point).
      let markers = series.resolvedMarkerPoints
      if series.marker != nil, series.line != nil, markers.count > pixelColumns {
        copy.marker = nil
        copy.markerPoints = []
      } else if series.marker != nil, markers.count > Self.markersPerColumn * pixelColumns {
        copy.markerPoints = self.markers(markers)
      }
      copy.points = line(series.points)
      return copy
    }
    reduced.fills = panel.fills.map { fill in
      var copy = fill
      copy.first = boundary(fill.first)
      copy.second = boundary(fill.second)
      return copy
    }
    return reduced
  }
}

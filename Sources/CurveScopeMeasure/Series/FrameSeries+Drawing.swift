import CurveScopeSupport

extension FrameSeries {
  /// The frames a figure `columns` drawing columns wide needs, by index, or `nil` when every
  /// frame is kept (no more than a few per column).
  ///
  /// Of the frames in each of `columns` equal spans of time it keeps the first and the last,
  /// those with the lowest and highest keyboard top, bar bottom and gap of this series and of
  /// every series in `alongside` (the same frames measured otherwise: a model at a recording's
  /// frames), and both sides of every place where an edge appears or disappears (a break in a
  /// line). Lines drawn through the kept frames pass through every extreme of every column, as
  /// the layout's own reduction keeps them (the "M4" aggregation: U. Jugel, Z. Jerzak,
  /// G. Hackenbroich and V. Markl, PVLDB 7(10), 2014), so that with columns finer than the
  /// figure's pixels the drawing is the same while a million frames cost no more than the
  /// pixels can show. Complexity O(n).
  public func drawingIndices(columns: Int, alongside: [FrameSeries] = []) -> [Int]? {
    let columns = max(1, columns)
    let all = [self] + alongside.filter { $0.frames.count == frames.count }
    let perColumn = 2 + 6 * all.count
    guard frames.count > perColumn * columns, let first = frames.first, let last = frames.last
    else { return nil }
    let start = first.timeMilliseconds
    let span = max(last.timeMilliseconds - start, .leastNonzeroMagnitude)
    var kept: [Int] = []
    var column = -1
    var members: [Int] = []
    func flush() {
      guard let head = members.first, let tail = members.last else { return }
      var chosen = Set([head, tail])
      for series in all {
        for value in [\SeriesFrame.keyboardTop, \.barBottom, \.gap] {
          var lowest: (index: Int, value: Double)?
          var highest: (index: Int, value: Double)?
          for index in members {
            guard let number = series.frames[index][keyPath: value] else { continue }
            if lowest.map({ number < $0.value }) ?? true { lowest = (index, number) }
            if highest.map({ number > $0.value }) ?? true { highest = (index, number) }
          }
          if let lowest { chosen.insert(lowest.index) }
          if let highest { chosen.insert(highest.index) }
        }
      }
      kept += chosen.sorted()
      members.removeAll(keepingCapacity: true)
    }
    for index in frames.indices {
      let position = (frames[index].timeMilliseconds - start) / span * Double(columns)
      let current = min(columns - 1, max(0, Int(position.isFinite ? position : 0)))
      if current != column {
        flush()
        column = current
      }
      if index > 0, all.contains(where: { $0.breaks(at: index) }) {
        // An edge appears or disappears: both frames are kept, so the line breaks there.
        flush()
        if kept.last != index - 1 { kept.append(index - 1) }
        kept.append(index)
        continue
      }
      members.append(index)
    }
    flush()
    return kept
  }

  /// Whether an edge is seen on one of frames `index − 1` and `index` and not on the other.
  private func breaks(at index: Int) -> Bool {
    let previous = frames[index - 1]
    let frame = frames[index]
    return (previous.keyboardTop == nil) != (frame.keyboardTop == nil)
      || (previous.barBottom == nil) != (frame.barBottom == nil)
  }

  /// The series with only the frames at `indices` (increasing, in range), for drawing; its
  /// curves (a model's motion between frames, as long as the frames) reduced alike to
  /// `columns` drawing columns over the frames' span (``SeriesCurves/forDrawing(columns:from:to:)``).
  public func selecting(_ indices: [Int], columns: Int) -> FrameSeries {
    let start = frames.first?.timeMilliseconds ?? 0
    let end = frames.last?.timeMilliseconds ?? start
    return FrameSeries(
      unchecked: name, title: title, screenWidth: screenWidth, screenHeight: screenHeight,
      events: events, barName: barName, barSummary: barSummary, margin: margin,
      frames: indices.filter { frames.indices.contains($0) }.map { frames[$0] },
      provenance: provenance, keyboardEnd: keyboardEnd, barEnd: barEnd,
      firstTravel: firstTravel,
      curves: curves?.forDrawing(columns: columns, from: start, to: end))
  }
}

extension SeriesCurves {
  /// The curves as a figure `columns` drawing columns wide over [`start`, `end`] ms needs them:
  /// of each curve's points in a column, the first, the last, the lowest and the highest, and
  /// every point that is not finite (a break) with its neighbours; the rest dropped, as the
  /// layout's own reduction drops them. A curve of no more than four points a column is kept
  /// whole.
  public func forDrawing(columns: Int, from start: Double, to end: Double) -> SeriesCurves {
    let columns = max(1, columns)
    let span = max(end - start, .leastNonzeroMagnitude)
    func reduced(_ points: [Point]) -> [Point] {
      guard points.count > 4 * columns else { return points }
      var kept: [Int] = []
      var members: [Int] = []
      var column = Int.min
      func flush() {
        guard let head = members.first, let tail = members.last else { return }
        var chosen = Set([head, tail])
        if let low = members.min(by: { points[$0].y < points[$1].y }) { chosen.insert(low) }
        if let high = members.max(by: { points[$0].y < points[$1].y }) { chosen.insert(high) }
        kept += chosen.sorted()
        members.removeAll(keepingCapacity: true)
      }
      for index in points.indices {
        let point = points[index]
        guard point.x.isFinite, point.y.isFinite else {
          flush()
          if index > 0, kept.last != index - 1 { kept.append(index - 1) }
          kept.append(index)
          column = Int.min
          continue
        }
        let position = (point.x - start) / span * Double(columns)
        let current = min(columns, max(-1, Int(position.isFinite ? position.rounded(.down) : 0)))
        if current != column {
          flush()
          column = current
        }
        members.append(index)
      }
      flush()
      return kept.map { points[$0] }
    }
    return SeriesCurves(
      keyboardTop: reduced(keyboardTop), barBottom: reduced(barBottom), gap: reduced(gap),
      isBarHeldPerFrame: isBarHeldPerFrame)
  }
}

extension SyncMeasurement {
  /// The measurement with only the frames at `indices`
  /// (``FrameSeries/drawingIndices(columns:alongside:)``) and its curves reduced to `columns`,
  /// for a figure; its summary and half-travel crossing stay those of the full series.
  public func selecting(_ indices: [Int], columns: Int) -> SyncMeasurement {
    var reduced = self
    reduced.series = series.selecting(indices, columns: columns)
    return reduced
  }
}

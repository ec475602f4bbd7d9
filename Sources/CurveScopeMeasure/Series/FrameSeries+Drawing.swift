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

  /// The series with only the frames at `indices` (increasing, in range), for drawing.
  public func selecting(_ indices: [Int]) -> FrameSeries {
    FrameSeries(
      unchecked: name, title: title, screenWidth: screenWidth, screenHeight: screenHeight,
      events: events, barName: barName, barSummary: barSummary, margin: margin,
      frames: indices.filter { frames.indices.contains($0) }.map { frames[$0] },
      provenance: provenance, keyboardEnd: keyboardEnd, barEnd: barEnd,
      firstTravel: firstTravel, curves: curves)
  }
}

extension SyncMeasurement {
  /// The measurement with only the frames at `indices` (``FrameSeries/drawingIndices(columns:alongside:)``)
  /// for a figure; its summary and half-travel crossing stay those of the full series.
  public func selecting(_ indices: [Int]) -> SyncMeasurement {
    var reduced = self
    reduced.series = series.selecting(indices)
    return reduced
  }
}

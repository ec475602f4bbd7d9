extension MeasuredRecording {
  /// The most annotated frames one run writes.
  public static let maximumNotableFrames = 50

  /// Up to `count` frames worth annotating (1…``maximumNotableFrames``), in recording order:
  /// the maximum overlap and gap, the least confident frame, the first frames where an edge was
  /// not found, the first frame where the keyboard moves, then frames spread evenly over the
  /// recording.
  public func notableFrames(count: Int) -> [NotableFrame] {
    let limit = min(max(count, 1), Self.maximumNotableFrames)
    var chosen: [(index: Int, reason: NotableFrame.Reason)] = []
    let gaps = frames.compactMap { frame -> (index: Int, gap: Double)? in
      guard let keyboard = frame.keyboardTop, let bar = frame.barBottom else { return nil }
      return (frame.index, keyboard - bar)
    }
    if let lowest = gaps.min(by: { $0.gap < $1.gap }), lowest.gap < 0 {
      chosen.append((lowest.index, .maxOverlap))
    }
    if let highest = gaps.max(by: { $0.gap < $1.gap }), highest.gap > 0 {
      chosen.append((highest.index, .maxGap))
    }
    let found = frames.filter { $0.keyboardTop != nil || $0.barBottom != nil }
    if let least = found.min(by: { $0.confidence < $1.confidence }) {
      chosen.append((least.index, .leastConfident))
    }
    if let missing = frames.first(where: { $0.keyboardTop == nil }) {
      chosen.append((missing.index, .keyboardNotFound))
    }
    if let missing = frames.first(where: { $0.barBottom == nil }) {
      chosen.append((missing.index, .barNotFound))
    }
    if let start = frames.first?.keyboardTop ?? frames.lazy.compactMap(\.keyboardTop).first,
      let moving = frames.first(where: { $0.keyboardTop.map { abs($0 - start) > 1 } ?? false })
    {
      chosen.append((moving.index, .keyboardMoves))
    }
    var byIndex: [Int: [NotableFrame.Reason]] = [:]
    var order: [Int] = []
    for (index, reason) in chosen {
      if byIndex[index] == nil {
        guard order.count < limit else { continue }
        order.append(index)
      }
      byIndex[index, default: []].append(reason)
    }
    // Spread the rest evenly, skipping frames already chosen.
    let remaining = limit - order.count
    if remaining > 0, !frames.isEmpty {
      for step in 0..<remaining {
        let index = Int(
          (Double(step) + 0.5) * Double(frames.count) / Double(remaining))
        guard index < frames.count, byIndex[index] == nil else { continue }
        order.append(index)
        byIndex[index] = [.sample]
      }
    }
    return order.sorted().map { NotableFrame(index: $0, reasons: byIndex[$0] ?? [.sample]) }
  }
}

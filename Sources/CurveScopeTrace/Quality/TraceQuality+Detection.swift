extension TraceQuality {
  /// The quality of `frames` (sorted, strictly increasing times).
  ///
  /// Complexity: O(frames log frames) (the median sorts the intervals).
  public init(frames: [TraceFrame]) {
    frameCount = frames.count
    keyboardMissingCount = frames.reduce(0) { $0 + ($1.keyboardTop == nil ? 1 : 0) }
    barMissingCount = frames.reduce(0) { $0 + ($1.barBottom == nil ? 1 : 0) }
    missingFrameCount = frames.reduce(0) {
      $0 + ($1.keyboardTop == nil || $1.barBottom == nil ? 1 : 0)
    }
    repeatedFrames = Self.repeatedFrames(frames)
    let intervals = zip(frames, frames.dropFirst()).map {
      $1.timeMilliseconds - $0.timeMilliseconds
    }
    guard !intervals.isEmpty else {
      droppedFrameCount = 0
      longIntervalCount = 0
      pauseCount = 0
      return
    }
    let median = Self.median(intervals)
    medianIntervalMilliseconds = median
    longestIntervalMilliseconds = intervals.max()
    var dropped = 0
    var long = 0
    var pauses = 0
    var deviations: [Double] = []
    deviations.reserveCapacity(intervals.count)
    for interval in intervals {
      if median > 0, interval > Self.pauseIntervalFactor * median {
        pauses += 1
      } else if median > 0, interval >= Self.droppedIntervalFactor * median {
        long += 1
        dropped += max(1, Int((interval / median).rounded()) - 1)
      } else {
        deviations.append(abs(interval - median))
      }
    }
    droppedFrameCount = dropped
    longIntervalCount = long
    pauseCount = pauses
    jitterMilliseconds = deviations.isEmpty ? nil : Self.median(deviations)
  }

  /// The median of `values` (not empty).
  package static func median(_ values: [Double]) -> Double {
    var sorted = values
    sorted.sort()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Frames equal to the frame before in every value, where at least one edge is moving
  /// through a short run of equal values.
  static func repeatedFrames(_ frames: [TraceFrame]) -> [Int] {
    let keyboardStale = staleFrames(frames.map(\.keyboardTop))
    let barStale = staleFrames(frames.map(\.barBottom))
    var repeated: [Int] = []
    for index in frames.indices.dropFirst() {
      let frame = frames[index]
      let previous = frames[index - 1]
      guard frame.keyboardTop != nil || frame.barBottom != nil,
        frame.keyboardTop == previous.keyboardTop, frame.barBottom == previous.barBottom
      else { continue }
      if keyboardStale[index] || barStale[index] { repeated.append(index) }
    }
    return repeated
  }

  /// For each frame, whether its value repeats the one before inside a short run of equal values
  /// that the motion passes through.
  static func staleFrames(_ values: [Double?]) -> [Bool] {
    var stale = [Bool](repeating: false, count: values.count)
    var start = 0
    while start < values.count {
      guard let value = values[start] else {
        start += 1
        continue
      }
      var end = start
      while end + 1 < values.count, values[end + 1] == value { end += 1 }
      defer { start = end + 1 }
      let repeats = end - start
      guard repeats >= 1, repeats <= maximumStaleRepeats, start > 0, end + 1 < values.count,
        let before = values[start - 1], let after = values[end + 1]
      else { continue }
      let into = value - before
      let out = after - value
      let speed = abs(after - before) / Double(repeats + 2)
      if into * out > 0, speed >= minimumStaleSpeed {
        for index in (start + 1)...end { stale[index] = true }
      }
    }
    return stale
  }
}

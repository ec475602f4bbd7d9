/// Finds where the keyboard rests and where it moves in recorded frames.
///
/// A rest is a run of frames whose keyboard values stay within the threshold of each other for
/// at least ``minimumRestMilliseconds`` and ``minimumRestFrames`` frames, or two frames at the
/// start or end of the recording (found greedily from the left, so the slow tail of a spring joins the rest once what remains of it is below the
/// threshold). Between two rests the keyboard moves when their levels differ by more than the
/// threshold or a frame between them strays further than that (a hide that interrupts a show
/// and returns). Frames before the first rest or after the last one are a motion the recording
/// saw only in part. Frames where the keyboard was not seen are skipped.
///
/// Complexity: O(frames × frames per rest window) for the runs, plus sorting each rest's
/// values for its median.
public enum KeyboardMotionDetector {
  /// The shortest rest, in ms.
  public static let minimumRestMilliseconds = 50.0
  /// The fewest frames in a rest.
  public static let minimumRestFrames = 3
  /// The smallest threshold, in points: a level change under a point is not a keyboard motion.
  public static let minimumThreshold = 1.0

  /// The rests and motions of the keyboard in `frames`.
  public static func detect(_ frames: [TraceFrame]) -> KeyboardMotions {
    var indices: [Int] = []
    var values: [Double] = []
    indices.reserveCapacity(frames.count)
    values.reserveCapacity(frames.count)
    for (index, frame) in frames.enumerated() {
      if let top = frame.keyboardTop {
        indices.append(index)
        values.append(top)
      }
    }
    guard values.count >= 2 else { return .none }
    var steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
    steps.sort()
    let quartile = steps[steps.count / 4]
    let threshold = max(minimumThreshold, 8 * quartile)
    let rests = findRests(frames: frames, indices: indices, values: values, threshold: threshold)
    let motions = findMotions(
      rests: rests, frames: frames, indices: indices, values: values, threshold: threshold)
    return KeyboardMotions(
      rests: rests, motions: motions,
      noisePoints: restNoise(rests, frames: frames) ?? quartile / 0.45,
      thresholdPoints: threshold)
  }

  /// The RMS distance of the keyboard's values from their rest's level, over the rests of at
  /// least 5 frames (their first and last frames left out, where a motion may begin or end);
  /// `nil` without such rests.
  private static func restNoise(_ rests: [KeyboardRest], frames: [TraceFrame]) -> Double? {
    var squares = 0.0
    var count = 0
    for rest in rests where rest.lastIndex - rest.firstIndex >= 4 {
      for index in (rest.firstIndex + 1)..<rest.lastIndex {
        guard let top = frames[index].keyboardTop else { continue }
        squares += (top - rest.level) * (top - rest.level)
        count += 1
      }
    }
    return count > 0 ? (squares / Double(count)).squareRoot() : nil
  }

  /// Runs of samples within `threshold` of each other, long enough to be rests.
  private static func findRests(
    frames: [TraceFrame], indices: [Int], values: [Double], threshold: Double
  ) -> [KeyboardRest] {
    var rests: [KeyboardRest] = []
    var start = 0
    while start < values.count {
      var low = values[start]
      var high = low
      var end = start
      while end + 1 < values.count {
        let next = values[end + 1]
        let newLow = min(low, next)
        let newHigh = max(high, next)
        if newHigh - newLow > threshold { break }
        low = newLow
        high = newHigh
        end += 1
      }
      let duration =
        frames[indices[end]].timeMilliseconds - frames[indices[start]].timeMilliseconds
      // A run at either end of the recording is a rest with two frames already: the recorder
      // caught the keyboard still, however briefly.
      let atEdge = (start == 0 || end == values.count - 1) && end > start
      if atEdge || (end - start + 1 >= minimumRestFrames && duration >= minimumRestMilliseconds) {
        var run = Array(values[start...end])
        run.sort()
        let middle = run.count / 2
        let level = run.count % 2 == 1 ? run[middle] : (run[middle - 1] + run[middle]) / 2
        rests.append(
          KeyboardRest(firstIndex: indices[start], lastIndex: indices[end], level: level))
        start = end + 1
      } else {
        start += 1
      }
    }
    return droppingTails(
      merging(rests, frames: frames, threshold: threshold), frames: frames, threshold: threshold)
  }

  /// The longest rest that can be the slow tail of a motion (a spring creeping to its end,
  /// then snapping onto it), in ms.
  public static let maximumTailMilliseconds = 300.0

  /// Removes short rests that are only a pause in a motion's tail: the step after them is
  /// under 3 × the threshold and goes the same way as the motion before them, so they belong to
  /// that motion (curve 7 creeps to within a point, then snaps onto its end at 0.5 s).
  private static func droppingTails(
    _ rests: [KeyboardRest], frames: [TraceFrame], threshold: Double
  ) -> [KeyboardRest] {
    guard rests.count >= 3 else { return rests }
    var kept = [rests[0]]
    for index in 1..<(rests.count - 1) {
      let rest = rests[index]
      let before = rest.level - kept[kept.count - 1].level
      let after = rests[index + 1].level - rest.level
      let duration =
        frames[rest.lastIndex].timeMilliseconds - frames[rest.firstIndex].timeMilliseconds
      if before * after > 0, abs(after) <= 3 * threshold, duration <= maximumTailMilliseconds {
        continue
      }
      kept.append(rest)
    }
    kept.append(rests[rests.count - 1])
    return kept
  }

  /// Joins consecutive rests at the same level whose frames in between never stray from it.
  private static func merging(_ rests: [KeyboardRest], frames: [TraceFrame], threshold: Double)
    -> [KeyboardRest]
  {
    var merged: [KeyboardRest] = []
    for rest in rests {
      if let last = merged.last, abs(last.level - rest.level) <= threshold,
        strays(frames, from: last.lastIndex + 1, to: rest.firstIndex, level: last.level)
          <= threshold
      {
        merged[merged.count - 1].lastIndex = rest.lastIndex
      } else {
        merged.append(rest)
      }
    }
    return merged
  }

  /// The largest distance from `level` of a keyboard value in frames `from..<to`.
  private static func strays(_ frames: [TraceFrame], from: Int, to: Int, level: Double) -> Double {
    guard from < to else { return 0 }
    var largest = 0.0
    for index in from..<to {
      if let top = frames[index].keyboardTop { largest = max(largest, abs(top - level)) }
    }
    return largest
  }

  private static func findMotions(
    rests: [KeyboardRest], frames: [TraceFrame], indices: [Int], values: [Double],
    threshold: Double
  ) -> [KeyboardMotion] {
    func seenCount(from: Int, to: Int) -> Int {
      guard from < to else { return 0 }
      return (from..<to).reduce(0) { $0 + (frames[$1].keyboardTop == nil ? 0 : 1) }
    }
    guard let first = rests.first, let last = rests.last else {
      let range = (values.max() ?? 0) - (values.min() ?? 0)
      guard range > threshold, let start = indices.first, let end = indices.last else { return [] }
      return [
        KeyboardMotion(
          startIndex: start, endIndex: end, fromLevel: nil, toLevel: nil,
          interiorFrameCount: max(0, indices.count - 2))
      ]
    }
    var motions: [KeyboardMotion] = []
    if let start = indices.first, start < first.firstIndex,
      strays(frames, from: start, to: first.firstIndex, level: first.level) > threshold
    {
      motions.append(
        KeyboardMotion(
          startIndex: start, endIndex: first.firstIndex, fromLevel: nil, toLevel: first.level,
          interiorFrameCount: max(0, seenCount(from: start, to: first.firstIndex) - 1)))
    }
    for (before, after) in zip(rests, rests.dropFirst()) {
      let moved =
        abs(after.level - before.level) > threshold
        || strays(frames, from: before.lastIndex + 1, to: after.firstIndex, level: before.level)
          > threshold
      guard moved else { continue }
      motions.append(
        KeyboardMotion(
          startIndex: before.lastIndex, endIndex: after.firstIndex, fromLevel: before.level,
          toLevel: after.level,
          interiorFrameCount: seenCount(from: before.lastIndex + 1, to: after.firstIndex)))
    }
    if let end = indices.last, end > last.lastIndex,
      strays(frames, from: last.lastIndex + 1, to: end + 1, level: last.level) > threshold
    {
      motions.append(
        KeyboardMotion(
          startIndex: last.lastIndex, endIndex: end, fromLevel: last.level, toLevel: nil,
          interiorFrameCount: max(0, seenCount(from: last.lastIndex + 1, to: end + 1) - 1)))
    }
    return motions
  }
}

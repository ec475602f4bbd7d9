import CurveScopeTrace

/// A group of keyboard motions close enough in time that the bar's reaction to one can still
/// be running when the next begins, matched as one stretch: its frames, and the initial guesses
/// for its animations.
struct KeyboardCluster: Sendable {
  /// Motions whose rest in between is shorter than this are one cluster, in seconds: the bar
  /// may still be moving when the next motion begins.
  static let joinGap = 0.25
  /// The most motions in one cluster (a long chain of quick motions is cut into clusters of
  /// this many, so that a fit stays local).
  static let maximumMotions = 4

  /// The trace's frames this cluster owns (consecutive clusters share none).
  var frames: Range<Int>
  /// Guesses of each animation's start, in seconds.
  var starts: [Double]
  /// Where each start may lie.
  var ranges: [ClosedRange<Double>]
  /// Known levels L_0…L_K, `nil` where to solve (the fit solves every level: a rest's median
  /// can sit a fraction of a point off the true end of a creeping tail, and the rests in the
  /// window pin the levels anyway).
  var known: [Double?]
  /// Guessed levels.
  var guesses: [Double]
  /// Which animations are jumps.
  var jumps: [Bool]

  /// The frames whose keyboard values the fit reads: from just before the first start can be
  /// to `tail` seconds after the last one can (the model's longest animation and some rest).
  func keyboardWindow(_ frames: MatchFrames, tail: Double = 1.0) -> (
    times: [Double], values: [Double]
  ) {
    let from = (ranges.first?.lowerBound ?? 0) - 0.05
    let to = max(starts.last ?? 0, ranges.last?.upperBound ?? 0) + tail
    var times: [Double] = []
    var values: [Double] = []
    for index in frames.indices(in: self.frames, from: from, to: to) where frames.hasKeyboard(index)
    {
      times.append(frames.times[index])
      values.append(frames.keyboard[index])
    }
    return (times, values)
  }

  /// The clusters of `trace`'s detected motions.
  static func clusters(of trace: Trace, frames: MatchFrames) -> [KeyboardCluster] {
    let motions = trace.motions.motions
    guard !motions.isEmpty else { return [] }
    var groups: [[KeyboardMotion]] = [[motions[0]]]
    for motion in motions.dropFirst() {
      let previous = groups[groups.count - 1][groups[groups.count - 1].count - 1]
      if frames.times[motion.startIndex] - frames.times[previous.endIndex] < joinGap,
        groups[groups.count - 1].count < maximumMotions
      {
        groups[groups.count - 1].append(motion)
      } else {
        groups.append([motion])
      }
    }
    var clusters = groups.map { cluster(of: $0, trace: trace, frames: frames) }
    // Windows: from the middle of the rest before to the middle of the rest after.
    var lowers = [0]
    for index in groups.indices.dropFirst() {
      let previousEnd = groups[index - 1].last?.endIndex ?? 0
      lowers.append((previousEnd + groups[index][0].startIndex) / 2)
    }
    for index in clusters.indices {
      clusters[index].frames =
        lowers[index]..<(index + 1 < lowers.count ? lowers[index + 1] : frames.count)
    }
    return clusters
  }

  /// The initial guesses for one group of motions.
  private static func cluster(of group: [KeyboardMotion], trace: Trace, frames: MatchFrames)
    -> KeyboardCluster
  {
    let threshold = trace.motions.thresholdPoints
    let interval = (trace.quality.medianIntervalMilliseconds ?? 8.3) / 1000
    var result = KeyboardCluster(
      frames: 0..<frames.count, starts: [], ranges: [], known: [], guesses: [], jumps: [])
    for motion in group {
      let startTime = frames.times[motion.startIndex]
      let endTime = frames.times[motion.endIndex]
      if result.known.isEmpty {
        result.known.append(nil)
        result.guesses.append(
          motion.fromLevel
            ?? initialGuess(motion, frames: frames, screenHeight: trace.screenHeight))
      }
      let target = motion.toLevel ?? lastValue(motion, frames: frames)
      let range: ClosedRange<Double> =
        motion.fromLevel == nil
        ? (startTime - 0.6)...firstMovingTime(motion, frames: frames, threshold: threshold)
        : motion.isJump
          ? startTime...endTime
          : (startTime - max(0.08, 3 * interval))...(startTime + max(0.02, interval))
      let start =
        motion.fromLevel == nil
        ? firstMovingTime(motion, frames: frames, threshold: threshold) - interval
        : motion.isJump ? (startTime + endTime) / 2 : startTime
      if let from = motion.fromLevel, let to = motion.toLevel, abs(to - from) <= threshold {
        // An excursion that returns: out to the extreme, then back.
        let extreme = extremeFrame(motion, level: from, frames: frames)
        result.append(start: start, range: range, level: nil, guess: frames.keyboard[extreme])
        let back = max(start + 0.01, frames.times[extreme] - 0.04)
        result.append(
          start: back, range: (back - 0.15)...(frames.times[extreme] + 0.05), level: nil, guess: to)
        continue
      }
      result.append(
        start: start, range: range, level: nil, guess: target, jump: motion.isJump)
    }
    return result
  }

  /// This cluster with every start moved by `offset` and searched only `spread` seconds around
  /// that (within its range): the fit of a model whose offset from the detected starts is
  /// known from other clusters.
  func narrowed(offset: Double, spread: Double) -> KeyboardCluster {
    var narrow = self
    for index in starts.indices {
      let range = ranges[index]
      let center = min(max(starts[index] + offset, range.lowerBound), range.upperBound)
      let low = max(range.lowerBound, center - spread)
      let high = min(range.upperBound, center + spread)
      narrow.starts[index] = center
      narrow.ranges[index] = low...max(low, high)
    }
    return narrow
  }

  /// Adds an animation starting near `time`, towards a level to solve, guessed `guess`. It
  /// starts after the first animation: a notification before it would move a keyboard the
  /// recording shows at rest.
  mutating func insert(at requested: Double, guess: Double) {
    let earliest = (starts.first ?? requested) + 0.005
    let time = max(requested, earliest + 0.005)
    let slot = starts.firstIndex { $0 > time } ?? starts.count
    starts.insert(time, at: slot)
    ranges.insert(max(earliest, time - 0.12)...(time + 0.12), at: slot)
    known.insert(nil, at: slot + 1)
    guesses.insert(guess, at: slot + 1)
    jumps.insert(false, at: slot)
  }

  private mutating func append(
    start: Double, range: ClosedRange<Double>, level: Double?, guess: Double, jump: Bool = false
  ) {
    starts.append(start)
    ranges.append(range)
    known.append(level)
    guesses.append(guess)
    jumps.append(jump)
  }

  /// A partial motion's starting level: the screen's bottom for a rise (a keyboard appears
  /// from below), else the first value seen.
  private static func initialGuess(
    _ motion: KeyboardMotion, frames: MatchFrames, screenHeight: Double
  )
    -> Double
  {
    let first = frames.keyboard[motion.startIndex]
    let last = motion.toLevel ?? lastValue(motion, frames: frames)
    return last < first ? max(first, screenHeight) : first
  }

  /// The time of the first frame of a motion whose keyboard is more than `threshold` from its
  /// first value: a recording that starts at rest too briefly to count as one still shows
  /// where the motion begins.
  private static func firstMovingTime(
    _ motion: KeyboardMotion, frames: MatchFrames, threshold: Double
  ) -> Double {
    let first = frames.keyboard[motion.startIndex]
    for index in motion.startIndex...motion.endIndex
    where abs(frames.keyboard[index] - first) > threshold {
      return frames.times[index]
    }
    return frames.times[motion.startIndex]
  }

  /// The last keyboard value of the motion.
  private static func lastValue(_ motion: KeyboardMotion, frames: MatchFrames) -> Double {
    for index in stride(from: motion.endIndex, through: motion.startIndex, by: -1)
    where !frames.keyboard[index].isNaN {
      return frames.keyboard[index]
    }
    return frames.keyboard[motion.startIndex]
  }

  /// The frame furthest from `level` within the motion.
  private static func extremeFrame(_ motion: KeyboardMotion, level: Double, frames: MatchFrames)
    -> Int
  {
    var best = motion.startIndex
    var distance = 0.0
    for index in motion.startIndex...motion.endIndex where !frames.keyboard[index].isNaN {
      let away = abs(frames.keyboard[index] - level)
      if away > distance {
        distance = away
        best = index
      }
    }
    return best
  }
}

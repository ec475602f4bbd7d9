/// When each frame of an animation plays and which display frame each phone shows in it: plain
/// numbers, decided before anything is drawn.
///
/// The motion's time t maps to playback time `leadIn + (t − start) × slowMotion`, where `start`
/// is the earliest frame of any series. A phone shows, at any instant, its latest display frame
/// at or before that instant (its first one before it starts): what a camera filming the screen
/// sees, since a display holds each frame until the next.
///
/// - ``Sampling/constantRate(framesPerSecond:)``: frames every 1/fps s of playback from 0 until
///   the last display frame has been shown, then copies of the last frame for the hold (a
///   constant-rate file: `frameCount = motion frames + hold frames`). A display frame that lasts
///   less than one output frame (slow motion × fps below the display rate) can fall between two.
/// - ``Sampling/displayFrames``: one frame per display frame, at its own (slowed) time — a
///   screen recording's frames, variable rate included; the last one lasts the hold.
package struct AnimationTimeline: Sendable {
  /// How output frames are placed.
  package enum Sampling: Sendable, Hashable {
    /// Every 1/fps s of playback.
    case constantRate(framesPerSecond: Double)
    /// At every display frame's own time.
    case displayFrames
  }

  /// One frame of the animation.
  package struct Instant: Sendable, Hashable {
    /// When it plays, in ms from the start of the file.
    package var playbackMilliseconds: Double
    /// The motion's time at that instant, in ms (the series' clock).
    package var timeMilliseconds: Double
    /// The display frame each series shows (an index into its frames).
    package var shown: [Int]
    /// The time of the latest display frame on screen, in ms: what the counter reads.
    package var counterMilliseconds: Double
  }

  /// Each series' frame times, in ms.
  package let seriesTimes: [[Double]]
  /// How frames are placed.
  package let sampling: Sampling
  /// The earliest frame time of any series, ms.
  package let startMilliseconds: Double
  /// The latest frame time of any series, ms.
  package let endMilliseconds: Double
  /// Times slower than real time.
  package let slowMotion: Double
  /// Playback before the motion starts, ms.
  package let leadInMilliseconds: Double
  /// Playback the last frame holds, ms.
  package let holdMilliseconds: Double
  /// Output frames up to the one that first shows the last display frame.
  package let motionFrameCount: Int
  /// Copies of the last frame after it (constant rate only).
  package let holdFrameCount: Int
  /// The playback time of each frame (display-frame sampling), ms.
  private let playback: [Double]
  /// The motion time of each frame (display-frame sampling), ms.
  private let motionTimes: [Double]

  /// Places the frames.
  /// - Parameters:
  ///   - seriesTimes: each series' frame times in ms, strictly increasing, not empty.
  /// - Throws: ``AnimationError`` for a slow motion or frame rate outside
  ///   ``AnimationSettings``' ranges, more frames than ``AnimationLimits`` allow, or no series.
  package init(
    seriesTimes: [[Double]], sampling: Sampling, slowMotion: Double, leadInMilliseconds: Double,
    holdMilliseconds: Double
  ) throws(AnimationError) {
    let firsts = seriesTimes.compactMap(\.first)
    let lasts = seriesTimes.compactMap(\.last)
    guard firsts.count == seriesTimes.count, let start = firsts.min(), let end = lasts.max() else {
      throw AnimationError(.noMeasurements)
    }
    guard AnimationSettings.slowMotionRange.contains(slowMotion) else {
      throw AnimationError(
        .setting(
          name: "slow motion", value: slowMotion, range: AnimationSettings.slowMotionRange,
          unit: "times"))
    }
    if case .constantRate(let fps) = sampling, !AnimationSettings.framesPerSecondRange.contains(fps)
    {
      throw AnimationError(
        .setting(
          name: "frame rate", value: fps, range: AnimationSettings.framesPerSecondRange,
          unit: "frames per second"))
    }
    self.seriesTimes = seriesTimes
    self.sampling = sampling
    startMilliseconds = start
    endMilliseconds = end
    self.slowMotion = slowMotion
    self.leadInMilliseconds = max(0, leadInMilliseconds)
    self.holdMilliseconds = max(0, holdMilliseconds)
    switch sampling {
    case .constantRate(let fps):
      let step = 1000 / fps
      let motion = ((self.leadInMilliseconds + (end - start) * slowMotion) / step - 1e-9)
        .rounded(.up)
      let hold = (self.holdMilliseconds / step).rounded()
      let total = max(0, motion) + 1 + hold
      guard total.isFinite, total <= Double(AnimationLimits.maximumFrames) else {
        throw AnimationError(
          .tooManyFrames(
            count: total < 1e15 ? Int(total) : Int.max, limit: AnimationLimits.maximumFrames,
            remedies: AnimationRemedy.available(slowMotion: slowMotion, framesPerSecond: fps)))
      }
      motionFrameCount = Int(max(0, motion)) + 1
      holdFrameCount = Int(hold)
      playback = []
      motionTimes = []
    case .displayFrames:
      var union = seriesTimes.flatMap { $0 }
      union.sort()
      var unique: [Double] = []
      unique.reserveCapacity(union.count)
      for time in union where unique.last.map({ time - $0 > 1e-6 }) ?? true {
        unique.append(time)
      }
      guard unique.count <= AnimationLimits.maximumFrames else {
        throw AnimationError(
          .tooManyFrames(
            count: unique.count, limit: AnimationLimits.maximumFrames,
            remedies: AnimationRemedy.available(slowMotion: slowMotion, framesPerSecond: nil)))
      }
      motionTimes = unique
      let leadIn = self.leadInMilliseconds
      playback = unique.enumerated().map { index, time in
        index == 0 ? 0 : leadIn + (time - start) * slowMotion
      }
      motionFrameCount = unique.count
      holdFrameCount = 0
    }
  }

  /// Frames in the file.
  package var frameCount: Int { motionFrameCount + holdFrameCount }

  /// When the file ends, in ms of playback: after the last frame's hold.
  package var playbackEndMilliseconds: Double {
    switch sampling {
    case .constantRate(let fps):
      return Double(frameCount) * 1000 / fps
    case .displayFrames:
      let last = playback.last ?? 0
      let interval =
        motionTimes.count > 1
        ? (motionTimes[motionTimes.count - 1] - motionTimes[motionTimes.count - 2]) * slowMotion
        : 1000 / 30
      return last + max(holdMilliseconds, interval)
    }
  }

  /// The rate a player should expect, in frames per second: the constant rate, or the display
  /// frames' median rate slowed down (within 1…240).
  package var nominalFramesPerSecond: Double {
    switch sampling {
    case .constantRate(let fps): return fps
    case .displayFrames:
      guard motionTimes.count > 1 else { return 30 }
      var intervals = zip(motionTimes, motionTimes.dropFirst()).map { $1 - $0 }
      intervals.sort()
      let median = intervals[intervals.count / 2] * slowMotion
      return min(240, max(1, 1000 / median))
    }
  }

  /// Frame `index` (0 ..< ``frameCount``; clamped).
  package func instant(_ index: Int) -> Instant {
    let index = max(0, min(frameCount - 1, index))
    let played: Double
    let time: Double
    switch sampling {
    case .constantRate(let fps):
      played = Double(index) * 1000 / fps
      let motion = min(index, motionFrameCount - 1)
      let since = (Double(motion) * 1000 / fps - leadInMilliseconds) / slowMotion
      time =
        motion == motionFrameCount - 1
        ? endMilliseconds
        : startMilliseconds + min(endMilliseconds - startMilliseconds, max(0, since))
    case .displayFrames:
      played = playback[index]
      time = motionTimes[index]
    }
    var shown: [Int] = []
    var counter = -Double.infinity
    for times in seriesTimes {
      let frame = Self.latest(times, atOrBefore: time)
      shown.append(frame)
      counter = max(counter, times[frame])
    }
    return Instant(
      playbackMilliseconds: played, timeMilliseconds: time, shown: shown,
      counterMilliseconds: counter)
  }

  /// The first output frame that shows display frame `frame` of series `series`, if any does.
  package func firstInstant(showing frame: Int, ofSeries series: Int) -> Int? {
    guard seriesTimes.indices.contains(series), seriesTimes[series].indices.contains(frame)
    else { return nil }
    let time = seriesTimes[series][frame]
    // Binary search for the first frame whose motion time reaches `time`.
    var low = 0
    var high = motionFrameCount - 1
    while low < high {
      let middle = (low + high) / 2
      if instant(middle).timeMilliseconds + 1e-6 < time { low = middle + 1 } else { high = middle }
    }
    return instant(low).shown[series] == frame ? low : nil
  }

  /// The index of the latest time ≤ `time` (within 1e-6 ms), or 0 when all are later.
  static func latest(_ times: [Double], atOrBefore time: Double) -> Int {
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) / 2
      if times[middle] <= time + 1e-6 { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}

/// A finger's path during an interactive keyboard dismissal: touches in time order, from the
/// drag's start (time 0) to the release (the last touch).
///
/// The keyboard follows the finger touch by touch: between touches the finger is where it was
/// last seen (UIKit moves the keyboard on each touch event).
public struct PanTrack: Hashable, Sendable {
  /// The most touches one track may hold.
  public static let maximumSampleCount = 100_000
  /// Seconds over which the release velocity is estimated (the touches of the last 50 ms).
  public static let velocityWindow = 0.05

  /// The touches, times strictly increasing, the first at 0.
  public let samples: [PanSample]

  /// Creates a track, shifting times so the first touch is at 0 (give times already starting at
  /// 0 to keep them exact: a frame at the same rational time then sees the touch).
  /// - Throws: ``PanTrackError`` for fewer than 2 or more than ``maximumSampleCount`` touches,
  ///   times that are not finite or do not increase, a span over a minute, or a y beyond
  ///   ±100000 pt.
  public init(samples: [PanSample]) throws(PanTrackError) {
    guard samples.count >= 2 else { throw .tooFewSamples(samples.count) }
    guard samples.count <= Self.maximumSampleCount else {
      throw .tooManySamples(count: samples.count, limit: Self.maximumSampleCount)
    }
    let start = samples[0].time
    var shifted: [PanSample] = []
    shifted.reserveCapacity(samples.count)
    for (index, sample) in samples.enumerated() {
      let time = sample.time - start
      guard sample.time.isFinite, time.isFinite, time >= 0, time <= 60,
        index == 0 || time > shifted[index - 1].time
      else { throw .time(index: index, sample.time) }
      guard sample.y.isFinite, abs(sample.y) <= 100_000 else {
        throw .position(index: index, sample.y)
      }
      shifted.append(PanSample(time: time, y: sample.y))
    }
    self.samples = shifted
  }

  /// The release: the last touch's time, in seconds since the drag began.
  public var releaseTime: Double { samples[samples.count - 1].time }
  /// The finger's y at the release.
  public var releaseY: Double { samples[samples.count - 1].y }

  /// The finger's y at `time`: the last touch at or before it (1 ns slack); `nil` before the
  /// first touch and after the release.
  public func fingerY(at time: Double) -> Double? {
    guard time >= -1e-9, time <= releaseTime + 1e-9 else { return nil }
    var low = 0
    var high = samples.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if samples[mid].time <= time + 1e-9 { low = mid } else { high = mid - 1 }
    }
    return samples[low].y
  }

  /// The finger's velocity at the release in points per second (positive downward): the
  /// least-squares slope of the touches within ``velocityWindow`` of the release (at least the
  /// last two), as a pan recognizer estimates it from recent touches.
  public var releaseVelocity: Double {
    let end = releaseTime
    var first = samples.count - 2
    while first > 0, end - samples[first - 1].time <= Self.velocityWindow + 1e-9 { first -= 1 }
    let recent = samples[first...]
    let count = Double(recent.count)
    let meanTime = recent.reduce(0) { $0 + $1.time } / count
    let meanY = recent.reduce(0) { $0 + $1.y } / count
    var covariance = 0.0
    var variance = 0.0
    for sample in recent {
      covariance += (sample.time - meanTime) * (sample.y - meanY)
      variance += (sample.time - meanTime) * (sample.time - meanTime)
    }
    return variance > 0 ? covariance / variance : 0
  }
}

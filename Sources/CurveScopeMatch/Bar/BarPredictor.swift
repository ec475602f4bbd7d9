import CurveScopeTiming

/// One candidate's predicted bar over every stretch: a preset simulated on the stretch's
/// scenario, a follower of the fitted keyboard, or a fitted custom animation.
///
/// Every prediction takes a latency δ (seconds): the bar as the model has it δ later.
struct BarPredictor: Sendable {
  /// How the candidate moves its bar.
  enum Kind: Sendable {
    /// A preset simulated per stretch: the bar's timeline of each stretch's ``SyncAnalysis``
    /// (margin applied), on the scenario's clock.
    case simulated([MotionTimeline])
    /// A follower: the fitted keyboard as it reads it (capped at the resting edge) minus the
    /// margin.
    case follower(FollowerRead)
    /// A follower latching the keyboard `latencyFrames` recorded frames earlier and holding it
    /// until the next recorded frame (a display link reading the frame before, on the
    /// recording's own irregular clock); `times` are the recorded frame times, in seconds.
    /// Before the first recorded frame, frames `interval` seconds apart are assumed.
    case held(latencyFrames: Int, times: [Double], interval: Double, read: FollowerRead)
    /// A custom animation per stretch.
    case custom([MotionTimeline])
  }

  /// The candidate.
  let kind: Kind
  /// The stretches.
  let stretches: [BarStretch]
  /// The bar's resting edge while the keyboard is hidden (screen height − safe area).
  let ceiling: Double
  /// The margin.
  let margin: Double

  /// Whether the bar holds a value from one recorded frame to the next (``Kind/held``).
  var isHeld: Bool {
    if case .held = kind { return true }
    return false
  }

  /// The bar in stretch `stretch` at `seconds` on the trace's clock, `latency` seconds late.
  @inline(__always)
  func value(stretch: Int, at seconds: Double, latency: Double) -> Double {
    let local = seconds - latency
    switch kind {
    case .simulated(let timelines):
      return timelines[stretch].value(at: local - stretches[stretch].origin)
    case .follower(let read):
      let keyboard = stretches[stretch].keyboard
      return min(read.value(keyboard, stretch: stretch, at: local), ceiling) - margin
    case .held(let latencyFrames, let times, let interval, let read):
      // The last recorded frame at or before the instant, then the frame it latched.
      var low = 0
      var high = times.count
      while low < high {
        let mid = (low + high) / 2
        if times[mid] <= local { low = mid + 1 } else { high = mid }
      }
      let latched = low - 1 - latencyFrames
      let time =
        latched >= 0 ? times[latched] : (times.first ?? local) - Double(-latched) * interval
      let keyboard = stretches[stretch].keyboard
      return min(read.value(keyboard, stretch: stretch, at: time), ceiling) - margin
    case .custom(let timelines):
      return timelines[stretch].value(at: local)
    }
  }
}

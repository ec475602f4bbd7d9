import CurveScopeMotion
import CurveScopeSync

/// One candidate's predicted bar over every stretch: a preset simulated on the stretch's
/// scenario, a follower of the fitted keyboard, or a fitted custom animation.
///
/// Every prediction takes a latency δ (seconds): the bar as the model has it δ later.
struct BarPredictor: Sendable {
  /// How the candidate moves its bar.
  enum Kind: Sendable {
    /// A preset simulated per stretch (``SyncAnalysis``, margin applied).
    case simulated([SyncAnalysis])
    /// A follower: the fitted keyboard (capped at the resting edge) minus the margin.
    case follower
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

  /// The bar in stretch `stretch` at `seconds` on the trace's clock, `latency` seconds late.
  @inline(__always)
  func value(stretch: Int, at seconds: Double, latency: Double) -> Double {
    let local = seconds - latency
    switch kind {
    case .simulated(let analyses):
      return analyses[stretch].barBottom(at: local - stretches[stretch].origin)
    case .follower:
      return min(stretches[stretch].keyboard.value(at: local), ceiling) - margin
    case .custom(let timelines):
      return timelines[stretch].value(at: local)
    }
  }
}

/// Progress of an animation as a function of time: 0 at the start, 1 from ``duration`` on.
///
/// Every conformer follows the same rules, which are CoreAnimation's:
/// - before 0 s (and for NaN) progress is 0 and velocity 0: the animation has not started;
/// - on [0, duration) the curve runs;
/// - from `duration` on, progress is exactly 1 and velocity 0: CoreAnimation removes a finished
///   animation and the layer shows its model value. A spring cut before it settles (the
///   keyboard at 0.5 s) therefore jumps the small remainder at `duration`.
///
/// Conformers: ``BezierTiming``, ``SpringTiming``, ``LinearTiming``, ``KeyboardTiming``,
/// ``JumpTiming``, and ``Timing``, an enum over them that hot paths should use: it dispatches
/// with a `switch` and no existential boxing.
public protocol TimingFunction: Sendable {
  /// How long the animation runs, in seconds (≥ 0); progress is 1 from then on.
  var duration: Double { get }

  /// Progress (0 → 1, may overshoot) at `seconds` after the start.
  func progress(at seconds: Double) -> Double

  /// d(progress)/dt at `seconds`, in progress per second.
  func velocity(at seconds: Double) -> Double
}

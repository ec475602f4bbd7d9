public import CurveScopeTiming

/// One change of the keyboard's edge: at `time` it heads for `edge` (screen y) with `timing`
/// (`nil`: it is there at once, as during an interactive drag).
public struct KeyboardMove: Hashable, Sendable {
  /// Seconds since the scenario's start.
  public var time: Double
  /// The screen y the bar's edge heads for (``KeyboardGeometry/edge(of:)``).
  public var edge: Double
  /// The timing; `nil` for a jump that also drops running animations.
  public var timing: Timing?
  /// The retargeting rule; `nil` for the scenario's.
  public var rule: RetargetRule?

  /// Creates a move.
  public init(time: Double, edge: Double, timing: Timing?, rule: RetargetRule? = nil) {
    self.time = time
    self.edge = edge
    self.timing = timing
    self.rule = rule
  }
}

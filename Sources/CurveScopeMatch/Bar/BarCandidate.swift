/// One strategy tried against a recorded bar.
public struct BarCandidate: Hashable, Sendable {
  /// The preset's name, or `custom`.
  public var strategy: String
  /// The RMS difference between its fitted prediction and the recorded bar, in points.
  public var rmsPoints: Double
  /// The fitted latency: how much later than the model the recorded bar moves, in ms.
  public var latencyMilliseconds: Double
}

/// Which keyboard model a recorded keyboard moves like.
public struct KeyboardModelMatch: Hashable, Sendable {
  /// One model tried, with its residual.
  public struct Candidate: Hashable, Sendable {
    /// The model's name.
    public var name: String
    /// The RMS difference between the fitted model and the recorded keyboard, in points.
    public var rmsPoints: Double
  }

  /// Where the keyboard's animations came from.
  public enum Events: String, Hashable, Sendable {
    /// The trace's own notifications, shifted by one fitted offset.
    case file
    /// Inferred from the keyboard's motion: each start time fitted, levels from the rests.
    case inferred
  }

  /// The closest model's name.
  public var name: String
  /// Its RMS residual over the fitted frames, in points.
  public var rmsPoints: Double
  /// Every model tried, closest first.
  public var candidates: [Candidate]
  /// Where the animations came from.
  public var events: Events
  /// With the file's events: how much later the recorded keyboard starts moving than the
  /// notifications say, in ms (a recorder that reads one frame late shows one frame).
  public var offsetMilliseconds: Double?
  /// Animations fitted over the whole trace (with inferred events: motions, plus the
  /// interruptions found inside them).
  public var animationCount: Int
  /// How many stretches of motion the model was chosen on (at most
  /// 12, spread over the trace).
  public var sampledStretches: Int
}

/// The display a pacing study ran on, as plain numbers: the rates it switches between, the
/// presentation jitter, the app frames missed and the rate changes (a frame-pacing model's
/// parameters, `FramePacing.conditions`), for a figure's or a report's header.
public struct PacingConditions: Hashable, Sendable {
  /// The display rates in Hz, the first one to start with.
  public var ratesHertz: [Double]
  /// The presentation jitter's standard deviation, in ms.
  public var jitterMilliseconds: Double
  /// The chance that the app misses a frame (0…1).
  public var dropProbability: Double
  /// The chance per refresh that the display changes rate (0…1).
  public var rateChangeProbability: Double

  /// Conditions with these numbers.
  public init(
    ratesHertz: [Double], jitterMilliseconds: Double, dropProbability: Double,
    rateChangeProbability: Double
  ) {
    self.ratesHertz = ratesHertz
    self.jitterMilliseconds = jitterMilliseconds
    self.dropProbability = dropProbability
    self.rateChangeProbability = rateChangeProbability
  }
}

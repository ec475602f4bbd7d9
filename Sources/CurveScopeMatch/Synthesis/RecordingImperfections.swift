/// What a synthetic recording does wrong, as real recorders do: irregular frame times, dropped
/// and repeated frames, edges not seen, sub-pixel noise and quantisation, a keyboard read one
/// frame late, and a clock that does not start at the notification.
public struct RecordingImperfections: Hashable, Sendable {
  /// The display's rate, in Hz.
  public var frameRate: Double
  /// The standard deviation of each frame's time around its vsync, in ms (the positions are
  /// evaluated at the jittered time, as a display shows them).
  public var jitterMilliseconds: Double
  /// The probability that the recorder misses a frame.
  public var dropProbability: Double
  /// The probability that the recorder re-reads the values of the frame before.
  public var repeatProbability: Double
  /// The probability that one edge is not seen on a frame.
  public var missingProbability: Double
  /// The standard deviation of the noise added to each value, in points.
  public var noisePoints: Double
  /// The grid values are rounded to, in points (1/3 on a 3× screen); 0 for none.
  public var quantumPoints: Double
  /// Frames the keyboard is read late (a `CADisplayLink` reading the presentation layer sees
  /// the frame before).
  public var keyboardReadLagFrames: Int
  /// Where the recorder's clock is when the first notification arrives, in ms (its t = 0 is
  /// elsewhere).
  public var clockOffsetMilliseconds: Double
  /// The first frame recorded, in ms after the first notification (negative: before it).
  public var startMilliseconds: Double
  /// The last frame recorded, in ms after the first notification; `nil` for the simulation's
  /// window.
  public var endMilliseconds: Double?
  /// Whether the recording keeps the notifications (as an iOS recorder can).
  public var keepsEvents: Bool
  /// The random seed.
  public var seed: UInt64

  /// A recording with the given imperfections (none by default).
  public init(
    frameRate: Double = 120, jitterMilliseconds: Double = 0, dropProbability: Double = 0,
    repeatProbability: Double = 0, missingProbability: Double = 0, noisePoints: Double = 0,
    quantumPoints: Double = 0, keyboardReadLagFrames: Int = 0, clockOffsetMilliseconds: Double = 0,
    startMilliseconds: Double = -50, endMilliseconds: Double? = nil, keepsEvents: Bool = true,
    seed: UInt64 = 1
  ) {
    self.frameRate = frameRate
    self.jitterMilliseconds = jitterMilliseconds
    self.dropProbability = dropProbability
    self.repeatProbability = repeatProbability
    self.missingProbability = missingProbability
    self.noisePoints = noisePoints
    self.quantumPoints = quantumPoints
    self.keyboardReadLagFrames = keyboardReadLagFrames
    self.clockOffsetMilliseconds = clockOffsetMilliseconds
    self.startMilliseconds = startMilliseconds
    self.endMilliseconds = endMilliseconds
    self.keepsEvents = keepsEvents
    self.seed = seed
  }
}

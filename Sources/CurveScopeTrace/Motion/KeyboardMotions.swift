/// The keyboard's rests and motions in a trace, and the noise they were told apart with.
public struct KeyboardMotions: Hashable, Sendable {
  /// The rests, in time order.
  public var rests: [KeyboardRest]
  /// The motions, in time order.
  public var motions: [KeyboardMotion]
  /// The noise of the keyboard's values, in points: their RMS distance from their rest's level
  /// inside the rests; without rests of 5 frames, 1/0.45 of the lower quartile of |Δ| between
  /// consecutive values (the quartile of a half-normal with σ√2).
  public var noisePoints: Double
  /// The level changes smaller than this are noise, not motion: max(1 pt, 8 × the lower quartile
  /// of |Δ|), about 3.6 σ.
  public var thresholdPoints: Double

  /// No rest and no motion (a trace without keyboard values).
  public static let none = KeyboardMotions(
    rests: [], motions: [], noisePoints: 0, thresholdPoints: KeyboardMotionDetector.minimumThreshold
  )
}

public import CurveScopeSupport

/// A cell of a sweep whose analysis cannot be set up: the cell, and the library's error.
public struct SyncSweepCellError: CurveScopeError {
  /// The strategy's name.
  public var strategy: String
  /// The keyboard profile's name.
  public var profile: String
  /// The keyboard height, in points.
  public var keyboardHeight: Double
  /// The frame rate, in Hz.
  public var frameRate: Double
  /// The reported duration, in seconds.
  public var duration: Double
  /// Why it cannot be set up (`MotionError`, ``SimulationError``, `TimingError` …).
  public var underlying: any Error

  /// Creates the error.
  public init(
    strategy: String, profile: String = "ios", keyboardHeight: Double, frameRate: Double,
    duration: Double, underlying: any Error
  ) {
    self.strategy = strategy
    self.profile = profile
    self.keyboardHeight = keyboardHeight
    self.frameRate = frameRate
    self.duration = duration
    self.underlying = underlying
  }

  /// `sweep cell reported-duration × 291 pt × 120 Hz × 0.25 s`, with the profile after the
  /// strategy when it is not `ios` (`sweep cell curve-shift × ios-26 × 291 pt × …`).
  public var subject: String {
    "sweep cell \(strategy) × \(profile == "ios" ? "" : "\(profile) × ")"
      + "\(NumberText.exact(keyboardHeight)) pt × \(NumberText.exact(frameRate)) Hz × "
      + "\(NumberText.exact(duration)) s"
  }

  /// The underlying error, with its own subject.
  public var problem: String {
    (underlying as? any CurveScopeError)?.description ?? String(describing: underlying)
  }
}

public import CurveScopeTiming

/// How a following strategy reads the keyboard, and how an animating one tracks a dismissal
/// gesture.
///
/// A follower shown at frame k reads the keyboard at frame k − `latencyFrames` and, while the
/// keyboard's animation runs, evaluates the curve ``leadFrames`` nominal frame intervals after
/// that read (`display-link-predictive`: Flutter evaluates the spring at the vsync target plus
/// one frame, react-native-keyboard-controller two frame durations ahead on a device) [Flutter
/// engine PR 34871; react-native-keyboard-controller PR 412]. With a lead equal to the latency a
/// follower that knows the curve is exact on a regular clock.
public struct KeyboardTracking: Hashable, Sendable {
  /// What a follower reads.
  public enum Source: String, Hashable, Sendable, CaseIterable {
    /// The keyboard's on-screen (presentation) position: a display link, a layout guide.
    case presentation
    /// The keyboard view's model value, as KVO on its `center` reports it: the finger's
    /// position during an interactive drag, the animation's end as soon as one starts.
    case model
  }

  /// The most frames a follower may predict ahead.
  public static let maximumLeadFrames = 1000.0

  /// What a follower reads.
  public var source: Source
  /// Nominal frame intervals between the read and the time the curve is evaluated at, while an
  /// animation runs (0: copy the read value).
  public var leadFrames: Double
  /// The curve the follower predicts with; `nil` for the keyboard's own animation (read from the
  /// system, as Flutter and react-native-keyboard-controller do). A hard-coded curve (the
  /// pre-iOS 26 spring) mispredicts where the system runs another.
  public var predictionCurve: CurveSpec?
  /// Whether an animating strategy also follows the finger during an interactive dismissal: the
  /// bar at max(finger y, keyboard top), as InputBarAccessoryView does.
  public var tracksPan: Bool

  /// Creates a tracking.
  public init(
    source: Source = .presentation, leadFrames: Double = 0, predictionCurve: CurveSpec? = nil,
    tracksPan: Bool = false
  ) {
    self.source = source
    self.leadFrames = leadFrames
    self.predictionCurve = predictionCurve
    self.tracksPan = tracksPan
  }

  /// Copies the presentation layer, no prediction, no pan tracking: the presets' default.
  public static let plain = KeyboardTracking()

  /// Whether a follower with this tracking is exactly the keyboard at latency 0.
  public var isPlain: Bool { self == .plain }

  /// The timing a follower predicting with ``predictionCurve`` assumes for a keyboard animation
  /// that really runs `actual` (a jump stays a jump; springs and the keyboard curve run their own
  /// duration; Béziers their catalogue duration, else the actual one); `nil` without a
  /// prediction curve (the follower predicts with the keyboard's own).
  /// - Throws: ``TimingError`` for a curve that cannot be built.
  package func predictedTiming(replacing actual: Timing) throws -> Timing? {
    guard let predictionCurve else { return nil }
    return try FollowerReading.assumed(predictionCurve, replacing: actual)
  }
}

public import CurveScopeCodec
public import CurveScopeNotifications
public import CurveScopeTiming

/// How the keyboard itself animates for one notification.
///
/// Curve 7 runs the keyboard spring for 0.5 s whatever the reported duration; curves 0…3 run
/// their Bézier over the reported duration; a duration of 0 jumps. A notification without the
/// curve or duration key (old iPad dumps) is assumed to animate like UIKit's default,
/// ease-in-out over 0.25 s — an assumption, since such dumps do not say.
public struct KeyboardAnimation: Hashable, Sendable {
  /// The curve assumed when a notification has no curve key.
  public static let assumedCurve = AnimationCurve.easeInOut
  /// The duration assumed when a notification has no duration key, in seconds.
  public static let assumedDuration = 0.25

  /// The curve the keyboard runs.
  public var curve: AnimationCurve
  /// The duration UIKit was given, in seconds (ignored by curve 7).
  public var duration: Double

  /// The keyboard's animation for `event`.
  public init(event: KeyboardEvent) {
    curve = event.curve ?? Self.assumedCurve
    duration = event.duration ?? Self.assumedDuration
  }

  /// The timing the keyboard runs.
  public func timing() throws(TimingError) -> Timing {
    try curve.timing(duration: duration)
  }
}

public import CurveScopeTiming

/// The spring UIKit installs for animation curve 7: how the keyboard moves, and what an app's own
/// `UIView.animate(…, options: curve << 16)` runs.
///
/// The spring is run as CoreAnimation runs it (ζ ≥ 1 critically damped) and removed after
/// ``duration`` for the keyboard. An app's curve-7 animation runs the same spring, removed after
/// ``duration`` whatever the app passes (UIKit up to iOS 18: curve 7 ignores the duration), or
/// after the duration the app passes (``AppDuration/passed``, the iOS 26 model).
public struct SystemSpring: Hashable, Sendable {
  /// How long an app's curve-7 animation runs.
  public enum AppDuration: String, Hashable, Sendable, CaseIterable {
    /// The spring's own ``SystemSpring/duration``, whatever the app passes.
    case fixed
    /// The duration the app passes (a duration ≤ 0 still makes no animation).
    case passed
  }

  /// The spring (mass, stiffness, damping; initial velocity 0).
  public var spring: Spring
  /// Seconds the keyboard's spring runs before CoreAnimation removes it (0.5 for curve 7).
  public var duration: Double
  /// How long an app's curve-7 animation runs.
  public var appDuration: AppDuration

  /// Creates a system spring.
  public init(spring: Spring, duration: Double, appDuration: AppDuration) {
    self.spring = spring
    self.duration = duration
    self.appDuration = appDuration
  }

  /// Curve 7 up to iOS 18 (Apple developer forums thread 48088): mass 3, stiffness 1000, damping 500, 0.5 s, and an
  /// app's curve-7 animation runs 0.5 s whatever it passes.
  public static let legacy = SystemSpring(
    spring: .keyboard, duration: KeyboardTiming.standardDuration, appDuration: .fixed)

  /// Whether this is the legacy spring run for 0.5 s, which is ``Timing/keyboardCurve``.
  var isLegacyKeyboard: Bool {
    spring == .keyboard && duration == KeyboardTiming.standardDuration
  }

  /// The keyboard's own timing: the spring removed after ``duration``.
  /// - Throws: ``TimingError`` only for a duration the profile checks let through.
  public func keyboardTiming() throws -> Timing {
    try timing(removedAfter: duration)
  }

  /// The timing of an app's curve-7 animation given `passed` seconds: the keyboard's when
  /// ``appDuration`` is ``AppDuration/fixed``, else the spring removed after `passed`; a
  /// duration ≤ 0 makes no animation.
  /// - Throws: ``TimingError`` for a non-finite duration.
  public func appTiming(passed: Double) throws -> Timing {
    guard passed.isFinite else {
      throw TimingError.outOfRange(
        parameter: "duration", value: passed, range: .finite, unit: "seconds")
    }
    guard passed > 0 else { return .jump }
    switch appDuration {
    case .fixed: return try keyboardTiming()
    case .passed: return try timing(removedAfter: passed)
    }
  }

  /// The spring removed after `seconds`; the legacy spring at 0.5 s is ``Timing/keyboardCurve``.
  func timing(removedAfter seconds: Double) throws -> Timing {
    if spring == .keyboard && seconds == KeyboardTiming.standardDuration {
      return Timing.keyboardCurve
    }
    return .spring(try SpringTiming(spring: spring, model: .coreAnimation, duration: seconds))
  }
}

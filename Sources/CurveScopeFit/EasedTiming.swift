public import CurveScopeTiming

/// A curve on the unit square: output progress as a function of input progress, both 0 → 1 (a
/// CSS `linear()` easing, an Android `PathInterpolator` path).
public protocol UnitEasing: Hashable, Sendable {
  /// The output progress at input progress `x` in [0, 1].
  func value(at x: Double) -> Double
}

/// A unit easing run over a duration: progress easing(t / duration) while it runs, 0 before,
/// 1 from the end on. The one timing of the unit curves the fits produce: a CSS transition with
/// a `linear()` timing function (``LinearEasingTiming``) and `PathInterpolator(path)` on an
/// animator (``BezierPathTiming``).
///
/// ```swift
/// let timing = try fit.timing()  // a LinearEasingFit's easing over its duration
/// let halfway = timing.progress(at: timing.duration / 2)
/// ```
public struct EasedTiming<Easing: UnitEasing>: TimingFunction, Hashable {
  /// The unit curve.
  public let easing: Easing
  /// Seconds the animation runs.
  public let duration: Double

  /// `easing` over `duration` seconds.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  public init(easing: Easing, duration: Double) throws(TimingError) {
    try TimingError.requireDuration("duration", duration)
    self.easing = easing
    self.duration = duration
  }

  /// 0 before the start, easing(t / duration) while it runs, 1 from the end on.
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    return easing.value(at: seconds / duration)
  }

  /// The derivative of ``progress(at:)``, per second: a central difference of the easing over
  /// x ± 10⁻⁷ (one-sided at the ends of [0, 1]) divided by the duration; 0 outside the run. On
  /// a corner of a piecewise-linear easing it is the mean of the two slopes.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration, duration > 0 else { return 0 }
    let x = seconds / duration
    let low = max(x - Self.step, 0)
    let high = min(x + Self.step, 1)
    return (easing.value(at: high) - easing.value(at: low)) / (high - low) / duration
  }

  /// The half-width of the central difference, in input progress.
  static var step: Double { 1e-7 }
}

/// A CSS transition with a `linear()` timing function: input progress t / duration, the
/// easing's output until the transition ends, then the end value (progress 1).
public typealias LinearEasingTiming = EasedTiming<LinearEasing>

/// A ``BezierPath`` run over a duration, as `PathInterpolator(path)` on an animator with that
/// duration: progress y(t / duration), 1 from the end on.
///
/// Android flattens the path into line segments within 0.002 (`Path.approximate(0.002f)`) and
/// interpolates between them; this evaluates the exact cubics, so the device can differ by up to
/// about 0.002 of the travel. [Android `PathInterpolator` source, `PRECISION = 0.002f`]
public typealias BezierPathTiming = EasedTiming<BezierPath>

extension LinearEasing: UnitEasing {
  /// The easing's output at `x` (``output(at:)``).
  public func value(at x: Double) -> Double { output(at: x) }
}

extension BezierPath: UnitEasing {
  /// The path's y at `x` (``y(atX:)``).
  public func value(at x: Double) -> Double { y(atX: x) }
}

extension EasedTiming where Easing == BezierPath {
  /// `path` over `duration` seconds.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  public init(path: BezierPath, duration: Double) throws(TimingError) {
    try self.init(easing: path, duration: duration)
  }

  /// The path.
  public var path: BezierPath { easing }
}

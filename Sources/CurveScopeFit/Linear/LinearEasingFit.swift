public import CurveScopeTiming

/// A CSS `linear()` approximation of a timing with a given number of stops, and its accuracy.
public struct LinearEasingFit: Hashable, Sendable {
  /// The easing function (rounded stops, as printed).
  public var easing: LinearEasing
  /// `transition-duration`, in seconds (the target's duration).
  public var duration: Double
  /// Its error against the target on the fit's grid.
  public var accuracy: FitAccuracy

  /// Creates a record.
  public init(easing: LinearEasing, duration: Double, accuracy: FitAccuracy) {
    self.easing = easing
    self.duration = duration
    self.accuracy = accuracy
  }

  /// The number of stops.
  public var stopCount: Int { easing.stops.count }

  /// The fit as a timing function.
  /// - Throws: ``TimingError`` only for a duration the fitter never produces.
  public func timing() throws(TimingError) -> LinearEasingTiming {
    try LinearEasingTiming(easing: easing, duration: duration)
  }

  /// `transition-timing-function: linear(…); transition-duration: 500ms;`.
  public var css: String {
    let milliseconds = duration * 1000
    let text =
      abs(milliseconds - milliseconds.rounded()) < 1e-9
      ? "\(Int(milliseconds.rounded()))ms" : "\(LinearEasing.decimal(duration, places: 6))s"
    return "transition-timing-function: \(easing.cssText()); transition-duration: \(text);"
  }
}

/// How a trace shows that its numbers are not in the units the format requires (points, y
/// downward, milliseconds), or not all in the same ones.
///
/// The checks (the Traces article): a `units` member that says pixels; an edge whose values
/// reach a display scale (1.5, 2, 2.625, 2.75, 3, 3.5 or 4, within 2 %) times the screen height
/// while the screen is in points; a CSV whose keyboard reaches more than
/// ``Trace/largestScreenPoints`` (no screen is that tall in points); frames whose median
/// interval is under 0.5 ms (times in seconds) or over 1000 ms (microseconds or nanoseconds).
public enum TraceUnitMismatch: Hashable, Sendable {
  /// The file's `units` member names pixels.
  case pixelsDeclared(String)
  /// An edge reaches `maximum`, `scale` times the screen height `screenHeight` (points): that
  /// edge looks like pixels.
  case edgeInPixels(TraceColumn, maximum: Double, screenHeight: Double, scale: Double)
  /// Both edges beyond a points screen: the keyboard at `keyboard`, `scale` times the screen
  /// height, the bar at `bar`: the whole trace looks like pixels.
  case allInPixels(keyboard: Double, bar: Double, screenHeight: Double, scale: Double)
  /// A CSV without a screen height whose keyboard reaches `maximum`: more than any screen in
  /// points.
  case screenInPixels(maximum: Double)
  /// Frames a median `intervalMilliseconds` apart, under 0.5 ms: times look like seconds.
  case timesInSeconds(intervalMilliseconds: Double)
  /// Frames a median `intervalMilliseconds` apart, over 1000 ms: times look like microseconds
  /// or nanoseconds.
  case timesTooFine(intervalMilliseconds: Double)

  /// The display scales an edge in pixels is recognised by.
  public static let displayScales = [1.5, 2, 2.625, 2.75, 3, 3.5, 4]

  /// The display scale `ratio` is within 2 % of, if any.
  public static func displayScale(near ratio: Double) -> Double? {
    displayScales.first { abs(ratio / $0 - 1) <= 0.02 }
  }
}

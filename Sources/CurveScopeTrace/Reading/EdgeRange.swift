/// The one range check of an edge's position (the keyboard's top, the bar's bottom), whatever
/// reader the edge came through (JSON, CSV, a measured recording): the checks every trace passes
/// ask here.
///
/// On a screen `screenHeight` points tall (y downward) an edge lies between its top and its
/// bottom, with ``Trace/screenSlackPoints`` of noise either way: a hidden keyboard's top is the
/// screen height, a bar rests at most at the screen's bottom. A bar bottom of 1e9 pt or −500 pt
/// is no recording of a screen, and a measure of it (an overlap of 1e9 pt) would be wrong
/// however sure it looked.
public enum EdgeRange {
  /// The positions, in points, an edge may take on a screen `screenHeight` points tall.
  public static func range(screenHeight: Double) -> ClosedRange<Double> {
    -Trace.screenSlackPoints...(screenHeight + Trace.screenSlackPoints)
  }

  /// Whether an edge at `value` points lies on a screen `screenHeight` points tall (`false`
  /// for NaN and infinities).
  public static func contains(_ value: Double, screenHeight: Double) -> Bool {
    range(screenHeight: screenHeight).contains(value)
  }
}

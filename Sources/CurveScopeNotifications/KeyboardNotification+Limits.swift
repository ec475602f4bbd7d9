public import CurveScopeSupport

extension KeyboardNotification {
  /// The coordinates a frame, bounds or centre may take, in points: ±100 000, far beyond any
  /// screen, as scenario files allow. A dump value outside is an error naming its line.
  public static let coordinateRange = NumberRange.closed(-100_000, 100_000)
}

/// A stretch of a trace where the keyboard's top edge stays put (within the detector's
/// threshold) for at least ``KeyboardMotionDetector/minimumRestMilliseconds``.
public struct KeyboardRest: Hashable, Sendable {
  /// The first frame of the rest (an index into ``Trace/frames``).
  public var firstIndex: Int
  /// The last frame of the rest.
  public var lastIndex: Int
  /// Where the keyboard's top edge rests: the median of the frames' values, in screen points.
  public var level: Double
}

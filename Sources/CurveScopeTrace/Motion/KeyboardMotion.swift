/// One move of the keyboard between two rests, as found in a recording: where it starts and
/// ends, and whether the recording saw its start and end.
///
/// A motion may hold several animations (a third-party keyboard that changes height while
/// rising); the matcher fits them.
public struct KeyboardMotion: Hashable, Sendable {
  /// The last frame at rest before the keyboard moves, or the trace's first frame where the
  /// keyboard was seen when the recording starts mid-motion (an index into ``Trace/frames``).
  public var startIndex: Int
  /// The first frame at rest after the motion, or the last frame where the keyboard was seen
  /// when the recording ends mid-motion.
  public var endIndex: Int
  /// Where the keyboard rested before; `nil` when the recording starts mid-motion.
  public var fromLevel: Double?
  /// Where it rests after; `nil` when the recording ends mid-motion.
  public var toLevel: Double?
  /// Frames with a keyboard value strictly between the two rests.
  public var interiorFrameCount: Int

  /// Whether the keyboard changed level from one frame to the next, with no frame in between: a
  /// change made without animation (duration 0).
  public var isJump: Bool { interiorFrameCount == 0 && fromLevel != nil && toLevel != nil }

  /// Whether the recording saw the keyboard at rest before and after.
  public var isComplete: Bool { fromLevel != nil && toLevel != nil }
}

/// What the detector found in a whole recording: every frame's edges, what it learned, or why
/// it found no keyboard to measure.
public struct MotionDetection: Sendable {
  /// Why no keyboard was found.
  public enum Failure: Sendable, Hashable {
    /// Nothing at the bottom of the screen moves up or down over two frames or more (no
    /// keyboard shows or hides, or it never leaves its place).
    case noKeyboardMotion
    /// Motion, but the moving region never comes to rest (no resting state to learn from).
    case noRestingKeyboard
    /// The resting region's top edge could not be placed.
    case noKeyboardEdge
    /// What moves is too small to be a keyboard: `rows` tall where a keyboard is at least
    /// `minimum` (55 % of the width of a phone screen held upright, else 30 % of the screen's
    /// shorter side).
    case tooSmall(rows: Int, minimum: Int)
  }

  /// Every frame's edges, in order (empty edges when no keyboard was found).
  public var frames: [FrameEdges]
  /// What was learned, when a keyboard was found.
  public var model: MotionModel?
  /// Why not, otherwise.
  public var failure: Failure?
  /// How many rows at the bottom of the region examined no frame changes (within
  /// ``MotionEdgeTracker/stillTolerance`` levels), taken as below the screen (a plain
  /// margin or frame the screen was not found in); 0 when fewer than
  /// ``MotionEdgeTracker/stillRowsNeeded(pixelsPerPoint:)`` or half the region.
  public var stillBottomRows = 0
  /// How many rows at the top and at the bottom of the region examined no frame changes (within
  /// ``MotionEdgeTracker/stillTolerance`` levels), however few.
  public var stillRowsAtEnds = (top: 0, bottom: 0)

  /// Creates a result.
  public init(frames: [FrameEdges], model: MotionModel?, failure: Failure?) {
    self.frames = frames
    self.model = model
    self.failure = failure
  }
}

public import CurveScopeSupport

/// The motion between frames, for drawing: the keyboard's top edge, the bar's bottom edge and the
/// gap on a time grid finer than the frames (x in ms since the first notification, y in screen
/// points, or points of gap).
///
/// A simulation knows the motion at every instant and provides these; a recording does not, and
/// its figures join the recorded frames instead. The grid holds every frame instant, so that
/// frame markers sit on the lines.
public struct SeriesCurves: Hashable, Sendable {
  /// The keyboard's top edge, continuous.
  public var keyboardTop: [Point]
  /// The bar's bottom edge; a value held from one frame to the next when
  /// ``isBarHeldPerFrame``.
  public var barBottom: [Point]
  /// The gap, computed from the two edges as the frames' gap is.
  public var gap: [Point]
  /// Whether the bar (and so the gap) holds a value latched at each frame until the next (a
  /// display-link follower), to be drawn as steps.
  public var isBarHeldPerFrame: Bool

  /// Creates the curves.
  public init(
    keyboardTop: [Point], barBottom: [Point], gap: [Point], isBarHeldPerFrame: Bool
  ) {
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.gap = gap
    self.isBarHeldPerFrame = isBarHeldPerFrame
  }
}

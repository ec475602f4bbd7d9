public import CurveScopeChart
public import CurveScopeSupport

/// The drawing backend: a few primitives the painter turns a laid-out figure into.
///
/// Coordinates are figure points, y downward, origin top left. Cairo is one conformer; the
/// `RecordingRenderer` keeps the calls for tests. A conformer may throw when its backend fails
/// (Cairo's sticky error status), which stops the drawing.
public protocol Renderer: AnyObject {
  /// Saves the graphics state (clip) so `restore()` returns to it.
  func save() throws
  /// Restores the state saved by the matching `save()`.
  func restore() throws
  /// Saves the state and narrows the clip to `rect`; undone by `popClip()`.
  func pushClip(_ rect: Rect) throws
  /// Undoes the matching `pushClip(_:)`.
  func popClip() throws
  /// Fills a path (non-zero winding) with a colour.
  func fill(_ path: Path, color: Color) throws
  /// Strokes a path with a line style (round joins, butt caps).
  func stroke(_ path: Path, style: LineStyle) throws
  /// Fills a rectangle with a colour (a fast path for the common case).
  func fillRect(_ rect: Rect, color: Color) throws
  /// Draws one line of text at a point.
  func drawText(_ text: String, at point: Point, style: TextStyle) throws
}

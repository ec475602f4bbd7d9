/// The surface a figure is laid out for: its size in points, and how many device pixels a point
/// covers, which bounds how much data the layout keeps (``FigureLayoutEngine/pixelsPerPoint``).
public struct Canvas: Sendable, Equatable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double
  /// Device pixels per point: a PNG's scale; SVG and PDF, which have no pixels, keep the data of
  /// the PNG of the same options (their reduction is at an eighth of such a pixel, so an 8× zoom
  /// shows none).
  public var pixelsPerPoint: Double

  /// Creates a canvas (the default density is the standard PNG's, 2 pixels per point).
  public init(width: Double, height: Double, pixelsPerPoint: Double = 2) {
    self.width = width
    self.height = height
    self.pixelsPerPoint = pixelsPerPoint
  }
}

/// How figure PNGs are compressed: zlib level and the row filter (one fixed filter for all rows).
///
/// The defaults (level 1, filter `up`) write a chart several times faster than Cairo's own writer
/// (level 6 with adaptive filters), with the same pixels and a modestly larger file.
public struct PNGOptions: Sendable, Equatable {
  /// The PNG row filter (PNG specification §9).
  public enum Filter: String, Sendable, CaseIterable {
    /// No filter.
    case none
    /// Difference from the pixel to the left.
    case sub
    /// Difference from the pixel above.
    case up
    /// Difference from the mean of left and above.
    case average
    /// Paeth predictor.
    case paeth
    /// libpng chooses per row among all five (slow, Cairo's default).
    case adaptive
  }

  /// zlib compression level, 0 (store) ... 9 (smallest); clamped.
  public var compressionLevel: Int
  /// The row filter.
  public var filter: Filter
  /// Whether to use Cairo's own PNG writer (`cairo_surface_write_to_png_stream`, zlib level 6,
  /// adaptive filters) instead, ignoring the level and filter; for comparisons.
  public var usesCairoWriter: Bool

  /// Creates PNG options.
  public init(compressionLevel: Int = 1, filter: Filter = .up, usesCairoWriter: Bool = false) {
    self.compressionLevel = min(9, max(0, compressionLevel))
    self.filter = filter
    self.usesCairoWriter = usesCairoWriter
  }
}

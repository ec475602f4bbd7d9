/// How figure PNGs are compressed: zlib level and the row filter (one fixed filter for all rows).
///
/// The defaults (level 2, filter `none`) were measured on a two-panel 1600 × 1000 chart
/// (`curvescope-bench`): 9.6 ms and 150 KiB, against 12 ms / 168 KiB for `up`, 12.5 ms / 174 KiB
/// for `sub` and 44 ms / 146 KiB for Cairo's own writer (level 6, adaptive filters). Charts are
/// mostly runs of flat colour, which deflate compresses best unfiltered. Pixels are identical.
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

  /// The DEFLATE compressor inside the PNG.
  public enum Compressor: String, Sendable, CaseIterable {
    /// ISA-L's igzip at its level 1, the container written by CurveScope: on the gallery's
    /// figures about 6× faster than zlib's level 1 (CPU time) for files about 3 % larger, the
    /// same pixels. Rows filtered none, sub or up; another filter uses ``zlib``.
    case isal
    /// zlib at ``PNGOptions/compressionLevel`` through libpng.
    case zlib
  }

  /// zlib compression level, 0 (store) ... 9 (smallest); clamped. Used by ``Compressor/zlib``.
  public var compressionLevel: Int
  /// The row filter.
  public var filter: Filter
  /// The compressor (ISA-L unless asked otherwise).
  public var compressor: Compressor
  /// Whether to use Cairo's own PNG writer (`cairo_surface_write_to_png_stream`, zlib level 6,
  /// adaptive filters) instead, ignoring the level and filter; for comparisons.
  public var usesCairoWriter: Bool

  /// Creates PNG options.
  public init(
    compressionLevel: Int = 2, filter: Filter = .none, compressor: Compressor = .isal,
    usesCairoWriter: Bool = false
  ) {
    self.compressionLevel = min(9, max(0, compressionLevel))
    self.filter = filter
    self.compressor = compressor
    self.usesCairoWriter = usesCairoWriter
  }
}

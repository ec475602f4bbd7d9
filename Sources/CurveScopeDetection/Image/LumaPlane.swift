/// A borrowed view of an upright frame's luma plane: `height` rows of `width` samples whose
/// starts lie `rowStride` bytes apart (a decoder's padded rows, or packed rows of a
/// ``YCbCrImage``). It does not own the bytes: it is valid only inside the call that lends it,
/// so a detector can read a decoder's own frame without copying it.
public struct LumaPlane {
  /// The first sample of the top row.
  public let base: UnsafePointer<UInt8>
  /// Samples per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Bytes from the start of a row to the start of the next (at least `width` in magnitude;
  /// negative for planes stored bottom-up).
  public let rowStride: Int

  /// A view of `height` rows of `width` samples from `base`, rows `rowStride` bytes apart.
  /// - Precondition: `width` and `height` positive, `|rowStride| ≥ width`, and every row
  ///   readable for as long as the view is used.
  public init(base: UnsafePointer<UInt8>, width: Int, height: Int, rowStride: Int) {
    precondition(width > 0 && height > 0, "an empty luma plane")
    precondition(rowStride.magnitude >= width.magnitude, "rows overlap")
    self.base = base
    self.width = width
    self.height = height
    self.rowStride = rowStride
  }

  /// The start of row `row` (0 at the top).
  @inline(__always)
  func row(_ row: Int) -> UnsafePointer<UInt8> {
    base + row * rowStride
  }
}

extension YCbCrImage {
  /// Lends the luma plane to `body` as a ``LumaPlane`` (packed rows).
  /// - Precondition: the image has pixels (every image made by the public initialiser has).
  public func withLumaPlane<Result>(_ body: (LumaPlane) throws -> Result) rethrows -> Result {
    try luma.withUnsafeBufferPointer { samples in
      guard let base = samples.baseAddress, width > 0, height > 0, samples.count >= width * height
      else {
        // A YCbCrImage always has pixels; an empty plane cannot be lent.
        preconditionFailure("an image without luma samples")
      }
      return try body(LumaPlane(base: base, width: width, height: height, rowStride: width))
    }
  }
}

/// Turns a frame into its row profile: for every pixel row of a region, the mean luma of each
/// of a few vertical strips across it. It is the only pass over a frame's pixels; everything
/// the detector decides is read from these profiles.
///
/// Strips of about 1/16 of the width keep what moves vertically (key rows, a bar's edges, a
/// pill's rim) and average away what does not matter for a vertical position (letters, GIF
/// dithering, compression noise).
struct StripProfiler: Sendable {
  /// The region profiled, in upright frame pixels.
  let region: PixelRect
  /// The number of strips across the region.
  let strips: Int
  /// Column boundaries of the strips, absolute (`strips + 1` values, increasing).
  let bounds: [Int]

  /// The strips a region is cut into: 16, fewer for regions under 64 pixels wide (at least 4
  /// pixels a strip).
  static func stripCount(width: Int) -> Int {
    max(1, min(16, width / 4))
  }

  /// Creates a profiler for `region` (non-empty, inside the frames it will read).
  init(region: PixelRect) {
    self.region = region
    let count = Self.stripCount(width: region.width)
    strips = count
    bounds = (0...count).map { region.x + $0 * region.width / count }
  }

  /// The profile of `image`: `region.height × strips` means, row by row, rounded to whole levels
  /// (0 for the parts of the region a smaller frame does not cover).
  func profile(_ image: YCbCrImage) -> [UInt8] {
    guard image.width > 0, image.height > 0, image.luma.count >= image.width * image.height else {
      return [UInt8](repeating: 0, count: region.height * strips)
    }
    return image.withLumaPlane { profile($0) }
  }

  /// The profile of a lent luma plane, as ``profile(_:)-(YCbCrImage)`` computes it (rows read in
  /// place, whatever their stride).
  func profile(_ plane: LumaPlane) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: region.height * strips)
    let width = plane.width
    let rows = max(0, min(region.height, plane.height - region.y))
    // Each strip's columns in this frame, the divisor of its rounded mean and its tail's mask.
    let columns = (0..<strips).map { strip in
      let from = bounds[strip]
      let count = min(bounds[strip + 1], width) - from
      return (from: from, division: ExactDivision(by: count), tail: Self.tailMask(count: count))
    }
    out.withUnsafeMutableBufferPointer { target in
      for row in 0..<rows {
        let line = plane.row(region.y + row)
        for (strip, column) in columns.enumerated() {
          let count = column.division.divisor
          guard count > 0 else { continue }
          let sum = Self.sum(line + column.from, count: count, tailMask: column.tail)
          target[row * strips + strip] = UInt8(
            truncatingIfNeeded: column.division.quotient(sum + count / 2))
        }
      }
    }
    return out
  }

  /// The sum of `count` bytes, 16 at a time: whole blocks, then the last `count % 16` bytes as
  /// the end of a block that overlaps the one before, its first lanes masked off by `tailMask`
  /// (``tailMask(count:)``), so only a run shorter than 16 bytes is added byte by byte. Reads
  /// nothing outside the `count` bytes.
  @inline(__always)
  static func sum(_ start: UnsafePointer<UInt8>, count: Int, tailMask: SIMD16<UInt8>) -> Int {
    guard count >= 16 else {
      var total = 0
      for offset in 0..<max(0, count) { total &+= Int(start[offset]) }
      return total
    }
    var total = 0
    var offset = 0
    // 16 lanes of UInt16 hold 255 × 256 each: flush every 256 blocks.
    while offset + 16 <= count {
      var lanes = SIMD16<UInt16>(repeating: 0)
      var blocks = 0
      while offset + 16 <= count, blocks < 256 {
        let bytes = UnsafeRawPointer(start + offset).loadUnaligned(as: SIMD16<UInt8>.self)
        lanes &+= SIMD16<UInt16>(truncatingIfNeeded: bytes)
        offset &+= 16
        blocks &+= 1
      }
      // Summed as 32-bit lanes: 16 lanes of up to 65 280 overflow 16 bits.
      total &+= Int(SIMD16<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
    }
    if offset < count {
      // The block ending at the last byte; the mask drops the lanes summed already.
      let bytes = UnsafeRawPointer(start + (count - 16)).loadUnaligned(as: SIMD16<UInt8>.self)
      total &+= Int(SIMD16<UInt16>(truncatingIfNeeded: bytes & tailMask).wrappedSum())
    }
    return total
  }

  /// The sum of `count` bytes (``sum(_:count:tailMask:)`` with its mask made here).
  static func sum(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
    sum(start, count: count, tailMask: tailMask(count: count))
  }

  /// The mask of the last block of a run of `count` bytes: its last `count % 16` lanes kept
  /// (all 255), the others 0.
  static func tailMask(count: Int) -> SIMD16<UInt8> {
    let rest = ((count % 16) + 16) % 16
    var mask = SIMD16<UInt8>(repeating: 0)
    for lane in (16 - rest)..<16 where rest > 0 { mask[lane] = 255 }
    return mask
  }
}

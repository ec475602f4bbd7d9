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
    out.withUnsafeMutableBufferPointer { target in
      for row in 0..<rows {
        let line = plane.row(region.y + row)
        for strip in 0..<strips {
          let from = bounds[strip]
          let count = min(bounds[strip + 1], width) - from
          guard count > 0 else { continue }
          let sum = Self.sum(line + from, count: count)
          target[row * strips + strip] = UInt8(truncatingIfNeeded: (sum + count / 2) / count)
        }
      }
    }
    return out
  }

  /// The sum of `count` bytes, 16 at a time.
  static func sum(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
    var total = 0
    var offset = 0
    // 16 lanes of UInt16 hold 255 × 256 each: flush every 256 blocks.
    while offset + 16 <= count {
      var lanes = SIMD16<UInt16>(repeating: 0)
      var blocks = 0
      while offset + 16 <= count, blocks < 256 {
        let bytes = UnsafeRawPointer(start + offset).loadUnaligned(as: SIMD16<UInt8>.self)
        lanes &+= SIMD16<UInt16>(truncatingIfNeeded: bytes)
        offset += 16
        blocks += 1
      }
      total += Int(lanes.wrappedSum())
    }
    while offset < count {
      total += Int(start[offset])
      offset += 1
    }
    return total
  }
}

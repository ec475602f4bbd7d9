import CurveScopeDetection

/// Counts the colours of images (runs of equal pixels counted at once).
struct ColorHistogram {
  private(set) var counts: [UInt32: Int] = [:]

  /// Adds every pixel of an image.
  mutating func add(_ image: PixelImage) {
    image.bytes.withUnsafeBufferPointer { bytes in
      for y in 0..<image.height {
        var run: UInt32 = PixelKey.key(bytes, y * image.bytesPerRow, image.layout)
        var length = 0
        for x in 0..<image.width {
          let key = PixelKey.key(bytes, y * image.bytesPerRow + x * 4, image.layout)
          if key == run {
            length += 1
          } else {
            counts[run, default: 0] += length
            run = key
            length = 1
          }
        }
        counts[run, default: 0] += length
      }
    }
  }

  /// Colours with their counts, most frequent first (ties by colour value, so the order is
  /// deterministic).
  func sortedByCount() -> [(color: RGB8, count: Int)] {
    counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { (PixelKey.color($0.key), $0.value) }
  }
}

/// A pixel's colour as `0xRRGGBB`.
enum PixelKey {
  /// The key of the pixel at byte `offset`.
  @inline(__always)
  static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ layout: PixelImage.Layout)
    -> UInt32
  {
    switch layout {
    case .bgra:
      return UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 1]) << 8
        | UInt32(bytes[offset])
    case .rgba:
      return UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8
        | UInt32(bytes[offset + 2])
    }
  }

  /// The colour of a key.
  static func color(_ key: UInt32) -> RGB8 { RGB8(hex: key) }
}

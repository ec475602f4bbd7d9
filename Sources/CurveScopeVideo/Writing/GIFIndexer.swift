import CurveScopeDetection

/// Maps pixels to palette indices: exact colours by lookup, others to the nearest palette
/// colour (squared RGB distance), remembered for the next time they appear.
struct GIFIndexer {
  let palette: GIFPalette
  private var known: [UInt32: UInt8] = [:]

  init(palette: GIFPalette) {
    self.palette = palette
    for (index, color) in palette.colors.enumerated() {
      let key = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
      known[key] = UInt8(index)
    }
  }

  /// Writes the palette index of every pixel of `image` into `indices` (width × height).
  mutating func index(_ image: PixelImage, into indices: inout [UInt8]) {
    let width = image.width
    image.bytes.withUnsafeBufferPointer { bytes in
      indices.withUnsafeMutableBufferPointer { output in
        var lastKey: UInt32 = .max
        var lastIndex: UInt8 = 0
        for y in 0..<image.height {
          let row = y * image.bytesPerRow
          for x in 0..<width {
            let key = PixelKey.key(bytes, row + x * 4, image.layout)
            if key != lastKey {
              lastKey = key
              lastIndex = lookup(key)
            }
            output[y * width + x] = lastIndex
          }
        }
      }
    }
  }

  private mutating func lookup(_ key: UInt32) -> UInt8 {
    if let index = known[key] { return index }
    let r = Int(key >> 16 & 0xFF)
    let g = Int(key >> 8 & 0xFF)
    let b = Int(key & 0xFF)
    var best = 0
    var bestDistance = Int.max
    for (index, color) in palette.colors.enumerated() {
      let dr = Int(color.red) - r
      let dg = Int(color.green) - g
      let db = Int(color.blue) - b
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance {
        bestDistance = distance
        best = index
      }
    }
    let index = UInt8(best)
    known[key] = index
    return index
  }
}

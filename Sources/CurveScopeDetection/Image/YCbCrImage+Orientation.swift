extension YCbCrImage {
  /// The image turned clockwise by `quarterTurns` × 90° after an optional horizontal mirror:
  /// what a player shows for a stream whose display matrix says so.
  package func oriented(clockwiseQuarterTurns quarterTurns: Int, mirrored: Bool) -> YCbCrImage {
    let turns = ((quarterTurns % 4) + 4) % 4
    guard turns != 0 || mirrored else { return self }
    let (newWidth, newHeight) = turns % 2 == 0 ? (width, height) : (height, width)
    let chroma = (width: chromaWidth, height: chromaHeight)
    return YCbCrImage(
      unchecked: newWidth, height: newHeight,
      luma: Self.orient(luma, width: width, height: height, turns: turns, mirrored: mirrored),
      blueDifference: Self.orient(
        blueDifference, width: chroma.width, height: chroma.height, turns: turns,
        mirrored: mirrored),
      redDifference: Self.orient(
        redDifference, width: chroma.width, height: chroma.height, turns: turns,
        mirrored: mirrored),
      matrix: matrix, isFullRange: isFullRange)
  }

  /// One plane mirrored (x → w−1−x) then turned clockwise.
  private static func orient(
    _ plane: [UInt8], width: Int, height: Int, turns: Int, mirrored: Bool
  ) -> [UInt8] {
    let (newWidth, newHeight) = turns % 2 == 0 ? (width, height) : (height, width)
    return [UInt8](unsafeUninitializedCapacity: plane.count) { output, count in
      plane.withUnsafeBufferPointer { input in
        for y in 0..<newHeight {
          for x in 0..<newWidth {
            // The source pixel of output (x, y) for a clockwise turn.
            var (sx, sy): (Int, Int)
            switch turns {
            case 1: (sx, sy) = (y, height - 1 - x)
            case 2: (sx, sy) = (width - 1 - x, height - 1 - y)
            case 3: (sx, sy) = (width - 1 - y, x)
            default: (sx, sy) = (x, y)
            }
            if mirrored { sx = width - 1 - sx }
            output[y * newWidth + x] = input[sy * width + sx]
          }
        }
      }
      count = plane.count
    }
  }
}

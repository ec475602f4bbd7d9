import Foundation

/// Writes a rotation into an MP4's track header matrix (ISO/IEC 14496-12 §8.3.2 `tkhd`), as an
/// iPhone or a camera does: FFmpeg 5.1's muxer no longer writes the `rotate` tag, so rotated
/// test files are made by patching the matrix of a file ffmpeg wrote.
enum MP4Rotation {
  /// Sets the first video track header's matrix to a clockwise rotation of `degrees`
  /// (0, 90, 180, 270) for display.
  static func rotate(_ path: String, clockwiseDegrees degrees: Int) throws {
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let tkhd = data.range(of: Data("tkhd".utf8)) else {
      throw ToolFailure(message: "\(path): no tkhd box")
    }
    let version = data[tkhd.upperBound]
    // After the type: version+flags 4, times 8 or 16, track id 4, reserved 4, duration 4 or 8,
    // reserved 8, layer 2, group 2, volume 2, reserved 2, then the 3×3 matrix.
    let matrixOffset = tkhd.upperBound + 4 + (version == 1 ? 32 : 20) + 16
    let one: Int32 = 0x0001_0000
    let (a, b, c, d): (Int32, Int32, Int32, Int32)
    switch degrees {
    case 90: (a, b, c, d) = (0, one, -one, 0)
    case 180: (a, b, c, d) = (-one, 0, 0, -one)
    case 270: (a, b, c, d) = (0, -one, one, 0)
    default: (a, b, c, d) = (one, 0, 0, one)
    }
    let matrix: [Int32] = [a, b, 0, c, d, 0, 0, 0, 0x4000_0000]
    for (index, value) in matrix.enumerated() {
      let bytes = withUnsafeBytes(of: value.bigEndian) { Array($0) }
      data.replaceSubrange(
        (matrixOffset + index * 4)..<(matrixOffset + index * 4 + 4), with: bytes)
    }
    try data.write(to: URL(fileURLWithPath: path))
  }
}

import CFFmpeg

/// Converts decoded frames of another pixel format (4:2:2, 4:4:4, 10-bit, NV12, RGB) into
/// 8-bit 4:2:0 planes, and copies planes out of frames.
final class FrameConverter {
  let sourceFormat: AVPixelFormat
  private let scaler: ScaleContext
  private let output: Frame

  init(width: Int32, height: Int32, from format: AVPixelFormat) throws(FFmpegError) {
    sourceFormat = format
    scaler = try ScaleContext(
      from: (width, height, format), to: (width, height, AV_PIX_FMT_YUV420P))
    output = try Frame(format: AV_PIX_FMT_YUV420P, width: width, height: height)
  }

  /// Converts `frame`; the result is valid until the next call.
  func convert(_ frame: Frame) throws(FFmpegError) -> Frame {
    try output.makeWritable()
    try scaler.scale(frame, into: output)
    return output
  }

  /// The three planes of an 8-bit 4:2:0 frame, rows packed.
  static func copyPlanes(of frame: Frame, matrix: YCbCrMatrix, fullRange: Bool) -> YCbCrImage {
    let width = frame.width
    let height = frame.height
    let chromaWidth = (width + 1) / 2
    let chromaHeight = (height + 1) / 2
    let planes = withPlanes(of: frame.handle) { data, strides in
      (
        copy(data[0], stride: Int(strides[0]), width: width, height: height),
        copy(data[1], stride: Int(strides[1]), width: chromaWidth, height: chromaHeight),
        copy(data[2], stride: Int(strides[2]), width: chromaWidth, height: chromaHeight)
      )
    }
    return YCbCrImage(
      unchecked: width, height: height, luma: planes.0, blueDifference: planes.1,
      redDifference: planes.2, matrix: matrix, isFullRange: fullRange)
  }

  /// `height` rows of `width` bytes, `stride` apart (negative for bottom-up frames).
  private static func copy(
    _ source: UnsafeMutablePointer<UInt8>?, stride: Int, width: Int, height: Int
  ) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
      if let source, let target = buffer.baseAddress {
        for row in 0..<height {
          (target + row * width).update(from: source + row * stride, count: width)
        }
        count = width * height
      } else {
        buffer.initialize(repeating: 128)
        count = width * height
      }
    }
  }
}

import CFFmpeg
import CurveScopeDetection

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

  /// The three planes of an 8-bit 4:2:0 frame, rows packed, written into `recycled`'s
  /// storage when it has the right size and no other owner (no allocation, no page faults).
  /// With `neutralChroma` (a plane of the chroma size) only the luma is copied and both chroma
  /// planes are that plane.
  static func copyPlanes(
    of frame: Frame, matrix: YCbCrMatrix, fullRange: Bool, neutralChroma: [UInt8]? = nil,
    recycling recycled: inout YCbCrImage?
  ) -> YCbCrImage {
    let width = frame.width
    let height = frame.height
    let chromaWidth = (width + 1) / 2
    let chromaHeight = (height + 1) / 2
    var luma: [UInt8] = []
    var blue: [UInt8] = []
    var red: [UInt8] = []
    if var image = recycled, image.width == width, image.height == height {
      recycled = nil  // `image` now holds the only reference: its storage is reused in place
      swap(&luma, &image.luma)
      swap(&blue, &image.blueDifference)
      swap(&red, &image.redDifference)
    }
    withPlanes(of: frame.handle) { data, strides in
      copy(data[0], stride: Int(strides[0]), width: width, height: height, into: &luma)
      if let neutralChroma, neutralChroma.count == chromaWidth * chromaHeight {
        blue = neutralChroma
        red = neutralChroma
        return
      }
      copy(data[1], stride: Int(strides[1]), width: chromaWidth, height: chromaHeight, into: &blue)
      copy(data[2], stride: Int(strides[2]), width: chromaWidth, height: chromaHeight, into: &red)
    }
    return YCbCrImage(
      unchecked: width, height: height, luma: luma, blueDifference: blue, redDifference: red,
      matrix: matrix, isFullRange: fullRange)
  }

  /// `height` rows of `width` bytes, `stride` apart (negative for bottom-up frames), into
  /// `plane` (reused when it already holds `width × height` bytes).
  private static func copy(
    _ source: UnsafeMutablePointer<UInt8>?, stride: Int, width: Int, height: Int,
    into plane: inout [UInt8]
  ) {
    if plane.count != width * height {
      plane = [UInt8](unsafeUninitializedCapacity: width * height) { _, count in
        count = width * height
      }
    }
    plane.withUnsafeMutableBufferPointer { buffer in
      guard let target = buffer.baseAddress else { return }
      guard let source else {
        buffer.update(repeating: 128)
        return
      }
      for row in 0..<height {
        (target + row * width).update(from: source + row * stride, count: width)
      }
    }
  }
}

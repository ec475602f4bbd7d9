import CFFmpeg

/// Owns a libswscale `SwsContext` converting frames of one size and pixel format into another,
/// freed in `deinit`.
final class ScaleContext {
  let handle: OpaquePointer
  let source: (width: Int32, height: Int32, format: AVPixelFormat)
  let target: (width: Int32, height: Int32, format: AVPixelFormat)

  /// A converter from one size and format to another (bilinear where sizes differ).
  init(
    from source: (width: Int32, height: Int32, format: AVPixelFormat),
    to target: (width: Int32, height: Int32, format: AVPixelFormat)
  ) throws(FFmpegError) {
    guard
      let context = sws_getContext(
        source.width, source.height, source.format, target.width, target.height, target.format,
        SWS_BILINEAR | SWS_ACCURATE_RND, nil, nil, nil)
    else {
      throw FFmpegError(
        operation: "create scaler", code: 0,
        message:
          "libswscale cannot convert \(ScaleContext.name(source.format)) to "
          + "\(ScaleContext.name(target.format))")
    }
    handle = context
    self.source = source
    self.target = target
  }

  deinit {
    sws_freeContext(handle)
  }

  /// Sets the Y'CbCr matrix and ranges used between RGB and Y'CbCr (`SWS_CS_ITU709`, …;
  /// full range true for RGB and JPEG-range Y'CbCr).
  func setColorspace(
    sourceMatrix: Int32, sourceFullRange: Bool, targetMatrix: Int32, targetFullRange: Bool
  ) throws(FFmpegError) {
    let status = sws_setColorspaceDetails(
      handle, sws_getCoefficients(sourceMatrix), sourceFullRange ? 1 : 0,
      sws_getCoefficients(targetMatrix), targetFullRange ? 1 : 0, 0, 1 << 16, 1 << 16)
    guard status >= 0 else {
      throw FFmpegError(
        operation: "set scaler colour space", code: Int(status),
        message: "libswscale does not support this conversion's colour details")
    }
  }

  /// Converts `input` into `output`, whose buffers must already be allocated.
  func scale(_ input: Frame, into output: Frame) throws(FFmpegError) {
    let rows = withPlanes(of: input.handle) { sourceData, sourceStrides in
      withPlanes(of: output.handle) { targetData, targetStrides in
        sws_scale(
          handle,
          UnsafePointer(sourceData).withMemoryRebound(
            to: UnsafePointer<UInt8>?.self, capacity: 8
          ) { $0 }, sourceStrides, 0, source.height, targetData, targetStrides)
      }
    }
    guard rows > 0 else {
      throw FFmpegError(
        operation: "convert pixels", code: Int(rows), message: "libswscale produced no rows")
    }
  }

  /// `AVPixelFormat`'s name (`yuv420p`).
  static func name(_ format: AVPixelFormat) -> String {
    av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "format \(format.rawValue)"
  }
}

/// Calls `body` with a frame's eight plane pointers and strides as C arrays.
func withPlanes<Result>(
  of frame: UnsafeMutablePointer<AVFrame>,
  _ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int32>) ->
    Result
) -> Result {
  withUnsafeMutablePointer(to: &frame.pointee.data) { data in
    withUnsafeMutablePointer(to: &frame.pointee.linesize) { strides in
      data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
        strides.withMemoryRebound(to: Int32.self, capacity: 8) { body(planes, $0) }
      }
    }
  }
}

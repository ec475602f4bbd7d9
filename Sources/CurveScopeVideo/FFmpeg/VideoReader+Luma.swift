import CFFmpeg
import CFFmpegShim
public import CurveScopeDetection

extension VideoReader {
  /// Decodes the next frame and lends its upright luma plane to `body`, then returns the frame's
  /// timing; `nil` after the last one. The plane is valid only inside `body`.
  ///
  /// An upright 8-bit 4:2:0 frame (what H.264 and HEVC decoders give) is lent in place, the
  /// decoder's own padded rows, with no copy; a frame of another format is lent from the
  /// converter's output, and a turned or mirrored one from an upright copy. The samples are
  /// those ``readFrame(into:)`` would give.
  ///
  /// ```swift
  /// while let timing = try reader.readFrame(lendingLuma: { tracker.add(luma: $0) }) { … }
  /// ```
  /// - Throws: as ``nextFrame()``.
  public func readFrame(lendingLuma body: (LumaPlane) -> Void) throws(VideoReadError)
    -> VideoFrameTiming?
  {
    guard try decodeNext() else { return nil }
    do {
      let timing = try admit()
      try lendLuma(body)
      finish(timing)
      return timing
    } catch {
      isFinished = true
      throw error
    }
  }

  /// Lends the decoded `frame`'s upright luma to `body`: in place when the frame (or its
  /// conversion) is upright and has its luma, else from a copy.
  private func lendLuma(_ body: (LumaPlane) -> Void) throws(VideoReadError) {
    if info.clockwiseQuarterTurns == 0, !info.isMirrored {
      let format = frame.pixelFormat
      let source: Frame
      if format == AV_PIX_FMT_YUV420P || format == AV_PIX_FMT_YUVJ420P {
        source = frame
      } else {
        do {
          source = try makeConverter(for: format).convert(frame)
        } catch {
          throw VideoReadError(path: path, cause: .ffmpeg(error))
        }
      }
      let width = source.width
      let height = source.height
      let lent: Bool = withPlanes(of: source.handle) { data, strides in
        let stride = Int(strides[0])
        guard let base = data[0], width > 0, height > 0, stride.magnitude >= width.magnitude
        else { return false }
        body(LumaPlane(base: base, width: width, height: height, rowStride: stride))
        return true
      }
      if lent { return }
    }
    var recycled = lendingScratch
    lendingScratch = nil
    let image = try uprightImage(recycling: &recycled)
    image.withLumaPlane(body)
    lendingScratch = image
  }
}

import CFFmpeg
import CFFmpegShim
import CurveScopeDetection

extension VideoReader {
  /// Turns the decoded `frame` into a ``VideoFrame``: checks, timestamp, copy, orientation.
  func deliver(recycling recycled: inout YCbCrImage?) throws(VideoReadError) -> VideoFrame {
    let timing = try admit()
    let image = try uprightImage(recycling: &recycled)
    finish(timing)
    return VideoFrame(
      index: timing.index, timeMilliseconds: timing.timeMilliseconds,
      presentationMilliseconds: timing.presentationMilliseconds, image: image)
  }

  /// Checks the decoded `frame` (limits, damage, timestamp, size) and gives its timing.
  func admit() throws(VideoReadError) -> VideoFrameTiming {
    let index = decodedCount
    guard index < limits.maximumFrames else {
      throw VideoReadError(path: path, cause: .tooManyFrames(limit: limits.maximumFrames))
    }
    if frame.handle.pointee.decode_error_flags != 0 {
      throw truncated("the decoder concealed damaged data in frame \(index)")
    }
    var timestamp = frame.handle.pointee.best_effort_timestamp
    if timestamp == FFmpegStatus.noTimestamp { timestamp = frame.handle.pointee.pts }
    guard timestamp != FFmpegStatus.noTimestamp else {
      throw VideoReadError(path: path, cause: .missingTimestamp(frameIndex: index))
    }
    let timeBase = stream.pointee.time_base
    let secondsPerTick = timeBase.den > 0 ? Double(timeBase.num) / Double(timeBase.den) : 0
    let first = firstTimestamp ?? timestamp
    firstTimestamp = first
    let time = Double(timestamp - first) * secondsPerTick * 1000
    guard time / 1000 <= limits.maximumSeconds else {
      throw VideoReadError(
        path: path, cause: .tooLong(seconds: time / 1000, limit: limits.maximumSeconds))
    }
    guard frame.width == info.codedWidth, frame.height == info.codedHeight else {
      throw VideoReadError(
        path: path,
        cause: .frameChanged(
          frameIndex: index,
          detail:
            "size from \(info.codedWidth)×\(info.codedHeight) to \(frame.width)×\(frame.height)"))
    }
    return VideoFrameTiming(
      index: index, timeMilliseconds: time,
      presentationMilliseconds: Double(timestamp) * secondsPerTick * 1000)
  }

  /// The decoded `frame` copied out as 8-bit 4:2:0 planes and turned upright.
  func uprightImage(recycling recycled: inout YCbCrImage?) throws(VideoReadError) -> YCbCrImage {
    let image: YCbCrImage
    do {
      image = try planarImage(recycling: &recycled)
    } catch {
      throw VideoReadError(path: path, cause: .ffmpeg(error))
    }
    return image.oriented(
      clockwiseQuarterTurns: info.clockwiseQuarterTurns, mirrored: info.isMirrored)
  }

  /// Lets go of the decoded `frame` and counts it as delivered.
  func finish(_ timing: VideoFrameTiming) {
    frame.unreference()
    decodedCount += 1
    lastTimeMilliseconds = timing.timeMilliseconds
  }

  /// The truncation error after the frames decoded so far.
  func truncated(_ detail: String) -> VideoReadError {
    if decodedCount == 0, detail.contains("Invalid data") {
      return VideoReadError(path: path, cause: .notAVideo(detail: detail))
    }
    return VideoReadError(
      path: path,
      cause: .truncated(
        decodedFrames: decodedCount, lastTimeMilliseconds: lastTimeMilliseconds, detail: detail))
  }

  /// The decoded frame as 8-bit 4:2:0 planes, converted by libswscale when the decoder
  /// produced another format.
  private func planarImage(recycling recycled: inout YCbCrImage?) throws(FFmpegError)
    -> YCbCrImage
  {
    let format = frame.pixelFormat
    let colorRange = frame.handle.pointee.color_range
    let fullRange = format == AV_PIX_FMT_YUVJ420P || colorRange == AVCOL_RANGE_JPEG
    let matrix = Self.matrix(frame.handle.pointee.colorspace, height: frame.height)
    if format == AV_PIX_FMT_YUV420P || format == AV_PIX_FMT_YUVJ420P {
      return FrameConverter.copyPlanes(
        of: frame, matrix: matrix, fullRange: fullRange, neutralChroma: neutralPlanes(),
        recycling: &recycled)
    }
    let converter = try makeConverter(for: format)
    let isRGB = Self.isRGB(format)
    let converted = try converter.convert(frame)
    return FrameConverter.copyPlanes(
      of: converted, matrix: isRGB ? .bt601 : matrix, fullRange: isRGB ? false : fullRange,
      neutralChroma: neutralPlanes(), recycling: &recycled)
  }

  /// When chroma is not read: one plane of 128s of the frame's chroma size, made once and
  /// shared (never written, so never copied); else `nil`.
  private func neutralPlanes() -> [UInt8]? {
    guard !readsChroma else { return nil }
    let count = ((frame.width + 1) / 2) * ((frame.height + 1) / 2)
    if neutralChroma.count != count { neutralChroma = [UInt8](repeating: 128, count: count) }
    return neutralChroma
  }

  func makeConverter(for format: AVPixelFormat) throws(FFmpegError) -> FrameConverter {
    if let converter, converter.sourceFormat == format { return converter }
    let made = try FrameConverter(
      width: Int32(frame.width), height: Int32(frame.height), from: format)
    converter = made
    return made
  }

  /// BT.709 when the stream says so, BT.601 for BT.470BG / SMPTE 170M, and for unlabelled
  /// streams BT.709 from 720 rows up (what players assume), else BT.601.
  static func matrix(_ space: AVColorSpace, height: Int) -> YCbCrMatrix {
    switch space {
    case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M: return .bt601
    case AVCOL_SPC_UNSPECIFIED, AVCOL_SPC_RESERVED: return height >= 720 ? .bt709 : .bt601
    default: return .bt709
    }
  }

  static func isRGB(_ format: AVPixelFormat) -> Bool {
    guard let descriptor = av_pix_fmt_desc_get(format) else { return false }
    return descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) != 0
  }
}

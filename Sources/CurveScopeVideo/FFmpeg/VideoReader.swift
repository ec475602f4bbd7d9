import CFFmpeg
import CFFmpegShim
import CurveScopeDetection

/// Reads a screen recording (MP4, MOV, or anything FFmpeg demuxes) one upright frame at a time.
///
/// Every frame is decoded and delivered with its own presentation time: the frame's
/// best-effort timestamp in the stream's time base, so variable-frame-rate recordings (what an
/// iPhone writes) keep their real timing. Frames are turned upright by the display matrix (or
/// the legacy `rotate` tag). Memory stays bounded: one frame at a time plus the decoder's own
/// buffers. Limits (file size, resolution, duration, frame count) are checked from the header
/// before any frame is decoded, and again while decoding.
///
/// ```swift
/// let reader = try VideoReader(path: "recording.mp4")
/// while let frame = try reader.nextFrame() { … frame.timeMilliseconds, frame.image … }
/// ```
public final class VideoReader {
  /// The path, as given.
  public let path: String
  /// What the header says.
  public let info: VideoInfo
  /// The limits in force.
  public let limits: VideoLimits
  /// Whether frames carry their colour. When false, only the luma plane is copied out of each
  /// decoded frame and both chroma planes read as neutral grey (128): for readers that look at
  /// brightness alone, such as `measure`'s row profiles, it saves a third of the copying. True
  /// by default.
  public var readsChroma = true

  let input: InputFormatContext
  let decoder: CodecContext
  let stream: UnsafeMutablePointer<AVStream>
  let packet: Packet
  let frame: Frame
  var converter: FrameConverter?
  /// The neutral chroma planes shared by every frame when ``readsChroma`` is false.
  var neutralChroma: [UInt8] = []
  /// The copy ``readFrame(lendingLuma:)`` lends from when a frame cannot be lent in place
  /// (kept to reuse its storage).
  var lendingScratch: YCbCrImage?
  var decodedCount = 0
  var firstTimestamp: Int64?
  var lastTimeMilliseconds: Double?
  var isDraining = false
  var isFinished = false

  /// Opens a recording and checks its header against `limits`.
  /// - Throws: ``VideoReadError`` for a missing or unreadable file, a file FFmpeg does not
  ///   recognise, no video stream, an unsupported codec, an out-of-bounds resolution, duration
  ///   or rotation.
  public init(path: String, limits: VideoLimits = .standard) throws(VideoReadError) {
    self.path = path
    self.limits = limits
    FFmpegLog.silence()
    _ = try RecordingFile.check(path, limit: limits.maximumFileBytes)
    do {
      input = try InputFormatContext(path: path, probeBytes: 5_000_000)
    } catch {
      throw VideoReadError(path: path, cause: .notAVideo(detail: error.message))
    }
    stream = try Self.videoStream(of: input, path: path)
    let parameters = stream.pointee.codecpar.pointee
    let codecName = String(cString: avcodec_get_name(parameters.codec_id))
    guard let codec = avcodec_find_decoder(parameters.codec_id) else {
      throw VideoReadError(path: path, cause: .unsupportedCodec(name: codecName))
    }
    let width = Int(parameters.width)
    let height = Int(parameters.height)
    guard width > 0, height > 0, width <= limits.maximumSide, height <= limits.maximumSide,
      width * height <= limits.maximumPixels
    else {
      throw VideoReadError(
        path: path,
        cause: .resolutionOutOfBounds(
          width: width, height: height, maximumSide: limits.maximumSide,
          maximumPixels: limits.maximumPixels))
    }
    let orientation = try Self.orientation(of: stream, path: path)
    let timeBase = stream.pointee.time_base
    var duration: Double? = nil
    if stream.pointee.duration != FFmpegStatus.noTimestamp, stream.pointee.duration > 0,
      timeBase.den > 0
    {
      duration = Double(stream.pointee.duration) * Double(timeBase.num) / Double(timeBase.den)
    } else {
      duration = input.durationSeconds
    }
    if let seconds = duration, seconds > limits.maximumSeconds {
      throw VideoReadError(
        path: path, cause: .tooLong(seconds: seconds, limit: limits.maximumSeconds))
    }
    let stated = stream.pointee.nb_frames > 0 ? Int(stream.pointee.nb_frames) : nil
    if let stated, stated > limits.maximumFrames {
      throw VideoReadError(path: path, cause: .tooManyFrames(limit: limits.maximumFrames))
    }
    let rate = stream.pointee.avg_frame_rate
    do {
      decoder = try CodecContext(codec: codec)
      try decoder.setParameters(from: stream.pointee.codecpar)
      decoder.handle.pointee.pkt_timebase = timeBase
      // FFmpeg checks its limit against the frame padded by 128 pixels each way (its
      // `av_image_check_size2`): the padded size of this stream, whose own size is checked
      // above, so that a frame within the limits is decoded and a larger one is still refused.
      decoder.handle.pointee.max_pixels = Int64(width + 128) * Int64(height + 128)
      decoder.handle.pointee.thread_count = 0
      try decoder.open()
      packet = try Packet()
      frame = try Frame()
    } catch {
      throw VideoReadError(path: path, cause: .ffmpeg(error))
    }
    let format = AVPixelFormat(rawValue: parameters.format)
    info = VideoInfo(
      container: input.formatName, codec: codecName,
      pixelFormat: parameters.format >= 0 ? ScaleContext.name(format) : "unknown",
      codedWidth: width, codedHeight: height,
      clockwiseQuarterTurns: orientation.quarterTurns, isMirrored: orientation.mirrored,
      durationMilliseconds: duration.map { $0 * 1000 }, statedFrameCount: stated,
      averageFramesPerSecond: rate.num > 0 && rate.den > 0
        ? Double(rate.num) / Double(rate.den) : nil)
  }

  /// Decodes the next frame; `nil` after the last one.
  /// - Throws: ``VideoReadError`` `.truncated` when reading or decoding fails part-way (with
  ///   the last good frame), `.zeroFrames` when the stream ends before any frame, limits.
  public func nextFrame() throws(VideoReadError) -> VideoFrame? {
    var nothing: YCbCrImage? = nil
    return try nextFrame(recycling: &nothing)
  }

  /// Decodes the next frame into `frame`'s pixel storage (no allocation when `frame` holds a
  /// frame of the same size that nothing else references); returns false after the last one.
  ///
  /// ```swift
  /// var frame: VideoFrame?
  /// while try reader.readFrame(into: &frame), let current = frame { … }
  /// ```
  public func readFrame(into frame: inout VideoFrame?) throws(VideoReadError) -> Bool {
    var recycled = frame?.image
    frame = nil
    frame = try nextFrame(recycling: &recycled)
    return frame != nil
  }

  private func nextFrame(recycling recycled: inout YCbCrImage?) throws(VideoReadError)
    -> VideoFrame?
  {
    guard try decodeNext() else { return nil }
    do {
      return try deliver(recycling: &recycled)
    } catch {
      isFinished = true
      throw error
    }
  }

  /// Decodes until `frame` holds the next frame (true) or the stream ended (false).
  func decodeNext() throws(VideoReadError) -> Bool {
    guard !isFinished else { return false }
    do {
      while true {
        switch try decoder.receive(into: frame) {
        case .ready:
          return true
        case .end:
          isFinished = true
          guard decodedCount > 0 else { throw VideoReadError(path: path, cause: .zeroFrames) }
          return false
        case .needsInput:
          try feedDecoder()
        }
      }
    } catch let error as VideoReadError {
      isFinished = true
      throw error
    } catch {
      isFinished = true
      throw truncated(error.message)
    }
  }

  /// Reads packets until one of the video stream went to the decoder (or the end began).
  private func feedDecoder() throws(FFmpegError) {
    guard !isDraining else {
      // Draining already began and the decoder still wants input: nothing more will come.
      _ = try decoder.send(nil as Packet?)
      return
    }
    while true {
      packet.unreference()
      guard try input.read(into: packet) else {
        isDraining = true
        _ = try decoder.send(nil as Packet?)
        return
      }
      guard packet.streamIndex == Int(stream.pointee.index) else { continue }
      if packet.isCorrupt {
        throw FFmpegError(
          operation: "read packet", code: 0, message: "the demuxer flagged a packet as corrupt")
      }
      _ = try decoder.send(packet)
      return
    }
  }
}

extension FFmpegError {
  /// `operation: message`, for the detail of a truncation.
  var detailText: String { "\(operation): \(message)" }
}

extension Error {
  /// The FFmpeg text of an FFmpeg error, else its description.
  fileprivate var message: String {
    (self as? FFmpegError)?.detailText ?? String(describing: self)
  }
}

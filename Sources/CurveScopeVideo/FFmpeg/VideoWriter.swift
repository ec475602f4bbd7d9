import CFFmpeg
public import CurveScopeDetection

/// Writes an H.264 MP4 from pixel images with the times they are shown at.
///
/// Frames may come at any times (constant or variable frame rate): each is stamped with its
/// own time at 1/90 000 s resolution, and the last frame lasts until the end time given to
/// ``finish(endMilliseconds:)``. Odd sizes are padded to even ones (4:2:0 needs them) by
/// repeating the last column or row. The file is written to a hidden temporary beside the
/// output and renamed into place by `finish`; a writer that fails or is dropped unfinished
/// leaves nothing under the output's name.
public final class VideoWriter {
  /// The output path, as given.
  public let path: String
  /// Width of the images appended, in pixels.
  public let width: Int
  /// Height of the images appended, in pixels.
  public let height: Int
  /// Width of the encoded video (width rounded up to even).
  public let encodedWidth: Int
  /// Height of the encoded video (height rounded up to even).
  public let encodedHeight: Int
  /// Frames appended so far.
  public private(set) var frameCount = 0

  let output: TemporaryOutput
  let muxer: OutputFormatContext
  let encoder: CodecContext
  let stream: UnsafeMutablePointer<AVStream>
  let packet: Packet
  /// Two Y'CbCr frames: one waiting for its duration, one being filled.
  let frames: [Frame]
  var scaler: ScaleContext?
  var scalerLayout: PixelImage.Layout?
  var pending: (frame: Frame, ticks: Int64, milliseconds: Double)?
  var durations: [Int64: Int64] = [:]
  var isClosed = false
  /// What libx264 printed itself during the last call into it (``EncoderLog``).
  var encoderLog = ""

  /// Ticks per second of the timestamps (90 kHz, MPEG's clock).
  static let ticksPerSecond: Int64 = 90_000

  /// Creates the writer and the temporary file.
  /// - Throws: ``VideoWriteError`` for a size outside 2…8192 px a side, a missing libx264, or
  ///   a temporary that cannot be created.
  public init(
    path: String, width: Int, height: Int, settings: VideoWriterSettings = .standard
  ) throws(VideoWriteError) {
    guard (1...8192).contains(width), (1...8192).contains(height), width * height <= 40_000_000
    else {
      throw VideoWriteError(
        path: path,
        cause: .invalidFrame(
          index: 0, detail: "size \(width)×\(height) is outside 1…8192 pixels a side, ≤ 40 MP"))
    }
    self.path = path
    self.width = width
    self.height = height
    encodedWidth = width + width % 2
    encodedHeight = height + height % 2
    FFmpegLog.silence()
    guard let codec = avcodec_find_encoder_by_name("libx264") else {
      throw VideoWriteError(path: path, cause: .encoderUnavailable(name: "libx264"))
    }
    output = try TemporaryOutput(path: path)
    var openLog = ""
    do {
      muxer = try OutputFormatContext(format: "mp4", path: output.temporaryPath)
      stream = try muxer.addStream()
      let codecContext = try CodecContext(codec: codec)
      encoder = codecContext
      try Self.configure(
        encoder, width: encodedWidth, height: encodedHeight, settings: settings,
        globalHeader: muxer.needsGlobalHeader)
      var options = [
        ("crf", String(max(0, min(51, settings.constantRateFactor)))),
        ("preset", settings.preset),
      ]
      if let tune = settings.tune { options.append(("tune", tune)) }
      if let bounded = X264MemoryPlan.parameters(pixels: encodedWidth * encodedHeight) {
        options.append(("x264-params", bounded))
      }
      let (opened, log) = EncoderLog.capturing { () throws(FFmpegError) in
        try codecContext.open(options: options)
      }
      openLog = log
      try opened.get()
      try encoder.copyParameters(to: stream.pointee.codecpar)
      stream.pointee.time_base = encoder.handle.pointee.time_base
      try muxer.open(path: output.temporaryPath, options: [("movflags", "+faststart")])
      packet = try Packet()
      frames = [
        try Frame(
          format: AV_PIX_FMT_YUV420P, width: Int32(encodedWidth), height: Int32(encodedHeight)),
        try Frame(
          format: AV_PIX_FMT_YUV420P, width: Int32(encodedWidth), height: Int32(encodedHeight)),
      ]
    } catch {
      output.discard()
      throw VideoWriteError(
        path: path,
        cause: Self.encoderCause(
          error, log: openLog, width: width + width % 2, height: height + height % 2))
    }
  }

  deinit {
    if !isClosed {
      try? muxer.closeFile()
      output.discard()
    }
  }

  /// Appends a frame shown from `timeMilliseconds` (after the previous frame's time) until the
  /// next frame's.
  /// - Throws: ``VideoWriteError`` for a size other than the writer's, a time that is not
  ///   finite, negative or not after the previous one, or an encoder failure (the temporary is
  ///   then removed and the writer closed).
  public func append(_ image: PixelImage, timeMilliseconds: Double) throws(VideoWriteError) {
    guard !isClosed else { throw VideoWriteError(path: path, cause: .finished) }
    try FrameAdmission.checkSize(
      image, index: frameCount, width: width, height: height, container: "video", path: path)
    let ticks = try ticks(for: timeMilliseconds, index: frameCount)
    do {
      let frame = frames[frameCount % 2]
      try frame.makeWritable()
      try convert(image, into: frame)
      if let pending {
        durations[pending.ticks] = ticks - pending.ticks
        try encode(pending.frame, ticks: pending.ticks)
      }
      pending = (frame, ticks, timeMilliseconds)
      frameCount += 1
    } catch {
      close()
      throw VideoWriteError(
        path: path,
        cause: Self.encoderCause(
          error, log: encoderLog, width: encodedWidth, height: encodedHeight))
    }
  }

  /// Encodes the last frame so that it lasts until `endMilliseconds` (default: one nominal
  /// frame after it), writes the MP4's index and renames the file into place.
  public func finish(endMilliseconds: Double? = nil) throws(VideoWriteError) {
    guard !isClosed else { throw VideoWriteError(path: path, cause: .finished) }
    guard let pending else {
      close()
      throw VideoWriteError(path: path, cause: .noFrames)
    }
    let nominal = Self.ticksPerSecond / Int64(max(1, encoder.handle.pointee.framerate.num))
    var end = pending.ticks + nominal
    if let endMilliseconds {
      end = try ticks(for: endMilliseconds, index: frameCount)
    }
    do {
      durations[pending.ticks] = end - pending.ticks
      try encode(pending.frame, ticks: pending.ticks)
      try encode(nil, ticks: 0)
      try muxer.finish()
    } catch {
      close()
      throw VideoWriteError(
        path: path,
        cause: Self.encoderCause(
          error, log: encoderLog, width: encodedWidth, height: encodedHeight))
    }
    isClosed = true
    try output.commit()
  }

  /// The cause of an FFmpeg failure: a generic or out-of-memory failure of the encoder is named
  /// as such, with what libx264 printed; anything else is FFmpeg's own.
  static func encoderCause(_ error: FFmpegError, log: String, width: Int, height: Int)
    -> VideoWriteError.Cause
  {
    guard error.code == Int(FFmpegStatus.external) || error.code == Int(FFmpegStatus.noMemory)
    else { return .ffmpeg(error) }
    let prefix = "x264 [error]: "
    return .encoderFailed(
      encoder: "libx264", width: width, height: height,
      detail: log.hasPrefix(prefix) ? String(log.dropFirst(prefix.count)) : log)
  }

  /// Closes the file and removes the temporary.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    try? muxer.closeFile()
    output.discard()
  }
}

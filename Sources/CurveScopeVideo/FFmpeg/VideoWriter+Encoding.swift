import CFFmpeg
import CurveScopeDetection

extension VideoWriter {
  /// Sets libx264's size, format, clock and colour description.
  static func configure(
    _ encoder: CodecContext, width: Int, height: Int, settings: VideoWriterSettings,
    globalHeader: Bool
  ) throws(FFmpegError) {
    let context = encoder.handle
    context.pointee.width = Int32(width)
    context.pointee.height = Int32(height)
    context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
    context.pointee.time_base = AVRational(num: 1, den: Int32(ticksPerSecond))
    context.pointee.framerate = AVRational(
      num: Int32(max(1, min(1000, settings.framesPerSecond))), den: 1)
    context.pointee.color_range = AVCOL_RANGE_MPEG
    context.pointee.colorspace = AVCOL_SPC_BT709
    context.pointee.color_primaries = AVCOL_PRI_BT709
    context.pointee.color_trc = AVCOL_TRC_BT709
    context.pointee.thread_count = 0
    if globalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
  }

  /// The 90 kHz tick of a time, checked to be in range and to come after the pending frame's.
  func ticks(for milliseconds: Double, index: Int) throws(VideoWriteError) -> Int64 {
    try FrameAdmission.checkTime(milliseconds, index: index, path: path)
    let ticks = Int64((milliseconds * Double(Self.ticksPerSecond) / 1000).rounded())
    if let pending, ticks <= pending.ticks {
      throw VideoWriteError(
        path: path,
        cause: .timestampsNotIncreasing(
          index: index, milliseconds: milliseconds, previousMilliseconds: pending.milliseconds))
    }
    return ticks
  }

  /// Converts an image into a 4:2:0 frame (BT.709, limited range), padding odd sides.
  func convert(_ image: PixelImage, into frame: Frame) throws(FFmpegError) {
    if scaler == nil || scalerLayout != image.layout {
      let format = image.layout == .bgra ? AV_PIX_FMT_BGRA : AV_PIX_FMT_RGBA
      let made = try ScaleContext(
        from: (Int32(width), Int32(height), format),
        to: (Int32(width), Int32(height), AV_PIX_FMT_YUV420P))
      try made.setColorspace(
        sourceMatrix: SWS_CS_ITU709, sourceFullRange: true, targetMatrix: SWS_CS_ITU709,
        targetFullRange: false)
      scaler = made
      scalerLayout = image.layout
    }
    guard let scaler else { return }
    let rows = image.bytes.withUnsafeBufferPointer { bytes -> Int32 in
      var source: [UnsafePointer<UInt8>?] = [bytes.baseAddress, nil, nil, nil]
      var strides: [Int32] = [Int32(image.bytesPerRow), 0, 0, 0]
      return withPlanes(of: frame.handle) { planes, frameStrides in
        sws_scale(scaler.handle, &source, &strides, 0, Int32(height), planes, frameStrides)
      }
    }
    guard rows > 0 else {
      throw FFmpegError(operation: "convert pixels", code: Int(rows), message: "no rows")
    }
    padLuma(of: frame)
  }

  /// Repeats the last luma column and row into the padding of an odd-sized image.
  private func padLuma(of frame: Frame) {
    guard width != encodedWidth || height != encodedHeight else { return }
    withPlanes(of: frame.handle) { planes, strides in
      guard let luma = planes[0] else { return }
      let stride = Int(strides[0])
      if width != encodedWidth {
        for row in 0..<height { luma[row * stride + width] = luma[row * stride + width - 1] }
      }
      if height != encodedHeight {
        (luma + height * stride).update(from: luma + (height - 1) * stride, count: encodedWidth)
      }
    }
  }

  /// Sends a frame (or `nil` to drain) and writes every packet the encoder hands out, with what
  /// libx264 prints itself caught (``EncoderLog``).
  func encode(_ frame: Frame?, ticks: Int64) throws(FFmpegError) {
    let (result, log) = EncoderLog.capturing { () throws(FFmpegError) in
      try encodeUncaught(frame, ticks: ticks)
    }
    if !log.isEmpty { encoderLog = log }
    try result.get()
  }

  private func encodeUncaught(_ frame: Frame?, ticks: Int64) throws(FFmpegError) {
    if let frame {
      frame.handle.pointee.pts = ticks
      frame.handle.pointee.pkt_duration = durations[ticks] ?? 0
    }
    try encoder.send(frame)
    while true {
      packet.unreference()
      switch try encoder.receive(into: packet) {
      case .ready:
        let pts = packet.handle.pointee.pts
        if let duration = durations.removeValue(forKey: pts) {
          packet.handle.pointee.duration = duration
        }
        packet.handle.pointee.stream_index = stream.pointee.index
        av_packet_rescale_ts(
          packet.handle, encoder.handle.pointee.time_base, stream.pointee.time_base)
        try muxer.write(packet)
      case .needsInput, .end:
        return
      }
    }
  }
}

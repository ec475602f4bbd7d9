import CFFmpeg
import CFFmpegShim

/// Owns an `AVCodecContext` (a decoder or an encoder), freed in `deinit`.
final class CodecContext {
  let handle: UnsafeMutablePointer<AVCodecContext>
  let codec: UnsafePointer<AVCodec>

  init(codec: UnsafePointer<AVCodec>) throws(FFmpegError) {
    guard let context = avcodec_alloc_context3(codec) else {
      throw FFmpegStatus.error(FFmpegStatus.noMemory, "allocate codec context")
    }
    self.codec = codec
    handle = context
  }

  deinit {
    var context: UnsafeMutablePointer<AVCodecContext>? = handle
    avcodec_free_context(&context)
  }

  /// The codec's short name (`h264`, `libx264`).
  var codecName: String { String(cString: codec.pointee.name) }

  /// Copies a stream's codec parameters into the context (decoding).
  func setParameters(from parameters: UnsafePointer<AVCodecParameters>) throws(FFmpegError) {
    try FFmpegStatus.check(
      avcodec_parameters_to_context(handle, parameters), "copy codec parameters")
  }

  /// Copies the context's parameters into a stream's (encoding).
  func copyParameters(to parameters: UnsafeMutablePointer<AVCodecParameters>)
    throws(FFmpegError)
  {
    try FFmpegStatus.check(
      avcodec_parameters_from_context(parameters, handle), "copy codec parameters")
  }

  /// Opens the codec with private options (`crf`, `preset` for libx264).
  func open(options: [(String, String)] = []) throws(FFmpegError) {
    var dictionary: OpaquePointer? = nil
    defer { av_dict_free(&dictionary) }
    for (key, value) in options {
      try FFmpegStatus.check(av_dict_set(&dictionary, key, value, 0), "set option \(key)")
    }
    try FFmpegStatus.check(avcodec_open2(handle, codec, &dictionary), "open \(codecName)")
  }

  /// Sends a packet to a decoder (`nil` starts draining). Returns false when the decoder
  /// must first hand out frames (EAGAIN).
  func send(_ packet: Packet?) throws(FFmpegError) -> Bool {
    let status = avcodec_send_packet(handle, packet?.handle)
    if status == FFmpegStatus.again { return false }
    try FFmpegStatus.check(status, "decode packet")
    return true
  }

  /// Receives a decoded frame; `.none` when the decoder needs input, `.end` when drained.
  func receive(into frame: Frame) throws(FFmpegError) -> CodecOutput {
    let status = avcodec_receive_frame(handle, frame.handle)
    if status == FFmpegStatus.again { return .needsInput }
    if status == FFmpegStatus.endOfFile { return .end }
    try FFmpegStatus.check(status, "decode frame")
    return .ready
  }

  /// Sends a frame to an encoder (`nil` starts draining).
  func send(_ frame: Frame?) throws(FFmpegError) {
    try FFmpegStatus.check(avcodec_send_frame(handle, frame?.handle), "encode frame")
  }

  /// Receives an encoded packet; `.needsInput` when the encoder wants more frames, `.end` when
  /// drained.
  func receive(into packet: Packet) throws(FFmpegError) -> CodecOutput {
    let status = avcodec_receive_packet(handle, packet.handle)
    if status == FFmpegStatus.again { return .needsInput }
    if status == FFmpegStatus.endOfFile { return .end }
    try FFmpegStatus.check(status, "encode packet")
    return .ready
  }
}

/// What a codec's receive call produced.
enum CodecOutput {
  /// A frame or packet is ready.
  case ready
  /// The codec needs more input first.
  case needsInput
  /// The codec is drained.
  case end
}

import CFFmpeg

/// Owns a muxing `AVFormatContext` and the file it writes (`AVIOContext`), both closed and
/// freed in `deinit`.
final class OutputFormatContext {
  let handle: UnsafeMutablePointer<AVFormatContext>
  private var isFileOpen = false

  /// A muxer of `format` (`mp4`) that will write to `path`.
  init(format: String, path: String) throws(FFmpegError) {
    var context: UnsafeMutablePointer<AVFormatContext>? = nil
    let status = avformat_alloc_output_context2(&context, nil, format, path)
    guard status >= 0, let context else {
      throw FFmpegStatus.error(
        status < 0 ? status : FFmpegStatus.noMemory, "create \(format) muxer")
    }
    handle = context
  }

  deinit {
    if isFileOpen { avio_closep(&handle.pointee.pb) }
    avformat_free_context(handle)
  }

  /// Whether codecs must put their headers in the stream's extradata (MP4 does).
  var needsGlobalHeader: Bool {
    guard let format = handle.pointee.oformat else { return false }
    return format.pointee.flags & AVFMT_GLOBALHEADER != 0
  }

  /// Adds a stream.
  func addStream() throws(FFmpegError) -> UnsafeMutablePointer<AVStream> {
    guard let stream = avformat_new_stream(handle, nil) else {
      throw FFmpegStatus.error(FFmpegStatus.noMemory, "add stream")
    }
    return stream
  }

  /// Opens the file for writing and writes the container header with muxer options.
  func open(path: String, options: [(String, String)]) throws(FFmpegError) {
    try FFmpegStatus.check(avio_open(&handle.pointee.pb, path, AVIO_FLAG_WRITE), "open output")
    isFileOpen = true
    var dictionary: OpaquePointer? = nil
    defer { av_dict_free(&dictionary) }
    for (key, value) in options {
      try FFmpegStatus.check(av_dict_set(&dictionary, key, value, 0), "set option \(key)")
    }
    try FFmpegStatus.check(avformat_write_header(handle, &dictionary), "write header")
  }

  /// Writes one packet, interleaved by time.
  func write(_ packet: Packet) throws(FFmpegError) {
    try FFmpegStatus.check(av_interleaved_write_frame(handle, packet.handle), "write packet")
  }

  /// Writes the trailer (the MP4 index) and closes the file.
  func finish() throws(FFmpegError) {
    try FFmpegStatus.check(av_write_trailer(handle), "write trailer")
    try closeFile()
  }

  /// Closes the file, reporting a failed final flush.
  func closeFile() throws(FFmpegError) {
    guard isFileOpen else { return }
    isFileOpen = false
    let error = handle.pointee.pb?.pointee.error ?? 0
    try FFmpegStatus.check(avio_closep(&handle.pointee.pb), "close output")
    try FFmpegStatus.check(error, "write output")
  }
}

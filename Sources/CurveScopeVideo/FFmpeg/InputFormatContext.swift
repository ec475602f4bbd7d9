import CFFmpeg
import CFFmpegShim

/// Owns a demuxing `AVFormatContext` opened on a file, closed in `deinit`.
final class InputFormatContext {
  let handle: UnsafeMutablePointer<AVFormatContext>

  /// Opens `path` and reads the container's header (no frame is decoded).
  /// - Parameter probeBytes: the most bytes FFmpeg may read to recognise the format.
  init(path: String, probeBytes: Int64) throws(FFmpegError) {
    var context: UnsafeMutablePointer<AVFormatContext>? = avformat_alloc_context()
    guard let allocated = context else {
      throw FFmpegStatus.error(FFmpegStatus.noMemory, "allocate format context")
    }
    allocated.pointee.probesize = probeBytes
    // On failure avformat_open_input frees the context and sets it to NULL.
    let status = avformat_open_input(&context, path, nil, nil)
    guard status >= 0, let opened = context else {
      throw FFmpegStatus.error(status < 0 ? status : FFmpegStatus.noMemory, "open input")
    }
    handle = opened
  }

  deinit {
    var context: UnsafeMutablePointer<AVFormatContext>? = handle
    avformat_close_input(&context)
  }

  /// Reads a little of every stream to learn what the header does not say (raw streams).
  func findStreamInfo() throws(FFmpegError) {
    try FFmpegStatus.check(avformat_find_stream_info(handle, nil), "find stream info")
  }

  /// The streams of the file.
  var streams: [UnsafeMutablePointer<AVStream>] {
    let count = Int(handle.pointee.nb_streams)
    guard count > 0, let streams = handle.pointee.streams else { return [] }
    return (0..<count).compactMap { streams[$0] }
  }

  /// The container's name (`mov,mp4,m4a,3gp,3g2,mj2`).
  var formatName: String {
    handle.pointee.iformat?.pointee.name.map { String(cString: $0) } ?? "unknown"
  }

  /// The container's duration in seconds, when it states one.
  var durationSeconds: Double? {
    let duration = handle.pointee.duration
    guard duration != FFmpegStatus.noTimestamp, duration > 0 else { return nil }
    return Double(duration) / Double(AV_TIME_BASE)
  }

  /// Reads the next packet of any stream into `packet`; returns false at the end of the file.
  /// - Throws: `FFmpegError` for a read error other than the end.
  func read(into packet: Packet) throws(FFmpegError) -> Bool {
    let status = av_read_frame(handle, packet.handle)
    if status == FFmpegStatus.endOfFile { return false }
    try FFmpegStatus.check(status, "read packet")
    return true
  }
}

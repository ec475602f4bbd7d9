import CFFmpeg

/// Owns an `AVPacket`, freed in `deinit`.
final class Packet {
  let handle: UnsafeMutablePointer<AVPacket>

  init() throws(FFmpegError) {
    guard let packet = av_packet_alloc() else {
      throw FFmpegStatus.error(FFmpegStatus.noMemory, "allocate packet")
    }
    handle = packet
  }

  deinit {
    var packet: UnsafeMutablePointer<AVPacket>? = handle
    av_packet_free(&packet)
  }

  /// Drops the packet's data so it can be reused.
  func unreference() {
    av_packet_unref(handle)
  }

  /// The index of the stream the packet belongs to.
  var streamIndex: Int { Int(handle.pointee.stream_index) }

  /// Whether the demuxer flagged the packet as corrupt (AV_PKT_FLAG_CORRUPT).
  var isCorrupt: Bool { handle.pointee.flags & AV_PKT_FLAG_CORRUPT != 0 }
}

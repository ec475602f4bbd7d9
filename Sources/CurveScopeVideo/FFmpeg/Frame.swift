import CFFmpeg

/// Owns an `AVFrame`, freed in `deinit`.
final class Frame {
  let handle: UnsafeMutablePointer<AVFrame>

  init() throws(FFmpegError) {
    guard let frame = av_frame_alloc() else {
      throw FFmpegStatus.error(FFmpegStatus.noMemory, "allocate frame")
    }
    handle = frame
  }

  /// A frame with its own pixel buffers of the given format and size.
  convenience init(format: AVPixelFormat, width: Int32, height: Int32) throws(FFmpegError) {
    try self.init()
    handle.pointee.format = format.rawValue
    handle.pointee.width = width
    handle.pointee.height = height
    try FFmpegStatus.check(av_frame_get_buffer(handle, 0), "allocate frame buffers")
  }

  deinit {
    var frame: UnsafeMutablePointer<AVFrame>? = handle
    av_frame_free(&frame)
  }

  /// Drops the frame's buffers so it can be reused.
  func unreference() {
    av_frame_unref(handle)
  }

  /// Makes the frame's buffers writable (copies them when an encoder still holds them).
  func makeWritable() throws(FFmpegError) {
    try FFmpegStatus.check(av_frame_make_writable(handle), "make frame writable")
  }

  var width: Int { Int(handle.pointee.width) }
  var height: Int { Int(handle.pointee.height) }
  var pixelFormat: AVPixelFormat { AVPixelFormat(rawValue: handle.pointee.format) }
}

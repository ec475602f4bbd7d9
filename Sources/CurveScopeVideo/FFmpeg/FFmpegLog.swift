import CFFmpeg

/// FFmpeg's own logging, which would print warnings ("partial file", "Invalid NAL unit size")
/// on the user's stderr: failures reach users as typed errors instead.
enum FFmpegLog {
  /// Sets FFmpeg's log level to quiet (once per process; idempotent).
  static func silence() {
    av_log_set_level(AV_LOG_QUIET)
  }
}

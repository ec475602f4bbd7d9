#if Video
  import CurveScopeVideo

  extension VideoWriteError {
    /// Whether the cause is a frame the caller got wrong (its size or time) rather than a file
    /// that cannot be written: the first are bugs reported as bad data (65), the rest exit 73.
    var isCallerMistake: Bool {
      switch cause {
      case .invalidFrame, .timestampsNotIncreasing, .noFrames: return true
      case .cannotWrite, .encoderUnavailable, .finished, .ffmpeg, .gif, .encoderFailed: return false
      }
    }
  }
#endif

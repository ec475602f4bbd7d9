#if Video
  import CurveScopeMatch
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeTrace

  /// The keyboard model of a recording that makes no trace (no bar seen): the keyboard's frames
  /// matched alone by the library
  /// (``TraceMatcher/keyboardModel(alone:screenWidth:screenHeight:)``).
  enum KeyboardOnlyMatch {
    /// The matched keyboard model, when the keyboard moves and was seen.
    static func model(of recording: MeasuredRecording) -> KeyboardModelMatch? {
      let frames = recording.frames.map { frame in
        let top: Double? =
          switch frame.keyboardState {
          case .seen: frame.keyboardTop
          case .hidden: recording.screenHeight
          case .unclear: nil
          }
        return TraceFrame(
          timeMilliseconds: frame.recordingMilliseconds, keyboardTop: top, barBottom: nil)
      }
      return TraceMatcher().keyboardModel(
        alone: frames, screenWidth: recording.screenWidth, screenHeight: recording.screenHeight)
    }
  }

  extension KeyboardModelMatch {
    /// `Keyboard: ios-26 — RMS 0.8 pt (the keyboard alone)`.
    var text: String {
      "Keyboard: \(name) — RMS \(NumberText.reading(rmsPoints, decimals: 2)) pt over "
        + "\(animationCount) animation\(animationCount == 1 ? "" : "s") (the keyboard alone: no "
        + "bar to match)"
    }
  }
#endif

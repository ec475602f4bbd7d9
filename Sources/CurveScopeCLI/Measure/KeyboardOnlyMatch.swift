#if Video
  import CurveScopeMatch
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeTrace

  /// The keyboard model of a recording that makes no trace (no bar seen): the keyboard's frames
  /// are matched alone, with a stand-in bar that follows the keyboard exactly (never written:
  /// only the keyboard's part of the match is reported).
  enum KeyboardOnlyMatch {
    /// The matched keyboard model, when the keyboard moves and was seen.
    static func model(of recording: MeasuredRecording) -> KeyboardModelMatch? {
      let frames = recording.frames.compactMap { frame -> TraceFrame? in
        let top: Double? =
          switch frame.keyboardState {
          case .seen: frame.keyboardTop
          case .hidden: recording.screenHeight
          case .unclear: nil
          }
        guard let top else { return nil }
        return TraceFrame(
          timeMilliseconds: frame.recordingMilliseconds, keyboardTop: top, barBottom: top)
      }
      guard frames.count >= 4,
        let trace = try? Trace(
          name: "keyboard", screenWidth: recording.screenWidth,
          screenHeight: recording.screenHeight, frames: frames),
        let match = try? TraceMatcher().match(trace)
      else { return nil }
      return match.keyboardModel
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

import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace

extension TraceExplainer {
  /// The share of the recorded desync the fitted latency must reproduce to be named as its
  /// cause.
  static let explainedShare = 0.5

  /// For a recording out of sync whose model is in sync: either the fitted latency, less than a
  /// display frame, named as the cause (a `sub-frame-latency` finding, confidence at most
  /// medium), or a statement that the diagnosis does not explain the measured desync
  /// (confidence low). A model in sync is never the last word on a recording that is not.
  static func desyncNotInModel(
    _ trace: Trace, match: TraceMatch, recorded: SyncSummary, confidence: inout TraceConfidence
  ) -> SyncFinding? {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 1)) pt" }
    let desync = max(recorded.maxOverlapPoints, recorded.maxGapPoints)
    let shift = match.latencyShiftPoints(of: trace)
    let latency = match.latencyMilliseconds
    let frames = latency * match.frameRate / 1000
    if latency > 0, frames < 1, shift > recorded.tolerancePoints,
      shift >= explainedShare * desync
    {
      confidence.level = min(confidence.level, .medium)
      confidence.reasons.append(
        "The model, which moves in whole display frames, is in sync; the recording's "
          + "\(pt(desync)) comes from the fitted \(NumberText.reading(latency)) ms, less than a "
          + "frame, which is inferred from the fit, not seen in the code.")
      let keyboard = PlatformWording.keyboardWords(match.platform)
      return SyncFinding(
        .subFrameLatency,
        "The bar moves \(NumberText.reading(latency)) ms (\(NumberText.reading(frames, decimals: 2)) "
          + "display frames) after \(keyboard): less than a frame, yet at "
          + "\(NumberText.reading(match.frameRate)) Hz \(keyboard) moves up to \(pt(shift)) in that "
          + "time, which is the \(pt(desync)) recorded. "
          + subFrameReason(match.platform),
        numbers: [
          .init("latencyMs", latency), .init("latencyFrames", frames),
          .init("latencyShiftPoints", shift), .init("recordedDesyncPoints", desync),
        ])
    }
    confidence.level = .low
    confidence.reasons.append(
      "The recording is out of sync by up to \(pt(desync)) but the matched model is in sync"
        + (shift > 0 ? " (its fitted latency accounts for \(pt(shift)))" : "")
        + ": this diagnosis cannot explain the measured desync.")
    return nil
  }

  /// Why a bar may move a fraction of a frame after the keyboard, on each platform.
  static func subFrameReason(_ platform: AppPlatform) -> String {
    switch platform {
    case .ios:
      "An animation added after the keyboard's transaction was committed (set in a later "
        + "run-loop pass, after an asynchronous hop, or from a layout pass the keyboard's "
        + "animation does not include) starts on its own clock, a fraction of a frame behind; a "
        + "recorder that reads the bar later in the frame than the keyboard shows it too. "
        + "Changes made inside the notification handler, or a bar pinned to "
        + "UIKeyboardLayoutGuide, share the keyboard's animation."
    case .android:
      "A bar moved after the IME's inset for the frame was applied (a posted Runnable, a "
        + "later layout pass) starts a fraction of a frame behind; a recorder that reads the "
        + "bar later in the frame than the IME shows it too. Moving it in "
        + "WindowInsetsAnimationCompat.Callback.onProgress keeps it in the same frame."
    case .reactNative:
      "A bar moved after the keyboard's value for the frame was applied (a hop to the JS "
        + "thread) starts a fraction of a frame behind; a recorder that reads the bar later "
        + "than the keyboard shows it too. Moving it from useKeyboardHandler's onMove on the UI "
        + "thread keeps it in the same frame."
    case .flutter:
      "A bar placed from a value kept after the frame was built starts a fraction of a frame "
        + "behind; a recorder that reads the bar later than the keyboard shows it too. Reading "
        + "MediaQuery.viewInsetsOf(context) in build keeps it in the same frame."
    }
  }
}

public import CurveScopeExplain
public import CurveScopeSync
import CurveScopeTrace

/// Which model a recorded trace moves like: the keyboard's curve, and the strategy whose
/// simulated bar is closest to the recorded bar, with its latency and residual; a bar no preset
/// explains is `custom`, with the animation that fits it.
///
/// The model's prediction is available at every frame (``modelKeyboardTop``,
/// ``modelBarBottom``) and at any instant, for figures that overlay model and reality.
public struct TraceMatch: Sendable {
  /// The strategy name reported for a bar that matches no preset.
  public static let customName = "custom"
  /// The ``sameMotion`` of a follower that no preset moves alike but an animation with the
  /// keyboard's own curve and duration, started as late, does (on Android no preset runs the
  /// IME's interpolator).
  public static let keyboardCurveMotion = "keyboard-curve"

  /// The closest keyboard model.
  public var keyboardModel: KeyboardModelMatch
  /// The closest preset's name, or ``customName`` when none is within ``residualLimitPoints``.
  public var strategy: String
  /// The RMS residual of ``strategy`` (the custom fit's for `custom`), in points.
  public var rmsPoints: Double
  /// How much later than the model the recorded bar moves, in ms.
  public var latencyMilliseconds: Double
  /// The residual under which a preset counts as matching: max(2 pt, 2.5 × the keyboard
  /// model's RMS), since a bar cannot be matched more closely than the keyboard it follows.
  public var residualLimitPoints: Double
  /// Presets whose predictions differ from the match's by less than
  /// ``TraceMatcher/equivalenceLimit`` RMS on this trace: it cannot tell them apart.
  public var equivalents: [String]
  /// Every preset tried, closest first.
  public var candidates: [BarCandidate]
  /// The custom animation, when no preset is within the limit.
  public var custom: CustomBar?
  /// The preset matched, with the fitted margin (`nil` for a custom bar).
  public var matchedStrategy: InputBarStrategy?
  /// A strategy that animates like the custom fit (for the explanation), when custom.
  public var customStrategy: InputBarStrategy?
  /// The notifications the presets were simulated on: the file's, or those inferred for each
  /// stretch of motion joined on the trace's clock (t = 0 at the first); the explanation runs
  /// on them.
  public var scenario: Scenario
  /// The bar's margin above a shown keyboard, in points, and whether it was measured.
  public var marginPoints: Double
  /// The inset the bar rests on while the keyboard is hidden, in points.
  public var safeAreaPoints: Double
  /// The model's keyboard top at each frame of the trace.
  public var modelKeyboardTop: [Double]
  /// The model's bar bottom at each frame of the trace.
  public var modelBarBottom: [Double]
  /// What the fitted latency means in display frames (a follower's frames, a start delay no
  /// preset explains, or none).
  public var latency: TraceLatency
  /// The display rate the latency is read at: the recording's median rate, in Hz.
  public var frameRate: Double
  /// The preset that moves the bar the same way as the match when the match is a follower
  /// named for its frames (`curve-shift`: the keyboard's curve started that many frames late),
  /// or ``keyboardCurveMotion`` when no preset does but an animation with the keyboard's own
  /// curve started as late would.
  public var sameMotion: String?

  /// ``sameMotion`` in a sentence: `curve-shift`, or `an animation with the IME's own curve and
  /// duration`.
  public var sameMotionText: String? {
    guard let sameMotion else { return nil }
    guard sameMotion == Self.keyboardCurveMotion else { return sameMotion }
    return "an animation with \(PlatformWording.keyboardWords(platform))'s own curve and duration"
  }
  /// The keyboard profile the presets were simulated under (the judged one, the trace's, or
  /// the matched model's), when one is.
  public var keyboardProfile: String?
  /// The profile the recording was judged against (`--profile`), when one was given.
  public var judgedProfile: String?
  /// The platform the app is written for: the trace's `source.platform`, else assumed from the
  /// keyboard (an Android IME: Android; otherwise iOS).
  public var platform: AppPlatform
  /// Whether ``platform`` is assumed rather than stated by the trace.
  public var platformAssumed: Bool
  /// When the recording is judged against a profile (``judgedProfile``) whose keyboard it fits
  /// only roughly: the keyboard model it moves like, found without the profile, and its RMS.
  public var closestKeyboard: KeyboardModelMatch.Candidate? = nil
  /// Whether the margin was measured on the bar's rests rather than declared.
  public var marginMeasured: Bool
  /// Whether the safe-area inset was measured rather than declared.
  public var safeAreaMeasured: Bool
  /// The clock the explanation's model runs at, in Hz, when it is not ``frameRate``: a whole
  /// multiple of it on which a delay between the recording's frames
  /// (``TraceLatency/startDelay(milliseconds:frames:)``) is a whole number of frames; `nil` for
  /// the recording's rate.
  public var modelClockRate: Double? = nil
  /// The model itself.
  let model: TraceModel
  /// Every strategy's model at its fitted latency, in the order tried.
  let candidateModels: [(name: String, model: TraceModel)]

  /// Whether the match is a follower that copies the keyboard some frames late (`display-link`),
  /// whatever its latency is read as.
  public var isFollower: Bool {
    guard let matchedStrategy, case .follow = matchedStrategy.reaction else { return false }
    return matchedStrategy.tracking.isPlain && matchedStrategy.latencyFrames > 0
  }

  /// Whether a preset matched within ``residualLimitPoints``.
  public var isPreset: Bool { strategy != Self.customName }

  /// The model's keyboard top at `seconds` on the trace's clock.
  public func modelKeyboardTop(at seconds: Double) -> Double { model.keyboardTop(at: seconds) }

  /// The model's bar bottom at `seconds` on the trace's clock.
  public func modelBarBottom(at seconds: Double) -> Double { model.barBottom(at: seconds) }

  /// The platform `trace` was recorded on: its `source.platform` when it names an app platform,
  /// else Android when the keyboard moves like an Android IME, else iOS (both assumed).
  static func platform(of trace: Trace, keyboard: String) -> (platform: AppPlatform, assumed: Bool)
  {
    if let stated = AppPlatform(recordingPlatform: trace.source?.platform) {
      return (stated, false)
    }
    return (keyboard.hasPrefix("android") ? .android : .ios, true)
  }
}

import CurveScopeCodec
import CurveScopeSupport
public import CurveScopeSync
import CurveScopeTiming
public import CurveScopeTrace

/// Says which model a recorded trace moves like (the ModelMatch article).
///
/// 1. **Keyboard**: every ``KeyboardModel`` is fitted to the recorded keyboard — the file's
///    events with one time offset, or, without events, each motion's start time (several
///    animations when a keyboard changes height mid-motion) — and the closest is kept.
/// 2. **Notifications**: the fitted animations become the notifications a device would post
///    (willShow, willChangeFrame, willHide; 0.25 s, curve 7), or the file's events moved by the
///    keyboard's offset; the bar's margin and resting inset are measured on its rests.
/// 3. **Bar**: every strategy is simulated on them (under the matched keyboard's profile, so an
///    Android keyboard's presets receive Android's events) and evaluated at the trace's own frame
///    times (never on a grid); its latency is fitted (animating strategies −50…300 ms, a
///    follower that copies the keyboard 1 to ``maximumFollowerFrames`` frames late; when no
///    strategy fits within the limit, animating ones again over ``lateStartRange``), and the
///    one with the smallest RMS residual is the match. Repeated frames (stale reads) take no
///    part. The fitted latency is read in display frames (``TraceLatency``): a bar late by about
///    k frames that a follower k frames late moves alike is named as that follower.
/// 4. **Custom**: when even the closest is more than ``residualFloor`` and ``residualFactor`` ×
///    the keyboard's RMS off, the bar is `custom`: an animation of its own is fitted (curve,
///    start delay, duration).
///
/// Parameters are chosen on at most 12 stretches of motion spread over the
/// trace, residuals reported over all frames, so the cost is bounded plus linear in frames.
public struct TraceMatcher: Sendable {
  /// The smallest residual limit, in points.
  public static let residualFloor = 2.0
  /// The residual limit as a multiple of the keyboard model's RMS.
  public static let residualFactor = 2.5
  /// Presets whose predictions differ by less than this RMS, in points, are indistinguishable.
  public static let equivalenceLimit = 1.0
  /// Presets that fit the recording as closely as the match — RMS residual within this fraction
  /// of the match's, plus ``equivalentFitSlack`` — are indistinguishable too, however their
  /// predictions differ where the recording is noisy (a predicting display link and the layout
  /// guide on a jittery 60 Hz recording with dropped frames). Among them the match is one that
  /// reads the keyboard plainly (``KeyboardTracking/isPlain``) when there is one.
  public static let equivalentFitFraction = 0.01
  /// Points added to ``equivalentFitFraction`` of the match's RMS.
  public static let equivalentFitSlack = 0.01
  /// The latencies tried for an animating strategy, in seconds.
  public static let latencyRange = -0.05...0.3
  /// The latencies tried for an animating strategy when none of ``latencyRange`` brings any
  /// strategy within the residual limit, in seconds: a bar whose animation starts half a second
  /// or more after the notification (a busy main thread, a network or disk wait before it) still
  /// moves like a preset, started late.
  public static let lateStartRange = 0.3...1.2
  /// The most display frames a follower is taken to copy the keyboard late (a display link
  /// reads the frame already shown; a bar moved from JavaScript state is two frames late).
  public static let maximumFollowerFrames = 3
  /// How far from a whole number of frames a latency may be and still be a follower's.
  public static let followerFrameTolerance = 0.3
  /// A latency within this many display frames of 0 is no latency.
  public static let onTimeFrames = 0.5

  /// The keyboard models tried.
  public var keyboardModels: [KeyboardModel]
  /// The strategies tried.
  public var strategies: [InputBarStrategy]
  /// The keyboard profile the recording is judged against, when one is given: the only keyboard
  /// model tried, and the profile the presets are simulated under; `nil` to find the closest
  /// model.
  public var profile: KeyboardProfile?

  /// A matcher trying `keyboardModels` and `strategies` (the catalogue and the presets).
  public init(
    keyboardModels: [KeyboardModel] = KeyboardModel.catalogue,
    strategies: [InputBarStrategy] = InputBarStrategy.presets
  ) {
    self.keyboardModels = keyboardModels
    self.strategies = strategies
  }

  /// A matcher that judges a recording against `profile`'s keyboard: it is the only keyboard
  /// model tried, and the presets are simulated under it.
  /// - Throws: ``TraceMatchError/profileHasNoModel(profile:)`` for a profile whose timings
  ///   cannot be built.
  public init(
    judgingAgainst profile: KeyboardProfile,
    strategies: [InputBarStrategy] = InputBarStrategy.presets
  ) throws(TraceMatchError) {
    guard let model = KeyboardModel(profile: profile) else {
      throw .profileHasNoModel(profile: profile.name)
    }
    self.init(keyboardModels: [model], strategies: strategies)
    self.profile = profile
  }

  /// The model `trace` moves like.
  /// - Throws: ``TraceMatchError`` when the keyboard never moves (and there are no events), the
  ///   bar is not seen while it does or never moves, or the trace contradicts itself
  ///   (notifications far from the keyboard's motion).
  public func match(_ trace: Trace) throws -> TraceMatch {
    let frames = MatchFrames(trace)
    let levels = BarLevels(trace, frames: frames)
    let ceiling = trace.screenHeight - levels.safeArea
    let (keyboard, model, stretches) = try keyboardStretches(
      trace, frames: frames, ceiling: ceiling)
    let rate = min(1000, max(1, trace.quality.frameRate ?? 120))
    let sample = Self.sample(stretches, frames: frames)
    guard sample.contains(where: { !$0.indices.isEmpty }) else {
      throw TraceMatchError.barNotSeen(trace: trace.name)
    }
    try Self.checkBarMoves(trace, frames: frames, stretches: stretches, levels: levels)
    let all = stretches.indices.map { index in
      (stretch: index, indices: stretches[index].frames.filter { frames.hasBar($0) })
    }
    var fits: [CandidateFit] = []
    for strategy in strategies {
      fits.append(
        try candidateFit(
          strategy, trace: trace, frames: frames, stretches: stretches, levels: levels,
          ceiling: ceiling, rate: rate, sample: sample, all: all))
    }
    let limit = max(Self.residualFloor, Self.residualFactor * keyboard.rmsPoints)
    if let closest = fits.map(\.candidate.rmsPoints).min(), closest > limit {
      // No preset within the limit: try the animating ones started later still, before an
      // animation of the bar's own is fitted (which would invent a curve for a late start).
      for index in fits.indices {
        guard case .animate = fits[index].strategy.reaction else { continue }
        let late = try candidateFit(
          strategies[index], trace: trace, frames: frames, stretches: stretches,
          levels: levels, ceiling: ceiling, rate: rate, sample: sample, all: all,
          latencies: Self.lateStartRange)
        if late.candidate.rmsPoints < fits[index].candidate.rmsPoints { fits[index] = late }
      }
    }
    var found = try result(
      trace: trace, frames: frames, keyboard: keyboard, keyboardProfile: model.profile,
      levels: levels, ceiling: ceiling, stretches: stretches, fits: fits, sample: sample,
      all: all, rate: rate)
    if profile != nil, keyboard.rmsPoints > TraceMatch.roughKeyboardPoints,
      let free = try? TraceMatcher(strategies: []).keyboardStretches(
        trace, frames: frames, ceiling: ceiling
      ).match, free.rmsPoints < keyboard.rmsPoints
    {
      // The profile judged does not fit: say which keyboard the recording moves like.
      found.closestKeyboard = KeyboardModelMatch.Candidate(
        name: free.name, rmsPoints: free.rmsPoints)
    }
    return found
  }
}

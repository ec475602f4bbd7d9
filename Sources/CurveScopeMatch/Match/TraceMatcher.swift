import CurveScopeCodec
import CurveScopeMotion
import CurveScopeSupport
public import CurveScopeSync
import CurveScopeTiming
public import CurveScopeTrace

/// Says which model a recorded trace moves like (README "Which model does it match?").
///
/// 1. **Keyboard**: every ``KeyboardModel`` is fitted to the recorded keyboard — the file's
///    events with one time offset, or, without events, each motion's start time (several
///    animations when a keyboard changes height mid-motion) — and the closest is kept.
/// 2. **Notifications**: the fitted animations become the notifications a device would post
///    (willShow, willChangeFrame, willHide; 0.25 s, curve 7), or the file's events moved by the
///    keyboard's offset; the bar's margin and resting inset are measured on its rests.
/// 3. **Bar**: every strategy is simulated on them and evaluated at the trace's own frame times
///    (never on a grid); its latency is fitted (animating strategies −50…300 ms, a follower
///    within half a frame of its latency in frames), and the one with the smallest RMS residual
///    is the match. Repeated frames (stale reads) take no part.
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

  /// The keyboard models tried.
  public var keyboardModels: [KeyboardModel]
  /// The strategies tried.
  public var strategies: [InputBarStrategy]

  /// A matcher trying `keyboardModels` and `strategies` (the catalogue and the presets).
  public init(
    keyboardModels: [KeyboardModel] = KeyboardModel.catalogue,
    strategies: [InputBarStrategy] = InputBarStrategy.presets
  ) {
    self.keyboardModels = keyboardModels
    self.strategies = strategies
  }

  /// The model `trace` moves like.
  /// - Throws: ``TraceMatchError`` when the keyboard never moves (and there are no events) or
  ///   the bar is not seen while it does.
  public func match(_ trace: Trace) throws -> TraceMatch {
    let frames = MatchFrames(trace)
    let levels = BarLevels(trace, frames: frames)
    let ceiling = trace.screenHeight - levels.safeArea
    var stretches: [BarStretch] = []
    let keyboard: KeyboardModelMatch
    do {
      if let scenario = trace.scenario {
        guard
          let found = KeyboardMatcher.matchEvents(
            trace, scenario: scenario, frames: frames, models: keyboardModels)
        else { throw TraceMatchError.keyboardNeverMoves(trace: trace.name) }
        keyboard = found.match
        stretches = [
          try BarStretch(
            frames: 0..<frames.count, keyboard: found.stretches[0].keyboard,
            fileScenario: scenario, offset: found.offset, ceiling: ceiling)
        ]
      } else {
        guard
          let found = KeyboardMatcher.matchInferred(trace, frames: frames, models: keyboardModels)
        else { throw TraceMatchError.keyboardNeverMoves(trace: trace.name) }
        keyboard = found.match
        // The notification a device posts with such a keyboard: curve 0 for UIKit's
        // ease-in-out (iOS 6 and earlier), curve 7 otherwise.
        let curve: AnimationCurve = keyboard.name == "ease-in-out" ? .easeInOut : .keyboard
        stretches = try found.stretches.map {
          try BarStretch(
            frames: $0.frames, keyboard: $0.keyboard, trace: trace, ceiling: ceiling,
            threshold: trace.motions.thresholdPoints, curve: curve)
        }
      }
    } catch let error as ScenarioError {
      throw TraceMatchError.simulation(trace: trace.name, error)
    }
    let rate = min(1000, max(1, trace.quality.frameRate ?? 120))
    let interval = 1 / rate
    let sample = Self.sample(stretches, frames: frames)
    guard sample.contains(where: { !$0.indices.isEmpty }) else {
      throw TraceMatchError.barNotSeen(trace: trace.name)
    }
    let all = stretches.indices.map { index in
      (stretch: index, indices: stretches[index].frames.filter { frames.hasBar($0) })
    }
    var fits: [CandidateFit] = []
    for var strategy in strategies {
      strategy.margin = levels.margin
      let predictor: BarPredictor
      let range: ClosedRange<Double>
      do {
        predictor = try Self.predictor(
          strategy, stretches: stretches, rate: rate, ceiling: ceiling, margin: levels.margin)
      } catch let error as any CurveScopeError {
        throw TraceMatchError.simulation(trace: trace.name, error)
      }
      if case .follow = strategy.reaction {
        let late = Double(strategy.latencyFrames)
        range =
          strategy.latencyFrames == 0
          ? (-interval / 2)...(interval / 2)
          : ((late - 0.5) * interval)...max((late + 0.5) * interval, Self.latencyRange.upperBound)
      } else {
        range = Self.latencyRange
      }
      var latency = Self.fitLatency(predictor, frames: frames, sample: sample, range: range)
      var rms = Self.rms(predictor, latency: latency, frames: frames, parts: all)
      var chosen = predictor
      var reported = latency
      if case .follow = strategy.reaction, strategy.latencyFrames > 0,
        case .follower(let read) = predictor.kind
      {
        // The same follower on the recording's own clock: the keyboard of the recorded frame
        // `latencyFrames` before, held; closer than a constant delay when frames are irregular.
        let held = BarPredictor(
          kind: .held(
            latencyFrames: strategy.latencyFrames, times: frames.times, interval: interval,
            read: read),
          stretches: stretches, ceiling: ceiling, margin: levels.margin)
        let heldRMS = Self.rms(held, latency: 0, frames: frames, parts: all)
        if heldRMS < rms {
          chosen = held
          rms = heldRMS
          latency = 0
          reported = Double(strategy.latencyFrames) * interval
        }
      }
      fits.append(
        CandidateFit(
          candidate: BarCandidate(
            strategy: strategy.name, rmsPoints: rms, latencyMilliseconds: reported * 1000),
          predictor: chosen, strategy: strategy, latency: latency))
    }
    return try result(
      trace: trace, frames: frames, keyboard: keyboard, levels: levels, ceiling: ceiling,
      stretches: stretches, fits: fits, sample: sample, all: all, rate: rate)
  }
}

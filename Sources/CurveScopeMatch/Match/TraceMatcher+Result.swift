import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import CurveScopeTrace

extension TraceMatcher {
  /// The match from every candidate's fit: the closest preset (a follower when the bar is late
  /// by whole frames a follower explains), its equivalents, a custom fit when no preset is
  /// close enough, and the model at every frame.
  /// - Throws: ``TraceMatchError/unexplainedBar(trace:closestPreset:presetRMSPoints:customRMSPoints:reason:)``
  ///   when neither a preset nor an animation of its own explains the bar.
  func result(
    trace: Trace, frames: MatchFrames, keyboard: KeyboardModelMatch,
    keyboardProfile: KeyboardProfile?, levels: BarLevels, ceiling: Double,
    stretches: [BarStretch], fits: [CandidateFit], sample: [(stretch: Int, indices: [Int])],
    all: [(stretch: Int, indices: [Int])], rate: Double
  ) throws -> TraceMatch {
    guard let closest = fits.map(\.candidate.rmsPoints).min() else {
      throw TraceMatchError.barNotSeen(trace: trace.name)
    }
    // Among the presets that fit alike, one that reads the keyboard plainly (a copy, an
    // animation) is named before one that predicts, reads the model or tracks a drag: the
    // simpler explanation, unless the other fits better than the noise allows.
    let fitsAlike = closest * (1 + Self.equivalentFitFraction) + Self.equivalentFitSlack
    guard
      var bestIndex = fits.indices.filter({ fits[$0].candidate.rmsPoints <= fitsAlike }).min(by: {
        let (a, b) = (fits[$0], fits[$1])
        let (plainA, plainB) = (a.strategy.tracking.isPlain, b.strategy.tracking.isPlain)
        return plainA != plainB ? plainA : a.candidate.rmsPoints < b.candidate.rmsPoints
      })
    else { throw TraceMatchError.barNotSeen(trace: trace.name) }
    func alike(_ index: Int, _ other: Int) -> Bool {
      fits[index].candidate.rmsPoints <= fitsAlike
        || Self.distance(
          (fits[index].predictor, fits[index].latency),
          (fits[other].predictor, fits[other].latency), frames: frames, sample: sample)
          < Self.equivalenceLimit
    }
    // The latency in display frames: a bar late by about k frames that a follower k frames
    // late moves alike is that follower (the simpler mechanism, and the one whose fix applies).
    var sameMotion: String?
    let fitted = fits[bestIndex]
    let lateFrames = fitted.candidate.latencyMilliseconds * rate / 1000
    if case .animate = fitted.strategy.reaction, lateFrames >= Self.onTimeFrames {
      let whole = lateFrames.rounded()
      if whole >= 1, whole <= Double(Self.maximumFollowerFrames),
        abs(lateFrames - whole) <= Self.followerFrameTolerance,
        let follower = fits.indices.first(where: { index in
          guard case .follow = fits[index].strategy.reaction else { return false }
          return fits[index].strategy.tracking.isPlain
            && Double(fits[index].strategy.latencyFrames) == whole && alike(index, bestIndex)
        })
      {
        sameMotion = fitted.strategy.name
        bestIndex = follower
      }
    }
    let best = fits[bestIndex]
    let limit = max(Self.residualFloor, Self.residualFactor * keyboard.rmsPoints)
    let bestLatency = best.latency
    let equivalents = fits.indices.filter { $0 != bestIndex }.filter { alike($0, bestIndex) }
      .map { fits[$0].candidate.strategy }
    if sameMotion == nil, case .follow = best.strategy.reaction, best.strategy.tracking.isPlain,
      best.strategy.latencyFrames > 0
    {
      // A follower k frames late and an animation of the keyboard's curve started k frames
      // late move the bar alike: say which animation it cannot be told from.
      sameMotion = equivalents.first { name in
        guard let fit = fits.first(where: { $0.candidate.strategy == name }) else { return false }
        if case .animate = fit.strategy.reaction { return true }
        return false
      }
    }
    if sameMotion == nil, let copy = best.delayedCopy,
      copy.rmsPoints <= fitsAlike
        || Self.distance(
          (best.predictor, best.latency), (copy.predictor, copy.latency), frames: frames,
          sample: sample) < Self.equivalenceLimit
    {
      // No preset animates the keyboard's own curve here (an Android IME's interpolator reaches
      // no preset through its notification), but an animation that does, started as late,
      // moves the bar alike all the same.
      sameMotion = TraceMatch.keyboardCurveMotion
    }
    var strategy = best.candidate.strategy
    var rms = best.candidate.rmsPoints
    var latency = bestLatency
    var reportedLatency = best.candidate.latencyMilliseconds / 1000
    var predictor = best.predictor
    var custom: CustomBar?
    var customStrategy: InputBarStrategy?
    var matchedStrategy: InputBarStrategy? = best.strategy
    if best.candidate.rmsPoints > limit {
      let found = try customFit(
        trace: trace, frames: frames, stretches: stretches, levels: levels, ceiling: ceiling,
        best: best, limit: limit, sample: sample, all: all, rate: rate)
      custom = found.custom
      customStrategy = found.strategy
      strategy = TraceMatch.customName
      rms = found.custom.rmsPoints
      latency = 0
      reportedLatency = found.custom.startDelayMilliseconds / 1000
      predictor = found.predictor
      matchedStrategy = nil
    }
    let reading = Self.latencyReading(
      strategy: custom == nil ? best.strategy : nil, latency: reportedLatency, rate: rate)
    var modelClockRate: Double?
    if case .startDelay(_, let frames) = reading, var delayed = matchedStrategy {
      // The delay is part of the desync: the model diagnosed starts (or copies the keyboard) as
      // late as the bar did, on a clock a whole multiple of the recording's rate fine enough for
      // the delay to be whole frames of it (25 ms at 60 Hz: 3 frames at 120 Hz), so that its
      // numbers are the recording's.
      let multiple = Self.clockMultiple(frames: frames)
      if multiple > 1 { modelClockRate = rate * Double(multiple) }
      delayed.latencyFrames = min(
        InputBarStrategy.maximumLatencyFrames,
        max(1, Int((frames * Double(multiple)).rounded())))
      matchedStrategy =
        (try? InputBarStrategy(
          name: delayed.name, summary: delayed.summary, reaction: delayed.reaction,
          handledKinds: delayed.handledKinds, margin: delayed.margin,
          assumedKeyboardHeight: delayed.assumedKeyboardHeight,
          latencyFrames: delayed.latencyFrames, frameReading: delayed.frameReading,
          tracking: delayed.tracking)) ?? matchedStrategy
    }
    let model = TraceModel(predictor: predictor, latency: latency, frames: frames)
    var keyboardTops: [Double] = []
    var barBottoms: [Double] = []
    keyboardTops.reserveCapacity(frames.count)
    barBottoms.reserveCapacity(frames.count)
    for (index, stretch) in stretches.enumerated() {
      for frame in stretch.frames {
        let time = frames.times[frame]
        keyboardTops.append(stretch.keyboard.value(at: time))
        barBottoms.append(predictor.value(stretch: index, at: time, latency: model.latency))
      }
    }
    let platform = TraceMatch.platform(of: trace, keyboard: keyboard.name)
    return TraceMatch(
      keyboardModel: keyboard, strategy: strategy, rmsPoints: rms,
      latencyMilliseconds: reportedLatency * 1000, residualLimitPoints: limit,
      equivalents: strategy == TraceMatch.customName ? [] : equivalents,
      candidates: fits.map(\.candidate).sorted { $0.rmsPoints < $1.rmsPoints }, custom: custom,
      matchedStrategy: matchedStrategy, customStrategy: customStrategy,
      scenario: BarStretch.explained(stretches) ?? stretches[0].scenario,
      marginPoints: levels.margin,
      safeAreaPoints: levels.safeArea, modelKeyboardTop: keyboardTops,
      modelBarBottom: barBottoms, latency: reading, frameRate: rate,
      sameMotion: custom == nil ? sameMotion : nil, keyboardProfile: keyboardProfile?.name,
      judgedProfile: profile?.name, platform: platform.platform,
      platformAssumed: platform.assumed, marginMeasured: levels.marginMeasured,
      safeAreaMeasured: levels.safeAreaMeasured, modelClockRate: modelClockRate, model: model,
      candidateModels: fits.map {
        (
          $0.candidate.strategy,
          TraceModel(predictor: $0.predictor, latency: $0.latency, frames: frames)
        )
      })
  }

  /// What `latency` seconds mean for `strategy` at `rate` (see ``TraceLatency``); a custom bar
  /// (`strategy` nil) has its delay in its own fit.
  static func latencyReading(strategy: InputBarStrategy?, latency: Double, rate: Double)
    -> TraceLatency
  {
    guard let strategy else { return .onTime }
    let frames = latency * rate
    if case .follow = strategy.reaction, strategy.latencyFrames > 0, strategy.tracking.isPlain {
      // A copy late by whole frames is a follower; one between them (25 ms at 60 Hz, 1.5
      // frames) is not a display link's frame-late read alone: it is reported as measured.
      guard abs(frames - frames.rounded()) > followerFrameTolerance else {
        return .follower(frames: strategy.latencyFrames)
      }
      return .startDelay(milliseconds: latency * 1000, frames: frames)
    }
    if frames >= onTimeFrames {
      if case .follow = strategy.reaction { return .onTime }
      return .startDelay(milliseconds: latency * 1000, frames: frames)
    }
    if frames <= -onTimeFrames { return .leads(milliseconds: -latency * 1000) }
    return .onTime
  }

  /// The smallest whole multiple (1 to ``maximumClockMultiple``) of the recording's rate on
  /// whose frames a delay of `frames` recorded frames is within a tenth of a frame of whole;
  /// the closest of them when none is.
  static func clockMultiple(frames: Double) -> Int {
    var best = (multiple: 1, error: Double.infinity)
    for multiple in 1...maximumClockMultiple {
      let scaled = frames * Double(multiple)
      let error = abs(scaled - scaled.rounded()) / Double(multiple)
      if abs(scaled - scaled.rounded()) <= 0.1 { return multiple }
      if error < best.error { best = (multiple, error) }
    }
    return best.multiple
  }

  /// The finest model clock tried for a delay between whole frames, as a multiple of the
  /// recording's rate.
  static let maximumClockMultiple = 4

  /// A strategy that animates like a custom fit: its own curve and duration, `delay` later as
  /// whole frames (for the explanation and its fixes).
  static func strategy(
    like curve: String, delay: Double, duration: Double, rate: Double, margin: Double
  ) -> InputBarStrategy? {
    let jumps = curve == CustomBarFitter.jumpName
    let call: AnimationCall
    if jumps {
      // A jump is a call of no duration with the notification's curve: UIKit does not animate
      // it, and the diagnosis blames the duration and the delay, not a curve.
      call = AnimationCall(
        duration: .fixed(0), curve: .notification(shifted: true, fallback: .easeInOut))
    } else {
      guard let spec = try? CurveSpec(parsing: curve) else { return nil }
      call = AnimationCall(duration: .fixed(duration), curve: .timing(spec))
    }
    let frames = max(0, min(InputBarStrategy.maximumLatencyFrames, Int((delay * rate).rounded())))
    let summary =
      jumps
      ? "Jumps to the keyboard's end frame without animating, "
        + "\(Int((delay * 1000).rounded())) ms after the keyboard starts."
      : "Animates with its own \(curve) over \(Int((duration * 1000).rounded())) ms, "
        + "starting \(Int((delay * 1000).rounded())) ms after the keyboard."
    return try? InputBarStrategy(
      name: TraceMatch.customName, summary: summary,
      reaction: .animate(call),
      margin: margin, latencyFrames: frames)
  }
}

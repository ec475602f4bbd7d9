import CurveScopeMotion
import CurveScopeSync
import CurveScopeTiming
import CurveScopeTrace

extension TraceMatcher {
  /// The match from every candidate's fit: the closest preset, its equivalents, a custom fit
  /// when no preset is close enough, and the model at every frame.
  func result(
    trace: Trace, frames: MatchFrames, keyboard: KeyboardModelMatch, levels: BarLevels,
    ceiling: Double, stretches: [BarStretch],
    fits: [CandidateFit],
    sample: [(stretch: Int, indices: [Int])], all: [(stretch: Int, indices: [Int])], rate: Double
  ) throws -> TraceMatch {
    guard let closest = fits.map(\.candidate.rmsPoints).min() else {
      throw TraceMatchError.barNotSeen(trace: trace.name)
    }
    // Among the presets that fit alike, one that reads the keyboard plainly (a copy, an
    // animation) is named before one that predicts, reads the model or tracks a drag: the
    // simpler explanation, unless the other fits better than the noise allows.
    let fitsAlike = closest * (1 + Self.equivalentFitFraction) + Self.equivalentFitSlack
    guard
      let bestIndex = fits.indices.filter({ fits[$0].candidate.rmsPoints <= fitsAlike }).min(by: {
        let (a, b) = (fits[$0], fits[$1])
        let (plainA, plainB) = (a.strategy.tracking.isPlain, b.strategy.tracking.isPlain)
        return plainA != plainB ? plainA : a.candidate.rmsPoints < b.candidate.rmsPoints
      })
    else { throw TraceMatchError.barNotSeen(trace: trace.name) }
    let best = fits[bestIndex]
    let limit = max(Self.residualFloor, Self.residualFactor * keyboard.rmsPoints)
    let bestLatency = best.latency
    let equivalents = fits.indices.filter { $0 != bestIndex }.filter { index in
      fits[index].candidate.rmsPoints <= fitsAlike
        || Self.distance(
          (fits[index].predictor, fits[index].latency),
          (best.predictor, bestLatency), frames: frames, sample: sample) < Self.equivalenceLimit
    }.map { fits[$0].candidate.strategy }
    var strategy = best.candidate.strategy
    var rms = best.candidate.rmsPoints
    var latency = bestLatency
    var reportedLatency = best.candidate.latencyMilliseconds / 1000
    var predictor = best.predictor
    var custom: CustomBar?
    var customStrategy: InputBarStrategy?
    if best.candidate.rmsPoints > limit,
      let fit = CustomBarFitter.fit(
        stretches: stretches, frames: frames, sample: sample, ceiling: ceiling,
        margin: levels.margin),
      let timelines = CustomBarFitter.timelines(
        stretches, curve: fit.curve, delay: fit.delay, duration: fit.duration, ceiling: ceiling,
        margin: levels.margin)
    {
      let customPredictor = BarPredictor(
        kind: .custom(timelines), stretches: stretches, ceiling: ceiling, margin: levels.margin)
      let customRMS = Self.rms(customPredictor, latency: 0, frames: frames, parts: all)
      let name = CustomBarFitter.curves[fit.curve].name
      let curve = name == "spring" ? CustomBarFitter.springSpec(fit.duration) : name
      custom = CustomBar(
        curve: curve, startDelayMilliseconds: fit.delay * 1000,
        durationMilliseconds: name == CustomBarFitter.jumpName ? 0 : fit.duration * 1000,
        rmsPoints: customRMS)
      customStrategy = Self.strategy(
        like: curve, delay: fit.delay, duration: fit.duration, rate: rate, margin: levels.margin)
      strategy = TraceMatch.customName
      rms = customRMS
      latency = 0
      reportedLatency = fit.delay
      predictor = customPredictor
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
    return TraceMatch(
      keyboardModel: keyboard, strategy: strategy, rmsPoints: rms,
      latencyMilliseconds: reportedLatency * 1000, residualLimitPoints: limit,
      equivalents: strategy == TraceMatch.customName ? [] : equivalents,
      candidates: fits.map(\.candidate).sorted { $0.rmsPoints < $1.rmsPoints }, custom: custom,
      matchedStrategy: strategy == TraceMatch.customName ? nil : best.strategy,
      customStrategy: customStrategy, scenario: stretches[0].scenario,
      marginPoints: levels.margin, safeAreaPoints: levels.safeArea,
      modelKeyboardTop: keyboardTops, modelBarBottom: barBottoms, model: model,
      candidateModels: fits.map {
        (
          $0.candidate.strategy,
          TraceModel(
            predictor: $0.predictor, latency: $0.latency, frames: frames)
        )
      })
  }

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

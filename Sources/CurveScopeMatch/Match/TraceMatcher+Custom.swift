import CurveScopeSupport
import CurveScopeSync
import CurveScopeTrace

extension TraceMatcher {
  /// The largest RMS, as a fraction of the bar's recorded travel, at which an animation of the
  /// bar's own still explains it (when above the residual limit).
  public static let customTravelFraction = 0.1

  /// The animation of its own that fits a bar no preset matches, as the match reports it.
  /// - Throws: ``TraceMatchError/unexplainedBar(trace:closestPreset:presetRMSPoints:customRMSPoints:reason:)``
  ///   when none fits, when the best explains too little of the bar (RMS above the residual
  ///   limit and above ``customTravelFraction`` of its travel), or when it starts after the
  ///   recording's last frame: a model would be invented.
  func customFit(
    trace: Trace, frames: MatchFrames, stretches: [BarStretch], levels: BarLevels,
    ceiling: Double, best: CandidateFit, limit: Double, sample: [(stretch: Int, indices: [Int])],
    all: [(stretch: Int, indices: [Int])], rate: Double
  ) throws(TraceMatchError) -> (
    custom: CustomBar, strategy: InputBarStrategy?, predictor: BarPredictor
  ) {
    func refuse(_ customRMS: Double?, _ reason: String) -> TraceMatchError {
      .unexplainedBar(
        trace: trace.name, closestPreset: best.candidate.strategy,
        presetRMSPoints: best.candidate.rmsPoints, customRMSPoints: customRMS, reason: reason)
    }
    guard
      let fit = CustomBarFitter.fit(
        stretches: stretches, frames: frames, sample: sample, ceiling: ceiling,
        margin: levels.margin),
      let timelines = CustomBarFitter.timelines(
        stretches, curve: fit.curve, delay: fit.delay, duration: fit.duration, ceiling: ceiling,
        margin: levels.margin)
    else { throw refuse(nil, "no animation of its own fits it") }
    let predictor = BarPredictor(
      kind: .custom(timelines), stretches: stretches, ceiling: ceiling, margin: levels.margin)
    let customRMS = Self.rms(predictor, latency: 0, frames: frames, parts: all)
    var low = Double.infinity
    var high = -Double.infinity
    for index in 0..<frames.count where frames.hasBar(index) {
      low = min(low, frames.bar[index])
      high = max(high, frames.bar[index])
    }
    let travel = high > low ? high - low : 0
    let allowed = max(limit, Self.customTravelFraction * travel)
    guard customRMS <= allowed else {
      throw refuse(
        customRMS,
        "more than \(NumberText.reading(allowed)) pt, a tenth of the bar's "
          + "\(NumberText.reading(travel)) pt travel")
    }
    let firstStart = stretches.compactMap { $0.keyboard.animations.first?.time }.min() ?? 0
    let lastFrame = frames.times.last ?? 0
    guard firstStart + fit.delay <= lastFrame else {
      throw refuse(customRMS, "the animation it needs would start after the last frame")
    }
    let name = CustomBarFitter.curves[fit.curve].name
    let curve = name == "spring" ? CustomBarFitter.springSpec(fit.duration) : name
    let custom = CustomBar(
      curve: curve, startDelayMilliseconds: fit.delay * 1000,
      durationMilliseconds: name == CustomBarFitter.jumpName ? 0 : fit.duration * 1000,
      rmsPoints: customRMS)
    let strategy = Self.strategy(
      like: curve, delay: fit.delay, duration: fit.duration, rate: rate, margin: levels.margin)
    return (custom, strategy, predictor)
  }
}

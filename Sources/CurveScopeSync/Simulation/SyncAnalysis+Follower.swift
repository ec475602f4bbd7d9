import CurveScopeTiming

/// How a following bar reads the keyboard: the presentation value or the model value, copied or
/// predicted ahead with the keyboard's own animation or a hard-coded curve.
struct FollowerReading: Sendable {
  /// What is read.
  let source: KeyboardTracking.Source
  /// Frames of nominal interval predicted ahead while the keyboard animates.
  let leadFrames: Double
  /// The follower's own model of the keyboard when it predicts with a hard-coded curve.
  let prediction: MotionTimeline?

  /// The reading of `strategy` (only followers read; animating strategies get a plain one).
  init(strategy: InputBarStrategy, scenario: Scenario, profiled: ProfiledScenario) throws {
    source = strategy.tracking.source
    leadFrames = strategy.tracking.leadFrames
    guard case .follow = strategy.reaction, let spec = strategy.tracking.predictionCurve else {
      prediction = nil
      isPlainCopy = source == .presentation && leadFrames == 0
      return
    }
    isPlainCopy = false
    var model = MotionTimeline(initialValue: profiled.initialEdge)
    for move in profiled.moves {
      let timing = try move.timing.map { try Self.assumed(spec, replacing: $0) }
      model.animate(
        to: move.edge, at: move.time, timing: timing, rule: move.rule ?? scenario.retargetRule)
      try model.checkStoredAnimations("scenario \(scenario.name) × prediction")
    }
    prediction = model
  }

  /// The hard-coded curve in place of `actual`: a jump stays a jump; springs and the keyboard
  /// curve run their own duration; Béziers their catalogue duration, else the actual one.
  static func assumed(_ spec: CurveSpec, replacing actual: Timing) throws -> Timing {
    guard actual.duration > 0 else { return .jump }
    switch spec.definition {
    case .spring, .keyboard: return try spec.definition.timing(duration: nil)
    case .bezier, .linear:
      return try spec.definition.timing(duration: spec.defaultDuration ?? actual.duration)
    }
  }

  /// Whether the bar is the keyboard read at the frame (a plain copy).
  let isPlainCopy: Bool

  /// The value read at `read` seconds: the model value; or, while the keyboard animates, the
  /// keyboard (or the follower's model of it) at `ahead` (the read plus the lead); else the
  /// keyboard at `read`.
  @inline(__always)
  func value(_ keyboard: MotionTimeline, readAt read: Double, ahead: Double) -> Double {
    switch source {
    case .model:
      return keyboard.modelValue(at: read)
    case .presentation:
      if isPlainCopy || !keyboard.isAnimating(at: read) { return keyboard.value(at: read) }
      return (prediction ?? keyboard).value(at: ahead)
    }
  }

  /// The rate of change of ``value(_:readAt:ahead:)``, in points per second.
  func velocity(_ keyboard: MotionTimeline, readAt read: Double, ahead: Double) -> Double {
    switch source {
    case .model:
      return 0
    case .presentation:
      if isPlainCopy || !keyboard.isAnimating(at: read) { return keyboard.velocity(at: read) }
      return (prediction ?? keyboard).velocity(at: ahead)
    }
  }

  /// The time the curve is evaluated at for a read at frame `readFrame` of `clock`: a whole lead
  /// lands on a frame's own time (so that it meets event times exactly), any other lead adds
  /// lead / rate.
  func aheadTime(readFrame: Int, clock: FrameClock) -> Double {
    if leadFrames == leadFrames.rounded(.towardZero) {
      return clock.time(ofFrame: readFrame + Int(leadFrames))
    }
    return clock.time(ofFrame: readFrame) + leadFrames / clock.rate
  }
}

extension SyncAnalysis {
  /// A pan-tracking bar during the drag: at max(finger y, keyboard edge), `margin` above.
  func trackedBar(_ interaction: PanInteraction, at time: Double) -> Double {
    let keyboardEdge = keyboard.value(at: time)
    let finger = interaction.track.fingerY(at: time) ?? keyboardEdge
    return max(finger, keyboardEdge) - strategy.margin
  }

  /// An animated bar's bottom edge at any time (the drag overrides its timeline for a
  /// pan-tracker).
  func timelineBar(_ timeline: MotionTimeline, at time: Double) -> Double {
    if let panDrag, panDrag.isDragging(at: time) { return trackedBar(panDrag, at: time) }
    return timeline.value(at: time)
  }
}

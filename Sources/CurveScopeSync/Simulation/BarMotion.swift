public import CurveScopeMotion

/// The input bar's bottom edge over time for one strategy in one scenario.
public enum BarMotion: Sendable {
  /// The bar animates along its own timeline.
  case timeline(MotionTimeline)
  /// The bar copies the keyboard's top edge `latencyFrames` frames late, `margin` above it.
  case follow(latencyFrames: Int, margin: Double)

  /// Builds the bar's motion: replays the notifications the strategy handles, each starting
  /// `latencyFrames` frames after it arrives.
  /// - Throws: ``TimingError`` only for values the scenario and strategy checks let through;
  ///   ``MotionError`` when the bar would keep more than
  ///   ``MotionTimeline/maximumStoredAnimations`` animations.
  public init(strategy: InputBarStrategy, scenario: Scenario, clock: FrameClock) throws {
    guard case .animate(let call) = strategy.reaction else {
      self = .follow(latencyFrames: strategy.latencyFrames, margin: strategy.margin)
      return
    }
    let screenHeight = scenario.screenHeight
    var timeline = MotionTimeline(
      initialValue: strategy.barTarget(
        forKeyboardTop: scenario.initialKeyboardTop, screenHeight: screenHeight))
    let latency = Double(strategy.latencyFrames) / clock.rate
    for event in scenario.events where strategy.handledKinds.contains(event.kind) {
      var eventCall = call
      if !event.kind.isBeforeAnimation { eventCall.insideHandler = false }
      let timing = try eventCall.timing(for: event, keyboard: KeyboardAnimation(event: event))
      timeline.animate(
        to: strategy.barTarget(forKeyboardTop: event.frameEnd.minY, screenHeight: screenHeight),
        at: event.time + latency, timing: timing,
        rule: eventCall.retargetRule(for: event, scenarioRule: scenario.retargetRule))
      try timeline.checkStoredAnimations("scenario \(scenario.name) × \(strategy.name)")
    }
    self = .timeline(timeline)
  }
}

extension MotionTimeline {
  /// The keyboard's top edge over time: every will-notification animates it to its end frame
  /// with ``KeyboardAnimation``'s timing, combined by the scenario's retargeting rule.
  /// - Throws: ``TimingError`` for a timing that cannot be built; ``MotionError`` when the
  ///   keyboard would keep more than ``maximumStoredAnimations`` animations.
  public init(keyboardIn scenario: Scenario) throws {
    self.init(initialValue: scenario.initialKeyboardTop)
    for event in scenario.events where event.kind.isBeforeAnimation {
      animate(
        to: event.frameEnd.minY, at: event.time,
        timing: try KeyboardAnimation(event: event).timing(),
        rule: scenario.retargetRule)
      try checkStoredAnimations("scenario \(scenario.name)")
    }
  }
}

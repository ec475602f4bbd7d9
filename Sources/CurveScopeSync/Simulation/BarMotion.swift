public import CurveScopeTiming

/// The input bar's bottom edge over time for one strategy in one scenario.
public enum BarMotion: Sendable {
  /// The bar animates along its own timeline.
  case timeline(MotionTimeline)
  /// The bar copies the keyboard's top edge `latencyFrames` frames late, `margin` above it.
  case follow(latencyFrames: Int, margin: Double)

  /// Builds the bar's motion: replays the notifications the strategy handles, as the
  /// scenario's keyboard profile delivers them, each starting `latencyFrames` frames after it
  /// arrives.
  /// - Throws: ``TimingError`` only for values the scenario and strategy checks let through;
  ///   ``MotionError`` when the bar would keep more than
  ///   ``MotionTimeline/maximumStoredAnimations`` animations.
  public init(strategy: InputBarStrategy, scenario: Scenario, clock: FrameClock) throws {
    let profiled = try ProfiledScenario(scenario)
    let keyboard = try profiled.keyboardTimeline(
      rule: scenario.retargetRule, owner: "scenario \(scenario.name)")
    try self.init(
      strategy: strategy, scenario: scenario, clock: clock, profiled: profiled,
      keyboard: keyboard)
  }

  /// Builds the bar's motion from a scenario already played by its profile, with the keyboard's
  /// timeline (a pan-tracking bar starts its release animation where it tracked the finger).
  init(
    strategy: InputBarStrategy, scenario: Scenario, clock: FrameClock,
    profiled: ProfiledScenario, keyboard: MotionTimeline
  ) throws {
    guard case .animate(let call) = strategy.reaction else {
      self = .follow(latencyFrames: strategy.latencyFrames, margin: strategy.margin)
      return
    }
    let geometry = profiled.geometry
    let profile = scenario.keyboardProfile
    var timeline = MotionTimeline(
      initialValue: strategy.barTarget(
        for: profiled.initialFrame, kind: .willShow, geometry: geometry))
    let latency = Double(strategy.latencyFrames) / clock.rate
    var pan = strategy.tracking.tracksPan ? scenario.interaction : nil
    for event in profiled.notifications where strategy.handledKinds.contains(event.kind) {
      if let interaction = pan, event.time >= interaction.releaseTime - 1e-9 {
        // The tracker leaves the bar where it followed the finger; UIKit animates from there.
        let release = interaction.releaseTime
        timeline.animate(
          to: max(interaction.track.releaseY, keyboard.value(at: release)) - strategy.margin,
          at: release, timing: nil, rule: .restart)
        pan = nil
      }
      var eventCall = call
      if !event.kind.isBeforeAnimation { eventCall.insideHandler = false }
      let timing = try eventCall.timing(for: event, profile: profile)
      timeline.animateUnlessIdle(
        to: strategy.barTarget(for: event.frameEnd, kind: event.kind, geometry: geometry),
        at: event.time + latency, timing: timing,
        rule: eventCall.retargetRule(for: event, scenarioRule: scenario.retargetRule))
      try timeline.checkStoredAnimations("scenario \(scenario.name) × \(strategy.name)")
    }
    self = .timeline(timeline)
  }
}

extension MotionTimeline {
  /// The edge the bar must rest on over time, as the scenario's keyboard profile moves the
  /// keyboard (``ProfiledScenario``): under ``KeyboardProfile/ios`` every will-notification
  /// animates the keyboard's top to its end frame with ``KeyboardAnimation``'s timing, combined
  /// by the scenario's retargeting rule.
  /// - Throws: ``TimingError`` for a timing that cannot be built; ``MotionError`` when the
  ///   keyboard would keep more than ``maximumStoredAnimations`` animations.
  public init(keyboardIn scenario: Scenario) throws {
    self = try ProfiledScenario(scenario).keyboardTimeline(
      rule: scenario.retargetRule, owner: "scenario \(scenario.name)")
  }
}

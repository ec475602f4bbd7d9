/// The reference's playing of a scenario under its keyboard profile: the
/// notifications the app receives, the edge the bar must rest on over time, and the keyboard's
/// first travel. Written from the KeyboardProfiles article without the library.
public struct ReferenceSession: Sendable {
  /// What the app receives, in time order.
  public let reported: [ReferenceScenario.Event]
  /// The keyboard's edge over time.
  public let keyboard: ReferenceMotion
  /// The keyboard's frame before the first move, as the app knows it.
  public let initialFrame: ReferenceRect
  /// The first travel of the edge.
  public let firstTravel: (from: Double, to: Double)?
  /// The profile.
  public let profile: ReferenceProfile

  /// Plays `scenario`.
  public init(_ scenario: ReferenceScenario) {
    let profile = scenario.profile ?? ReferenceProfile.base(.uikit)
    if let pan = scenario.pan {
      self = Self.interactive(scenario, pan: pan, profile: profile)
      return
    }
    self.profile = profile
    let place = { (frame: ReferenceRect) in Self.placed(frame, profile, scenario) }
    initialFrame = place(scenario.begin(scenario.events[0]))
    var edge = Self.edge(initialFrame, scenario)
    let initial = edge
    var animations: [ReferenceMotion.Animation] = []
    var notes: [(time: Double, order: Int, event: ReferenceScenario.Event)] = []
    for (order, event) in scenario.events.enumerated() {
      let begin = place(scenario.begin(event))
      let end = place(scenario.end(event))
      var reported = event
      reported.beginFrame = begin
      reported.endFrame = end
      reported.beginTop = begin.y
      reported.endTop = end.y
      if event.kind.isWill, let duration = profile.reportedDuration, event.duration != 0 {
        reported.duration = duration
      }
      if !profile.carriesCurve { reported.curve = nil }
      if event.kind.isWill {
        let target = Self.edge(end, scenario)
        let timing = profile.keyboardTiming(
          curve: reported.curve, duration: reported.duration, from: edge, to: target)
        animations.append(
          .init(start: event.time, target: target, timing: timing, rule: scenario.rule))
        edge = target
        if event.kind == .willShow, let delay = profile.didShowDelay {
          var didShow = reported
          didShow.kind = .didShow
          didShow.time = ((event.time + delay) * 1e9).rounded() / 1e9
          notes.append((didShow.time, scenario.events.count + order, didShow))
        }
        if profile.zeroEndFrame, event.kind != .willHide, end.height > 0,
          end.y < scenario.screenHeight
        {
          reported.endFrame = .zero
          reported.endTop = 0
        }
      }
      notes.append((event.time, order, reported))
    }
    reported = notes.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.event)
    keyboard = ReferenceMotion(initial: initial, animations: animations)
    firstTravel = animations.first { $0.target != initial }.map { (initial, $0.target) }
  }

  /// An interactive dismissal: the edge jumps to each touch's clamped position, then the
  /// profile's motion finishes from the release (a spring with the release velocity for UIKit).
  static func interactive(
    _ scenario: ReferenceScenario, pan: ReferencePan, profile: ReferenceProfile
  ) -> ReferenceSession {
    let height = scenario.screenHeight
    let frameAt = { (top: Double) in
      ReferenceRect(0, top, scenario.screenWidth, pan.keyboardHeight)
    }
    let initialFrame = frameAt(pan.shownTop)
    let initial = edge(initialFrame, scenario)
    var current = initial
    var animations: [ReferenceMotion.Animation] = []
    for (time, y) in zip(pan.times, pan.ys) {
      let next = self.edge(frameAt(pan.keyboardTop(y, screenHeight: height)), scenario)
      if next != current {
        animations.append(.init(start: time, target: next, timing: .jump, rule: .restart))
        current = next
      }
    }
    let hides = pan.hides(screenHeight: height)
    let target = edge(frameAt(hides ? height : pan.shownTop), scenario)
    if target != current {
      let timing: ReferenceTiming
      switch profile.motion {
      case .uikit:
        let v0 = pan.releaseKeyboardVelocity(screenHeight: height) / (target - current)
        let spring = ReferenceSpringCurve(
          mass: profile.spring.mass, stiffness: profile.spring.stiffness,
          damping: profile.spring.damping, initialVelocity: v0)
        timing = .spring(spring, duration: profile.springDuration)
      case .system(let show, let hide, let duration):
        timing = .bezier(target > current ? hide : show, duration: duration)
      case .crossFade:
        timing = .jump
      }
      animations.append(
        .init(start: pan.releaseTime, target: target, timing: timing, rule: .fromCurrentState))
    }
    var reported = scenario.events
    for index in reported.indices {
      if !profile.carriesCurve { reported[index].curve = nil }
      if reported[index].kind.isWill, let duration = profile.reportedDuration,
        reported[index].duration != 0
      {
        reported[index].duration = duration
      }
      let end = scenario.end(reported[index])
      if profile.zeroEndFrame, reported[index].kind.isWill, reported[index].kind != .willHide,
        end.height > 0, end.y < height
      {
        reported[index].endFrame = .zero
        reported[index].endTop = 0
      }
    }
    return ReferenceSession(
      reported: reported, keyboard: ReferenceMotion(initial: initial, animations: animations),
      initialFrame: initialFrame,
      firstTravel: hides && target != initial ? (initial, target) : nil, profile: profile)
  }

  init(
    reported: [ReferenceScenario.Event], keyboard: ReferenceMotion, initialFrame: ReferenceRect,
    firstTravel: (from: Double, to: Double)?, profile: ReferenceProfile
  ) {
    self.reported = reported
    self.keyboard = keyboard
    self.initialFrame = initialFrame
    self.firstTravel = firstTravel
    self.profile = profile
  }

  /// The edge the bar rests on for a keyboard at `frame`: the window's bottom for a visible
  /// frame that does not reach the screen's bottom; with a window, the top clamped to its
  /// bottom; else the top.
  static func edge(_ frame: ReferenceRect, _ scenario: ReferenceScenario) -> Double {
    let bottom = scenario.window.map(\.maxY) ?? scenario.screenHeight
    if frame.height > 0 && frame.y < scenario.screenHeight
      && frame.maxY < scenario.screenHeight - 0.5
    {
      return bottom
    }
    guard let window = scenario.window else { return frame.y }
    return min(frame.y, window.maxY)
  }

  /// A shown frame moved where a floating profile puts it.
  static func placed(
    _ frame: ReferenceRect, _ profile: ReferenceProfile, _ scenario: ReferenceScenario
  ) -> ReferenceRect {
    guard let floating = profile.floating, frame.height > 0, frame.y < scenario.screenHeight
    else { return frame }
    let width = min(floating.width, scenario.screenWidth)
    let height = min(frame.height, max(0, scenario.screenHeight - floating.inset))
    return ReferenceRect(
      (scenario.screenWidth - width) / 2, max(0, scenario.screenHeight - floating.inset - height),
      width, height)
  }
}

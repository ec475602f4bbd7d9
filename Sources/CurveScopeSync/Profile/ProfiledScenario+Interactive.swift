import CurveScopeMeasure
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeTiming

extension ProfiledScenario {
  /// The parts of a played interactive dismissal.
  struct Played {
    var notifications: [KeyboardEvent]
    var moves: [KeyboardMove]
    var initialEdge: Double
    var firstTravel: KeyboardTravel?
  }

  /// An interactive dismissal: the keyboard's top follows the finger touch by touch (jumps that
  /// drop any running animation), then finishes from the release with the profile's motion —
  /// for UIKit, its spring from the release position with the release velocity — towards the
  /// screen's bottom (hide) or its shown top (return). The notifications are the scenario's
  /// (posted at the release), rewritten by the profile.
  static func interactive(_ scenario: Scenario, _ interaction: PanInteraction) throws -> Played {
    let geometry = scenario.geometry
    let screenHeight = scenario.screenHeight
    let frame = interaction.keyboardFrame
    let edgeOf = { (top: Double) in
      geometry.edge(of: Rect(x: frame.x, y: top, width: frame.width, height: frame.height))
    }
    let initial = edgeOf(frame.minY)
    var moves: [KeyboardMove] = []
    var edge = initial
    for sample in interaction.track.samples {
      let next = edgeOf(interaction.keyboardTop(fingerY: sample.y, screenHeight: screenHeight))
      guard next != edge else { continue }
      moves.append(KeyboardMove(time: sample.time, edge: next, timing: nil, rule: .restart))
      edge = next
    }
    let hides = interaction.hides(screenHeight: screenHeight)
    let target = edgeOf(hides ? screenHeight : frame.minY)
    if target != edge {
      let timing = try releaseTiming(
        scenario.keyboardProfile, from: edge, to: target,
        velocity: interaction.releaseKeyboardVelocity(screenHeight: screenHeight))
      moves.append(
        KeyboardMove(
          time: interaction.releaseTime, edge: target, timing: timing, rule: .fromCurrentState))
    }
    let style = scenario.keyboardProfile.notifications
    let notifications = scenario.events.map { event in
      var reported = reported(event, style)
      if style.zeroEndFrameWhenShowing, event.kind.isBeforeAnimation, event.kind != .willHide,
        isShown(event.frameEnd, geometry)
      {
        reported.frameEnd = .init(x: 0, y: 0, width: 0, height: 0)
      }
      return reported
    }
    return Played(
      notifications: notifications, moves: moves, initialEdge: initial,
      firstTravel: hides && target != initial
        ? KeyboardTravel(from: initial, to: target) : nil)
  }

  /// How the keyboard finishes from `from` (moving at `velocity` pt/s) to `to`: under UIKit the
  /// profile's spring with the initial velocity velocity / (to − from) (progress per second),
  /// removed after the spring's duration (without the velocity when it passes the spring's
  /// bounds); the system's interpolator; or a jump for a cross-fade.
  static func releaseTiming(
    _ profile: KeyboardProfile, from: Double, to: Double, velocity: Double
  ) throws -> Timing {
    switch profile.motion {
    case .uikit:
      let spring = profile.spring.spring
      let progressVelocity = velocity / (to - from)
      let launched =
        (try? Spring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          initialVelocity: progressVelocity.isFinite ? progressVelocity : 0)) ?? spring
      return .spring(
        try SpringTiming(spring: launched, model: .coreAnimation, duration: profile.spring.duration)
      )
    case .system(let show, let hide, let duration):
      return .bezier(try BezierTiming(curve: to > from ? hide : show, duration: duration))
    case .crossFade:
      return .jump
    }
  }
}

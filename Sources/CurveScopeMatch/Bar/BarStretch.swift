import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import CurveScopeTrace

/// One stretch of a trace as the bar's models see it: the fitted keyboard, and the keyboard
/// notifications a device would have posted for it, as a scenario the presets are simulated on.
///
/// The scenario's screen ends at the bar's resting edge (screen height − safe area), with the
/// keyboard's frames clamped to it, so every preset rests where the recorded bar rests while the
/// keyboard is hidden. Its t = 0 lies at ``origin`` on the trace's clock.
struct BarStretch: Sendable {
  /// The frames of the trace the stretch owns.
  var frames: Range<Int>
  /// The keyboard fitted to them.
  var keyboard: FittedKeyboard
  /// The notifications, as a scenario.
  var scenario: Scenario
  /// Where the scenario's t = 0 lies on the trace's clock, in seconds.
  var origin: Double

  /// The seconds of the trace the bar fits read: from just before the first notification to
  /// when any bar should have settled.
  var fitWindow: ClosedRange<Double> {
    let first = keyboard.animations.first?.time ?? origin
    let last = keyboard.animations.last?.time ?? origin
    return (first - 0.3)...(last + 1.5)
  }

  /// A stretch whose notifications are inferred from the fitted keyboard: willShow when it
  /// rises from the resting edge, willHide when it falls to it, willChangeFrame otherwise; 0.25 s
  /// and `curve` (7 for a spring keyboard, 0 for an ease-in-out one; a jump: duration 0,
  /// curve 0).
  init(
    frames: Range<Int>, keyboard: FittedKeyboard, trace: Trace, ceiling: Double,
    threshold: Double, curve: AnimationCurve
  ) throws {
    self.frames = frames
    self.keyboard = keyboard
    var events: [KeyboardEvent] = []
    let width = trace.screenWidth
    for animation in keyboard.animations {
      // A level within the threshold of the resting edge is the edge: a keyboard at 811.96 on
      // an 812 pt screen is hidden (fixed-guess and other presets decide by it).
      let from = animation.from >= ceiling - threshold ? ceiling : animation.from
      let to = animation.to >= ceiling - threshold ? ceiling : animation.to
      let kind: KeyboardEventKind =
        from == ceiling && to < from
        ? .willShow : to == ceiling && from < to ? .willHide : .willChangeFrame
      let shown = ceiling - min(from, to)
      let begin = Rect(
        x: 0, y: from, width: width, height: kind == .willShow ? shown : max(0, ceiling - from))
      let end = Rect(
        x: 0, y: to, width: width, height: kind == .willHide ? shown : max(0, ceiling - to))
      let jump = animation.timing == nil
      events.append(
        KeyboardEvent(
          time: animation.time, kind: kind, frameBegin: begin, frameEnd: end,
          duration: jump ? 0 : 0.25, curve: jump ? .easeInOut : curve, isLocal: true))
    }
    let origin = events.map(\.time).min() ?? 0
    for index in events.indices { events[index].time -= origin }
    scenario = try Scenario(
      name: trace.name, title: trace.title, summary: trace.summary, screenWidth: width,
      screenHeight: ceiling, events: events)
    self.origin = origin
  }

  /// A stretch over the whole trace whose notifications are the file's, moved by `offset`
  /// seconds (the recorded keyboard's lag) and clamped to the resting edge.
  init(
    frames: Range<Int>, keyboard: FittedKeyboard, fileScenario: Scenario, offset: Double,
    ceiling: Double
  ) throws {
    self.frames = frames
    self.keyboard = keyboard
    func clamped(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: min(rect.y, ceiling), width: rect.width, height: rect.height)
    }
    let events = fileScenario.events.map { event in
      var moved = event
      moved.frameBegin = clamped(event.frameBegin)
      moved.frameEnd = clamped(event.frameEnd)
      return moved
    }
    scenario = try Scenario(
      name: fileScenario.name, title: fileScenario.title, summary: fileScenario.summary,
      screenWidth: fileScenario.screenWidth, screenHeight: ceiling, events: events,
      retargetRule: fileScenario.retargetRule)
    origin = offset
  }
}

public import CurveScopeMeasure
public import CurveScopeNotifications
public import CurveScopeSupport
public import CurveScopeTiming

/// A scenario as its keyboard profile plays it: the notifications the app receives, and how the
/// edge the bar must rest on really moves.
///
/// The scenario's events are written as iOS posts them with full motion. The profile rewrites
/// them (a reported duration, a missing curve, `CGRect.zero` end frames, a late didShow,
/// floating frames) and times the keyboard (``KeyboardProfile/keyboardTiming(for:from:to:)``);
/// the edge of each frame is ``KeyboardGeometry/edge(of:)``. An interactive dismissal's
/// keyboard follows the finger instead (``PanInteraction``).
public struct ProfiledScenario: Sendable {
  /// The screen and window.
  public let geometry: KeyboardGeometry
  /// What the app receives, in time order.
  public let notifications: [KeyboardEvent]
  /// The keyboard's moves, in time order.
  public let moves: [KeyboardMove]
  /// The edge before the first move.
  public let initialEdge: Double
  /// The keyboard's frame before the first move, as the app knows it (the first notification's
  /// begin frame, placed by the profile; an interactive dismissal's shown frame).
  public let initialFrame: Rect
  /// The keyboard's first travel (where the lag is measured); `nil` when it does not travel.
  public let firstTravel: KeyboardTravel?

  /// Plays `scenario` with its profile.
  /// - Throws: ``TimingError`` only for values the scenario checks let through.
  public init(_ scenario: Scenario) throws {
    geometry = scenario.geometry
    if let interaction = scenario.interaction {
      let played = try Self.interactive(scenario, interaction)
      notifications = played.notifications
      moves = played.moves
      initialEdge = played.initialEdge
      initialFrame = interaction.keyboardFrame
      firstTravel = played.firstTravel
      return
    }
    let profile = scenario.keyboardProfile
    if profile.isDefault {
      // iOS as the scenario writes it: the notifications as they are, one move per
      // will-notification (the hot path of sweeps).
      (initialFrame, initialEdge, moves) = try Self.iosMoves(scenario, geometry)
      notifications = scenario.events
      firstTravel = Self.firstTravel(from: initialEdge, moves: moves)
      return
    }
    let place = { (frame: Rect) in Self.placed(frame, profile.layout, scenario.geometry) }
    initialFrame = place(scenario.events[0].frameBegin)
    var edge = geometry.edge(of: initialFrame)
    initialEdge = edge
    var moves: [KeyboardMove] = []
    var notifications: [(time: Double, order: Int, event: KeyboardEvent)] = []
    var added = false
    for (order, event) in scenario.events.enumerated() {
      var truth = event
      truth.frameBegin = place(event.frameBegin)
      truth.frameEnd = place(event.frameEnd)
      var reported = Self.reported(truth, profile.notifications)
      if event.kind.isBeforeAnimation {
        let target = geometry.edge(of: truth.frameEnd)
        let timing = try profile.keyboardTiming(for: reported, from: edge, to: target)
        moves.append(KeyboardMove(time: event.time, edge: target, timing: timing))
        edge = target
        if event.kind == .willShow, let delay = profile.notifications.didShowDelay {
          var didShow = reported
          didShow.kind = .didShow
          didShow.time = KeyboardEvent.nanosecondGrid(event.time + delay)
          notifications.append((didShow.time, scenario.events.count + order, didShow))
          added = true
        }
        if profile.notifications.zeroEndFrameWhenShowing, event.kind != .willHide,
          Self.isShown(truth.frameEnd, geometry)
        {
          reported.frameEnd = Rect(x: 0, y: 0, width: 0, height: 0)
        }
      }
      notifications.append((event.time, order, reported))
    }
    self.moves = moves
    self.notifications =
      added
      ? notifications.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.event)
      : notifications.map(\.event)
    firstTravel = Self.firstTravel(from: initialEdge, moves: moves)
  }

  /// The keyboard's edge over time, moves combined by `rule` where a move does not set its own.
  /// - Throws: ``MotionError`` when more than ``MotionTimeline/maximumStoredAnimations``
  ///   animations would be kept.
  public func keyboardTimeline(rule: RetargetRule, owner: @autoclosure () -> String) throws
    -> MotionTimeline
  {
    var timeline = MotionTimeline(initialValue: initialEdge)
    for move in moves {
      timeline.animateUnlessIdle(
        to: move.edge, at: move.time, timing: move.timing, rule: move.rule ?? rule)
      try timeline.checkStoredAnimations(owner())
    }
    return timeline
  }

  /// The moves of the iOS profile: every will-notification to its end frame's edge with
  /// ``KeyboardAnimation``'s timing.
  static func iosMoves(_ scenario: Scenario, _ geometry: KeyboardGeometry) throws -> (
    Rect, Double, [KeyboardMove]
  ) {
    let initialFrame = scenario.events[0].frameBegin
    var edge = geometry.edge(of: initialFrame)
    let initialEdge = edge
    var moves: [KeyboardMove] = []
    moves.reserveCapacity(scenario.events.count)
    for event in scenario.events where event.kind.isBeforeAnimation {
      let target = geometry.edge(of: event.frameEnd)
      let timing = try KeyboardProfile.ios.keyboardTiming(for: event, from: edge, to: target)
      moves.append(KeyboardMove(time: event.time, edge: target, timing: timing))
      edge = target
    }
    return (initialFrame, initialEdge, moves)
  }

  /// The last time anything in the notifications happens.
  public var lastNotificationTime: Double { notifications.last?.time ?? 0 }

  /// `event` as the app receives it under `style` (duration and curve; the end frame is
  /// handled by the caller).
  static func reported(_ event: KeyboardEvent, _ style: NotificationStyle) -> KeyboardEvent {
    var reported = event
    if event.kind.isBeforeAnimation, let duration = style.duration, event.duration != 0 {
      reported.duration = duration
    }
    if !style.carriesCurve { reported.curve = nil }
    return reported
  }

  /// Whether `frame` is a keyboard on screen.
  static func isShown(_ frame: Rect, _ geometry: KeyboardGeometry) -> Bool {
    frame.height > 0 && frame.minY < geometry.screenHeight
  }

  /// `frame` moved where `layout` puts a shown keyboard: a floating keyboard of the layout's
  /// width, centred, its bottom the inset above the screen's.
  static func placed(_ frame: Rect, _ layout: KeyboardLayout, _ geometry: KeyboardGeometry)
    -> Rect
  {
    guard case .floating(let width, let inset) = layout, isShown(frame, geometry) else {
      return frame
    }
    let floatingWidth = min(width, geometry.screenWidth)
    let height = min(frame.height, max(0, geometry.screenHeight - inset))
    return Rect(
      x: (geometry.screenWidth - floatingWidth) / 2,
      y: max(0, geometry.screenHeight - inset - height), width: floatingWidth, height: height)
  }

  /// From `start` to the first move's edge that differs from it.
  static func firstTravel(from start: Double, moves: [KeyboardMove]) -> KeyboardTravel? {
    moves.first { $0.edge != start }.map { KeyboardTravel(from: start, to: $0.edge) }
  }
}

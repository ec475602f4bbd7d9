public import CurveScopeNotifications
public import CurveScopeSupport
public import CurveScopeTiming

/// A keyboard scenario: a screen and the keyboard notifications that arrive, in time order.
///
/// Times are normalised so the first event is at 0 s; frames are counted from there.
public struct Scenario: Hashable, Sendable {
  /// The most events one scenario may hold.
  public static let maximumEventCount = KeyboardEventLimits.maximumCount
  /// The latest an event may arrive, in seconds after the first (one minute).
  public static let maximumEventTime = KeyboardEventLimits.maximumSpan

  /// A short identifier (`show-375x812-291`).
  public var name: String
  /// A one-line title for tables and figure headers.
  public var title: String
  /// What happens, in a user's words.
  public var summary: String
  /// Screen width in points.
  public var screenWidth: Double
  /// Screen height in points; a hidden keyboard's top edge sits here.
  public var screenHeight: Double
  /// The events, sorted by time, the first at 0 s.
  public private(set) var events: [KeyboardEvent]
  /// How a new keyboard (and bar) animation combines with one still running.
  public var retargetRule: RetargetRule
  /// The display rate the scenario is meant for, in Hz, if it names one.
  public var preferredFrameRate: Double?
  /// How the system moves the keyboard and what it tells the app (``KeyboardProfile/ios`` by
  /// default); the events are written as iOS posts them with full motion.
  public var keyboardProfile: KeyboardProfile = .ios
  /// The app's window in screen coordinates when it does not fill the screen (Stage Manager,
  /// Slide Over); keyboard frames stay in screen coordinates.
  public private(set) var window: Rect?
  /// The finger that drives the keyboard in an interactive dismissal, if this is one; the
  /// events are then the notifications posted at the release.
  public private(set) var interaction: PanInteraction?
  /// What the scenario takes for granted because its source did not say it (a console paste
  /// without timestamps: the spacing of its notifications), one sentence each.
  public var assumptions: [String] = []

  /// Creates a scenario, sorting events by time and shifting them so the first is at 0 s
  /// (times are kept on a 1 ns grid).
  /// - Throws: ``ScenarioError`` when there is no event, too many, a non-finite or negative
  ///   value, a window that is not a positive rectangle within ±100000 pt, or events spread over
  ///   more than ``maximumEventTime``.
  public init(
    name: String, title: String? = nil, summary: String = "", screenWidth: Double,
    screenHeight: Double, events: [KeyboardEvent], retargetRule: RetargetRule = .additive,
    preferredFrameRate: Double? = nil, keyboardProfile: KeyboardProfile = .ios,
    window: Rect? = nil
  ) throws(ScenarioError) {
    try self.init(
      name: name, title: title, summary: summary, screenWidth: screenWidth,
      screenHeight: screenHeight, events: events, retargetRule: retargetRule,
      preferredFrameRate: preferredFrameRate, keyboardProfile: keyboardProfile, window: window,
      interaction: nil)
  }

  /// Creates a scenario; with an `interaction`, times are kept relative to the drag's start (0)
  /// instead of being shifted to the first event.
  init(
    name: String, title: String?, summary: String, screenWidth: Double, screenHeight: Double,
    events: [KeyboardEvent], retargetRule: RetargetRule, preferredFrameRate: Double?,
    keyboardProfile: KeyboardProfile, window: Rect?, interaction: PanInteraction?
  ) throws(ScenarioError) {
    if let window {
      guard window.components.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }),
        window.width > 0, window.height > 0
      else {
        throw ScenarioError.window(window)
      }
    }
    guard screenWidth.isFinite, screenHeight.isFinite, screenWidth > 0, screenHeight > 0,
      screenWidth <= 100_000, screenHeight <= 100_000
    else {
      throw ScenarioError.screen(width: screenWidth, height: screenHeight)
    }
    guard !events.isEmpty else {
      throw ScenarioError.noEvents(scenario: name)
    }
    let timeline: [KeyboardEvent]
    do {
      timeline = try KeyboardEvent.timeline(
        events, name: name, shiftedToFirst: interaction == nil)
    } catch {
      throw .events(error)
    }
    self.name = name
    self.title = title ?? name
    self.summary = summary
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.events = timeline
    self.retargetRule = retargetRule
    self.preferredFrameRate = preferredFrameRate
    self.keyboardProfile = keyboardProfile
    self.window = window
    self.interaction = interaction
  }

  /// The keyboard's top edge before the first event: the first event's begin frame (for an
  /// interactive dismissal, the shown keyboard's top before the drag).
  public var initialKeyboardTop: Double {
    interaction?.keyboardFrame.minY ?? events[0].frameBegin.minY
  }

  /// The screen and the window.
  public var geometry: KeyboardGeometry {
    KeyboardGeometry(screenWidth: screenWidth, screenHeight: screenHeight, window: window)
  }
}

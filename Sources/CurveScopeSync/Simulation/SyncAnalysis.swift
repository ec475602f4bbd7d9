public import CurveScopeMeasure
import CurveScopeSupport
public import CurveScopeTiming

/// The keyboard and one strategy's input bar in one scenario, frame by frame.
///
/// Construction replays the scenario's notifications into the keyboard's timeline and the bar's
/// motion, and fixes the frame window: frames k = 0…n at t = k / rate, until both have stopped
/// moving and at least 0.6 s have passed. ``series(curveStep:)`` gives the frames as a
/// ``FrameSeries`` (with the motion between frames for drawing when asked), the one input of the
/// measures and the figures; ``summary()`` measures it.
public struct SyncAnalysis: Sendable {
  /// The shortest window measured, in seconds.
  public static let minimumWindow = 0.6
  /// The most animation evaluations one analysis may need, 50 000 000 (about a second): frames
  /// times the animations running in each, keyboard and bar together. A 60 s scenario at
  /// 1000 Hz with a few animations at a time needs a few million.
  public static let maximumEvaluations = 50_000_000.0

  /// The scenario.
  public let scenario: Scenario
  /// The strategy.
  public let strategy: InputBarStrategy
  /// The display clock.
  public let clock: FrameClock
  /// The measurer ``summary()`` uses: |gap| beyond ``tolerance`` points is out of sync.
  public let measurer: SyncMeasurer
  /// |gap| beyond which a frame counts as out of sync, in points (the measurer's).
  public var tolerance: Double { measurer.tolerance }
  /// The keyboard's top edge over time.
  public let keyboard: MotionTimeline
  /// The bar's bottom edge over time.
  public let bar: BarMotion
  /// The number of frames measured.
  public let frameCount: Int
  /// The scenario as its keyboard profile plays it: the notifications the app receives and the
  /// keyboard's moves.
  public let profiled: ProfiledScenario
  /// How a following bar reads the keyboard (and predicts it).
  let follower: FollowerReading
  /// The dismissal gesture a pan-tracking animated bar follows until the release.
  let panDrag: PanInteraction?

  /// Sets up the analysis.
  /// - Parameters:
  ///   - scenario: the keyboard notifications and the screen.
  ///   - strategy: how the app moves its input bar.
  ///   - clock: the display's frame rate.
  ///   - tolerance: points of |gap| allowed before a frame counts as out of sync (default 1).
  /// - Throws: ``SyncMeasurerError`` for a bad tolerance; ``MotionError`` for an oversized
  ///   window or too many stored animations; ``SimulationError`` for more than
  ///   ``maximumEvaluations``; ``TimingError`` for a timing that cannot be built.
  public init(
    scenario: Scenario, strategy: InputBarStrategy, clock: FrameClock, tolerance: Double = 1
  ) throws {
    measurer = try SyncMeasurer(tolerance: tolerance)
    self.scenario = scenario
    self.strategy = strategy
    self.clock = clock
    profiled = try ProfiledScenario(scenario)
    keyboard = try profiled.keyboardTimeline(
      rule: scenario.retargetRule, owner: "scenario \(scenario.name)")
    bar = try BarMotion(
      strategy: strategy, scenario: scenario, clock: clock, profiled: profiled,
      keyboard: keyboard)
    follower = try FollowerReading(strategy: strategy, scenario: scenario, profiled: profiled)
    if case .timeline = bar, strategy.tracking.tracksPan {
      panDrag = scenario.interaction
    } else {
      panDrag = nil
    }
    var end = max(
      keyboard.completionTime, scenario.events[scenario.events.count - 1].time,
      profiled.lastNotificationTime)
    switch bar {
    case .timeline(let timeline): end = max(end, timeline.completionTime)
    case .follow(let latency, _):
      end = max(end, keyboard.completionTime + Double(latency) / clock.rate)
    }
    frameCount = try clock.frameCount(covering: max(Self.minimumWindow, end))
    var evaluations = keyboard.evaluationCount(frameCount: frameCount, clock: clock)
    switch bar {
    case .timeline(let timeline):
      evaluations += timeline.evaluationCount(frameCount: frameCount, clock: clock)
    case .follow:
      evaluations *= 2
      if let prediction = follower.prediction {
        evaluations += prediction.evaluationCount(frameCount: frameCount, clock: clock)
      }
    }
    guard evaluations <= Self.maximumEvaluations else {
      throw SimulationError.tooManyEvaluations(
        scenario: scenario.name, strategy: strategy.name, rate: clock.rate,
        evaluations: evaluations, limit: Self.maximumEvaluations)
    }
  }

  /// The keyboard's top edge at frame `index`.
  @inline(__always)
  public func keyboardTop(atFrame index: Int) -> Double {
    keyboard.value(at: clock.time(ofFrame: index))
  }

  /// The bar's bottom edge at frame `index`.
  @inline(__always)
  public func barBottom(atFrame index: Int) -> Double {
    switch bar {
    case .timeline(let timeline):
      let time = clock.time(ofFrame: index)
      if let panDrag, panDrag.isDragging(at: time) { return trackedBar(panDrag, at: time) }
      return timeline.value(at: time)
    case .follow(let latency, let margin):
      return follower.value(
        keyboard, readAt: clock.time(ofFrame: index - latency),
        ahead: follower.aheadTime(readFrame: index - latency, clock: clock)) - margin
    }
  }

  /// Where the bar ends.
  public var finalBarBottom: Double {
    switch bar {
    case .timeline(let timeline): timeline.finalValue
    case .follow(_, let margin): keyboard.finalValue - margin
    }
  }

  /// The keyboard's first travel: from where it starts to the end frame of the first
  /// will-notification that moves it; `nil` when none does.
  public var firstTravel: KeyboardTravel? { profiled.firstTravel }
}

/// The keyboard and one strategy's input bar in one scenario, frame by frame.
///
/// Construction replays the scenario's notifications into the keyboard's timeline and the bar's
/// motion, and fixes the frame window: frames k = 0…n at t = k / rate, until both have stopped
/// moving and at least 0.6 s have passed. ``summary()`` then measures the desync in one pass
/// without storing frames; ``frames()`` returns the per-frame series.
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
  /// |gap| beyond which a frame counts as out of sync, in points.
  public let tolerance: Double
  /// The keyboard's top edge over time.
  public let keyboard: MotionTimeline
  /// The bar's bottom edge over time.
  public let bar: BarMotion
  /// The number of frames measured.
  public let frameCount: Int

  /// Sets up the analysis.
  /// - Parameters:
  ///   - scenario: the keyboard notifications and the screen.
  ///   - strategy: how the app moves its input bar.
  ///   - clock: the display's frame rate.
  ///   - tolerance: points of |gap| allowed before a frame counts as out of sync (default 1).
  /// - Throws: ``MotionError`` for a bad tolerance, an oversized window, too many stored
  ///   animations or more than ``maximumEvaluations``; ``TimingError`` for a timing that cannot
  ///   be built.
  public init(
    scenario: Scenario, strategy: InputBarStrategy, clock: FrameClock, tolerance: Double = 1
  ) throws {
    guard tolerance.isFinite, tolerance >= 0 else {
      throw MotionError(
        subject: "tolerance \(tolerance)", problem: "must be a number of points ≥ 0")
    }
    self.scenario = scenario
    self.strategy = strategy
    self.clock = clock
    self.tolerance = tolerance
    keyboard = try MotionTimeline(keyboardIn: scenario)
    bar = try BarMotion(strategy: strategy, scenario: scenario, clock: clock)
    var end = max(keyboard.completionTime, scenario.events[scenario.events.count - 1].time)
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
    case .follow: evaluations *= 2
    }
    guard evaluations <= Self.maximumEvaluations else {
      throw MotionError(
        subject: "scenario \(scenario.name) × \(strategy.name) at \(numberText(clock.rate)) Hz",
        problem:
          "needs \(numberText(evaluations)) animation evaluations, more than the limit of "
          + "50000000; lower the frame rate, shorten the scenario or overlap fewer animations")
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
    case .timeline(let timeline): timeline.value(at: clock.time(ofFrame: index))
    case .follow(let latency, let margin):
      keyboard.value(at: clock.time(ofFrame: index - latency)) - margin
    }
  }

  /// Where the bar ends.
  public var finalBarBottom: Double {
    switch bar {
    case .timeline(let timeline): timeline.finalValue
    case .follow(_, let margin): keyboard.finalValue - margin
    }
  }

  /// The gap for a keyboard top and bar bottom: keyboardTop − barBottom − margin, with
  /// |gap| < 1e-9 pt taken as 0.
  @inline(__always)
  public func gap(keyboardTop: Double, barBottom: Double) -> Double {
    let gap = keyboardTop - barBottom - strategy.margin
    return abs(gap) < 1e-9 ? 0 : gap
  }

  /// Frame `index` with positions, gap and velocities.
  public func frame(_ index: Int) -> SyncFrame {
    let time = clock.time(ofFrame: index)
    let keyboardTop = keyboardTop(atFrame: index)
    let barBottom = barBottom(atFrame: index)
    let barVelocity: Double
    switch bar {
    case .timeline(let timeline): barVelocity = timeline.velocity(at: time)
    case .follow(let latency, _):
      barVelocity = keyboard.velocity(at: clock.time(ofFrame: index - latency))
    }
    return SyncFrame(
      index: index, timeMilliseconds: time * 1000, keyboardTop: keyboardTop, barBottom: barBottom,
      gap: gap(keyboardTop: keyboardTop, barBottom: barBottom),
      keyboardVelocity: keyboard.velocity(at: time), barVelocity: barVelocity)
  }

  /// Every frame of the window.
  public func frames() -> [SyncFrame] {
    (0..<frameCount).map(frame)
  }

  /// The keyboard's first travel: from where it starts to the end frame of the first
  /// will-notification that moves it; `nil` when none does.
  public var firstTravel: (from: Double, to: Double)? {
    let start = scenario.initialKeyboardTop
    for event in scenario.events where event.kind.isBeforeAnimation && event.frameEnd.minY != start
    {
      return (start, event.frameEnd.minY)
    }
    return nil
  }
}

/// An independent reference for the sync analysis (SYNC-SPEC): the keyboard's top and the bar's
/// bottom as plain arrays at t_k = k / fps, and every measure computed from the arrays with plain
/// loops.
///
/// Nothing is shared with the library: timings come from ``ReferenceTiming`` (closed-form spring,
/// bisection Béziers), motion from ``ReferenceMotion`` (sums from scratch), strategies from
/// ``ReferenceStrategy`` and ``ReferenceCall``.
public struct ReferenceSync: Sendable {
  /// Frames per second.
  public let fps: Double
  /// |gap| beyond which a frame is out of sync, points.
  public let tolerance: Double
  /// The strategy's margin, points.
  public let margin: Double
  /// The keyboard's motion.
  public let keyboard: ReferenceMotion
  /// The bar's motion when it animates (nil when it follows the keyboard).
  public let barMotion: ReferenceMotion?
  /// Follow latency in frames (follow strategies only).
  public let followLatency: Int
  /// The window end W in seconds.
  public let window: Double
  /// Frame times, seconds (k / fps).
  public let times: [Double]
  /// K at each frame.
  public let keyboardTop: [Double]
  /// B at each frame.
  public let barBottom: [Double]
  /// K − B − m at each frame, |gap| < 1e-9 taken as 0.
  public let gap: [Double]
  /// dK/dt at each frame, points per second.
  public let keyboardVelocity: [Double]
  /// dB/dt at each frame, points per second.
  public let barVelocity: [Double]
  /// The first travel (from, to), if the keyboard moves.
  public let firstTravel: (from: Double, to: Double)?
  /// The bar's last target.
  public let barFinal: Double

  /// Runs the reference.
  public init(
    scenario: ReferenceScenario, strategy: ReferenceStrategy, fps: Double, tolerance: Double = 1
  ) {
    self.fps = fps
    self.tolerance = tolerance
    margin = strategy.margin
    keyboard = scenario.keyboardMotion
    let lastEventTime = scenario.events.map(\.time).max() ?? 0
    var end = max(0.6, keyboard.stopTime, lastEventTime)
    switch strategy.reaction {
    case .follow(let latency):
      followLatency = latency
      barMotion = nil
      end = max(end, keyboard.stopTime + Double(latency) / fps)
      barFinal = keyboard.finalValue - strategy.margin
    case .animate(let handles, let plan, let latency):
      followLatency = 0
      var animations: [ReferenceMotion.Animation] = []
      for event in scenario.events where handles.contains(event.kind) {
        let step = plan(event, scenario.rule)
        animations.append(
          .init(
            start: event.time + Double(latency) / fps,
            target: strategy.barTarget(
              keyboardTop: event.endTop, screenHeight: scenario.screenHeight),
            timing: step.timing, rule: step.rule))
      }
      let motion = ReferenceMotion(
        initial: strategy.barTarget(
          keyboardTop: scenario.initialKeyboardTop, screenHeight: scenario.screenHeight),
        animations: animations)
      barMotion = motion
      end = max(end, motion.stopTime)
      barFinal = motion.finalValue
    }
    window = end
    let last = Int((end * fps - 1e-9).rounded(.up))
    var times: [Double] = []
    var keyboardTop: [Double] = []
    var barBottom: [Double] = []
    var gap: [Double] = []
    var keyboardVelocity: [Double] = []
    var barVelocity: [Double] = []
    for k in 0...max(0, last) {
      let time = Double(k) / fps
      let lateTime = Double(k - followLatency) / fps
      let top = keyboard.value(at: time)
      let bottom = barMotion?.value(at: time) ?? (keyboard.value(at: lateTime) - margin)
      var difference = top - bottom - margin
      if abs(difference) < 1e-9 { difference = 0 }
      times.append(time)
      keyboardTop.append(top)
      barBottom.append(bottom)
      gap.append(difference)
      keyboardVelocity.append(keyboard.velocity(at: time))
      barVelocity.append(barMotion?.velocity(at: time) ?? keyboard.velocity(at: lateTime))
    }
    self.times = times
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.gap = gap
    self.keyboardVelocity = keyboardVelocity
    self.barVelocity = barVelocity
    let start = scenario.initialKeyboardTop
    firstTravel = scenario.events.first { $0.kind.isWill && $0.endTop != start }
      .map { (start, $0.endTop) }
  }

  /// The number of frames.
  public var frameCount: Int { times.count }

  /// The bar's bottom at any time (not only frames): the continuous curve the frames sample.
  public func barBottom(at time: Double) -> Double {
    barMotion?.value(at: time)
      ?? (keyboard.value(at: time - Double(followLatency) / fps) - margin)
  }

  /// K − B − m at any time.
  public func continuousGap(at time: Double) -> Double {
    keyboard.value(at: time) - barBottom(at: time) - margin
  }
}

/// An independent reference for the sync analysis (the SyncModel article): the keyboard's edge and
/// the bar's bottom as plain arrays at the frame times, and every measure computed from the
/// arrays with plain loops.
///
/// Nothing is shared with the library: the scenario is played by ``ReferenceSession`` (profiles,
/// windows, floating frames, interactive drags), timings come from ``ReferenceTiming``
/// (closed-form springs, bisection Béziers), motion from ``ReferenceMotion`` (sums from scratch),
/// strategies from ``ReferenceStrategy`` and ``ReferenceCall``. Frames are at k / fps, or at
/// given times (a paced clock) with the app's frames dropped where told.
public struct ReferenceSync: Sendable {
  /// Frames per second (the nominal rate for a paced clock).
  public let fps: Double
  /// |gap| beyond which a frame is out of sync, points.
  public let tolerance: Double
  /// The strategy's margin, points.
  public let margin: Double
  /// The keyboard's edge over time.
  public let keyboard: ReferenceMotion
  /// The bar's motion when it animates (nil when it follows the keyboard).
  public let barMotion: ReferenceMotion?
  /// Follow latency in frames (follow strategies only).
  public let followLatency: Int
  /// The window end W in seconds.
  public let window: Double
  /// Frame times, seconds.
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
  /// Whether the frames are a paced clock's (measured as recorded frames).
  public let isPaced: Bool
  /// The strategy and the played scenario, for values between frames.
  let strategy: ReferenceStrategy
  let prediction: ReferenceMotion?
  let pan: ReferencePan?

  /// Runs the reference on the regular clock k / fps.
  public init(
    scenario: ReferenceScenario, strategy: ReferenceStrategy, fps: Double, tolerance: Double = 1
  ) {
    self.init(
      scenario: scenario, strategy: strategy, fps: fps, tolerance: tolerance, paced: nil)
  }

  /// Runs the reference at paced frames: `times` (seconds), `intervals` (the nominal frame
  /// interval at each, for a follower's lead), `produced` (whether the app drew that frame; an
  /// app-driven follower keeps its last value on a dropped one).
  public init(
    scenario: ReferenceScenario, strategy: ReferenceStrategy, nominalFPS: Double,
    times: [Double], intervals: [Double], produced: [Bool], tolerance: Double = 1
  ) {
    self.init(
      scenario: scenario, strategy: strategy, fps: nominalFPS, tolerance: tolerance,
      paced: (times, intervals, produced))
  }

  init(
    scenario: ReferenceScenario, strategy: ReferenceStrategy, fps: Double, tolerance: Double,
    paced: (times: [Double], intervals: [Double], produced: [Bool])?
  ) {
    self.fps = fps
    self.tolerance = tolerance
    self.strategy = strategy
    margin = strategy.margin
    let session = ReferenceSession(scenario)
    keyboard = session.keyboard
    pan = strategy.tracksPan ? scenario.pan : nil
    let lastEventTime = (scenario.events + session.reported).map(\.time).max() ?? 0
    var end = max(0.6, keyboard.stopTime, lastEventTime)
    var prediction: ReferenceMotion?
    switch strategy.reaction {
    case .follow(let latency):
      followLatency = latency
      barMotion = nil
      end = max(end, keyboard.stopTime + Double(latency) / fps)
      barFinal = keyboard.finalValue - strategy.margin
      if let assumed = strategy.predictionCurve {
        prediction = ReferenceMotion(
          initial: keyboard.initial,
          animations: keyboard.animations.map { animation in
            var copy = animation
            if animation.timing.duration > 0 { copy.timing = assumed }
            return copy
          })
      }
    case .animate(let handles, let plan, let latency):
      followLatency = 0
      var animations: [ReferenceMotion.Animation] = []
      var pending = strategy.tracksPan ? scenario.pan : nil
      for event in session.reported where handles.contains(event.kind) {
        if let drag = pending, event.time >= drag.releaseTime - 1e-9 {
          let top = session.keyboard.value(at: drag.releaseTime)
          animations.append(
            .init(
              start: drag.releaseTime, target: max(drag.releaseY, top) - strategy.margin,
              timing: .jump, rule: .restart))
          pending = nil
        }
        let step = plan(event, scenario.rule)
        animations.append(
          .init(
            start: event.time + Double(latency) / fps,
            target: strategy.barTarget(
              frame: scenario.end(event), kind: event.kind, scenario: scenario),
            timing: session.profile.resolve(step.timing, from: event.beginTop, to: event.endTop),
            rule: step.rule))
      }
      let motion = ReferenceMotion(
        initial: strategy.barTarget(
          frame: session.initialFrame, kind: .willShow, scenario: scenario),
        animations: animations)
      barMotion = motion
      end = max(end, motion.stopTime)
      barFinal = motion.finalValue
    }
    self.prediction = prediction
    window = end
    isPaced = paced != nil
    let frameTimes: [Double]
    let intervals: [Double]
    let produced: [Bool]
    if let paced {
      (frameTimes, intervals, produced) = paced
    } else {
      let last = Int((end * fps - 1e-9).rounded(.up))
      frameTimes = (0...max(0, last)).map { Double($0) / fps }
      intervals = Array(repeating: 1 / fps, count: frameTimes.count)
      produced = Array(repeating: true, count: frameTimes.count)
    }
    var keyboardTop: [Double] = []
    var barBottom: [Double] = []
    var gap: [Double] = []
    var keyboardVelocity: [Double] = []
    var barVelocity: [Double] = []
    var held: (value: Double, velocity: Double)?
    for k in frameTimes.indices {
      let time = frameTimes[k]
      let top = keyboard.value(at: time)
      var bottom: Double
      var slope: Double
      if let barMotion {
        if let pan = strategy.tracksPan ? scenario.pan : nil, pan.isDragging(at: time) {
          bottom = max(pan.finger(at: time) ?? top, top) - margin
          slope = keyboard.velocity(at: time)
        } else {
          bottom = barMotion.value(at: time)
          slope = barMotion.velocity(at: time)
        }
      } else {
        let read =
          paced == nil
          ? Double(k - followLatency) / fps
          : (k >= followLatency
            ? frameTimes[k - followLatency]
            : frameTimes[0] - Double(followLatency - k) * intervals[0])
        // A whole lead on the regular clock lands on frame k − latency + lead exactly.
        let whole = strategy.leadFrames == strategy.leadFrames.rounded(.towardZero)
        let ahead =
          paced == nil && whole
          ? Double(k - followLatency + Int(strategy.leadFrames)) / fps
          : read + strategy.leadFrames * intervals[k]
        (bottom, slope) = Self.follow(
          read: read, ahead: ahead, keyboard: keyboard, prediction: prediction,
          strategy: strategy)
        bottom -= margin
        if paced != nil, followLatency > 0 {
          if !produced[k], let kept = held {
            (bottom, slope) = kept
          } else {
            held = (bottom, slope)
          }
        }
      }
      var difference = top - bottom - margin
      if abs(difference) < 1e-9 { difference = 0 }
      keyboardTop.append(top)
      barBottom.append(bottom)
      gap.append(difference)
      keyboardVelocity.append(keyboard.velocity(at: time))
      barVelocity.append(slope)
    }
    times = frameTimes
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.gap = gap
    self.keyboardVelocity = keyboardVelocity
    self.barVelocity = barVelocity
    firstTravel = session.firstTravel
  }

  /// A follower's value and slope for a read at `read`, predicting `leadFrames × lead` ahead
  /// while the keyboard animates.
  static func follow(
    read: Double, ahead: Double, keyboard: ReferenceMotion, prediction: ReferenceMotion?,
    strategy: ReferenceStrategy
  ) -> (Double, Double) {
    if strategy.source == "model" { return (keyboard.modelValue(at: read), 0) }
    let plain = strategy.leadFrames == 0 && prediction == nil
    if plain || !keyboard.isAnimating(at: read) {
      return (keyboard.value(at: read), keyboard.velocity(at: read))
    }
    let model = prediction ?? keyboard
    return (model.value(at: ahead), model.velocity(at: ahead))
  }

  /// The number of frames.
  public var frameCount: Int { times.count }

  /// The bar's bottom at any time on the regular clock (not only frames).
  public func barBottom(at time: Double) -> Double {
    if let barMotion {
      if let pan, pan.isDragging(at: time) {
        let top = keyboard.value(at: time)
        return max(pan.finger(at: time) ?? top, top) - margin
      }
      return barMotion.value(at: time)
    }
    let read = time - Double(followLatency) / fps
    return Self.follow(
      read: read, ahead: read + strategy.leadFrames / fps, keyboard: keyboard,
      prediction: prediction, strategy: strategy
    ).0 - margin
  }

  /// K − B − m at any time.
  public func continuousGap(at time: Double) -> Double {
    keyboard.value(at: time) - barBottom(at: time) - margin
  }
}

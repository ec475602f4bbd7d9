/// An independent, deliberately naive evaluator of a property animated by a list of animations
/// that may interrupt each other (SyncModel article, "Keyboard motion and retargeting").
///
/// Every value is computed from scratch: at time t, take the animations started at or before t;
/// the last one that is not additive (or the first of all) "resets" the sum; the value is the
/// latest target plus Σ (from_i − to_i)·(1 − p_i(t − s_i)) over it and the additive ones after
/// it. `from` is the previous target (the model value) for additive and restart, and the value
/// on screen at s_i, computed recursively from the animations before it, for from-current-state.
/// No state is carried between calls and finished animations are not removed (they add 0).
/// An animation starting within ``ReferenceTiming/boundaryTolerance`` after `t` counts as
/// started (exact arithmetic on frame and event times).
public struct ReferenceMotion: Sendable {
  /// One animation towards a target.
  public struct Animation: Sendable {
    /// Start, seconds.
    public var start: Double
    /// Target value.
    public var target: Double
    /// Progress over time.
    public var timing: ReferenceTiming
    /// How it treats the animations already running.
    public var rule: ReferenceScenario.Rule

    /// Creates an animation.
    public init(
      start: Double, target: Double, timing: ReferenceTiming, rule: ReferenceScenario.Rule
    ) {
      self.start = start
      self.target = target
      self.timing = timing
      self.rule = rule
    }
  }

  /// The value before the first animation.
  public let initial: Double
  /// The animations, in start order.
  public let animations: [Animation]

  /// Creates a motion.
  public init(initial: Double, animations: [Animation]) {
    self.initial = initial
    self.animations = animations
  }

  /// The final value: the last target, or the initial value.
  public var finalValue: Double { animations.last?.target ?? initial }

  /// The value at `time` seconds.
  public func value(at time: Double) -> Double {
    value(at: time, using: animations.count)
  }

  /// The velocity at `time` seconds, units per second.
  public func velocity(at time: Double) -> Double {
    var velocity = 0.0
    for (index, from) in contributions(at: time, using: animations.count) {
      let animation = animations[index]
      velocity -= (from - animation.target) * animation.timing.velocity(time - animation.start)
    }
    return velocity
  }

  /// The value at `time` seen by the first `count` animations only.
  func value(at time: Double, using count: Int) -> Double {
    let running = contributions(at: time, using: count)
    guard let last = running.last else { return initial }
    var total = animations[last.index].target
    for (index, from) in running {
      let animation = animations[index]
      total += (from - animation.target) * (1 - animation.timing.progress(time - animation.start))
    }
    return total
  }

  /// The animations adding to the value at `time` (among the first `count`) with where each
  /// starts from.
  func contributions(at time: Double, using count: Int) -> [(index: Int, from: Double)] {
    var latest = -1
    for index in 0..<count
    where animations[index].start <= time + ReferenceTiming.boundaryTolerance {
      latest = index
    }
    guard latest >= 0 else { return [] }
    var reset = 0
    for index in 0...latest where animations[index].rule != .additive { reset = index }
    return (reset...latest).map { index in
      let animation = animations[index]
      let model = index == 0 ? initial : animations[index - 1].target
      if index == reset && animation.rule == .fromCurrentState {
        return (index, value(at: animation.start, using: index))
      }
      return (index, model)
    }
  }

  /// The time after which the value no longer changes: the latest end of an animation that
  /// moves something (non-zero offset), where an animation dropped by a later non-additive one
  /// ends when it is dropped; 0 when nothing moves.
  public var stopTime: Double {
    var end = 0.0
    for (index, animation) in animations.enumerated() {
      let from = contributionsStart(index)
      guard from != animation.target else { continue }
      var finish = animation.start + animation.timing.duration
      if let dropper = animations[(index + 1)...].first(where: { $0.rule != .additive }) {
        finish = min(finish, dropper.start)
      }
      end = max(end, finish)
    }
    return end
  }

  /// Where animation `index` starts from (its `from`).
  private func contributionsStart(_ index: Int) -> Double {
    let animation = animations[index]
    if animation.rule == .fromCurrentState { return value(at: animation.start, using: index) }
    return index == 0 ? initial : animations[index - 1].target
  }

  /// The target of the latest animation started by `time` (1 ns slack): what KVO reports.
  public func modelValue(at time: Double) -> Double {
    var value = initial
    for animation in animations
    where animation.start <= time + ReferenceTiming.boundaryTolerance {
      value = animation.target
    }
    return value
  }

  /// Whether an animation that moves something (from ≠ target, duration > 0) is under way at
  /// `time`.
  public func isAnimating(at time: Double) -> Bool {
    contributions(at: time, using: animations.count).contains { index, from in
      let animation = animations[index]
      let tau = time - animation.start
      return from != animation.target && animation.timing.duration > 0
        && tau >= -ReferenceTiming.boundaryTolerance
        && tau < animation.timing.duration - ReferenceTiming.boundaryTolerance
    }
  }
}

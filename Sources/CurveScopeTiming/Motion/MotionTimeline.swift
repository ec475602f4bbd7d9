/// The value of one animated property (a keyboard's top edge, a bar's bottom edge) over time,
/// built from animations that may interrupt each other.
///
/// Every animation is stored additively, as CoreAnimation does for UIKit's additive animations:
/// a component started at `s` with offset `d = from − to` contributes `d · (1 − p(t − s))` on top
/// of the model value (the latest target), where `p` is the timing's progress. A finished
/// component contributes 0. The ``RetargetRule`` decides how a new animation treats the running
/// ones: kept (additive), replaced from the on-screen value (from current state), or replaced
/// from the old target (restart).
///
/// Evaluation costs O(number of running components) per call, with a binary search over the
/// epochs (one per retarget).
public struct MotionTimeline: Sendable {
  /// One running animation, stored as the offset it still adds.
  struct Component: Sendable {
    var start: Double
    var offset: Double
    var timing: Timing
    /// `timing.duration`, kept at hand for the boundary snap.
    var duration: Double

    init(start: Double, offset: Double, timing: Timing) {
      self.start = start
      self.offset = offset
      self.timing = timing
      self.duration = timing.duration
    }

    /// Seconds since the start, snapped onto 0 or onto the duration when within
    /// ``MotionTimeline/boundaryTolerance``: a frame time k / fps and an event time meet in
    /// floating point only approximately (0.7 − 0.2 = 0.49999999999999994), and a frame that
    /// lands on an animation's start or end must see it started or ended.
    @inline(__always)
    func elapsed(at time: Double) -> Double {
      let elapsed = time - start
      if abs(elapsed) < MotionTimeline.boundaryTolerance { return 0 }
      if abs(elapsed - duration) < MotionTimeline.boundaryTolerance { return duration }
      return elapsed
    }
  }

  /// Seconds within which a time counts as exactly an animation's start or end (1 ns).
  public static let boundaryTolerance = 1e-9

  /// The state from one retarget until the next.
  struct Epoch: Sendable {
    var start: Double
    var model: Double
    var components: [Component]
  }

  /// The value before the first animation.
  public let initialValue: Double
  /// The epochs, in time order; the first starts at −∞.
  private(set) var epochs: [Epoch]
  /// Running animations kept over all epochs (each epoch keeps its own list): the timeline's
  /// memory, checked against ``maximumStoredAnimations`` by the builders.
  public private(set) var storedAnimationCount = 0

  /// Creates a timeline resting at `initialValue`.
  public init(initialValue: Double) {
    self.initialValue = initialValue
    self.epochs = [Epoch(start: -.infinity, model: initialValue, components: [])]
  }

  /// The value the property ends at: the latest target.
  public var finalValue: Double { epochs[epochs.count - 1].model }

  /// The time after which nothing moves any more (the latest end of any animation or jump).
  ///
  /// Only the latest epoch matters: it holds every animation still running (additive keeps
  /// unfinished ones, the other rules drop them), and earlier epochs ended at its start.
  public var completionTime: Double {
    let last = epochs[epochs.count - 1]
    var end = last.start.isFinite ? max(0, last.start) : 0
    for component in last.components {
      end = max(end, component.start + component.duration)
    }
    return end
  }

  /// Starts an animation towards `target` at `time` seconds; `timing` `nil` jumps there.
  ///
  /// Animations must be added in time order; one added earlier than the previous is treated as
  /// starting at the previous one's time.
  public mutating func animate(
    to target: Double, at time: Double, timing: Timing?, rule: RetargetRule
  ) {
    let current = epochs[epochs.count - 1]
    let start = max(time, current.start)
    var components: [Component]
    switch rule {
    case .additive:
      components = current.components.filter { $0.elapsed(at: start) < $0.duration }
      if let timing {
        components.append(Component(start: start, offset: current.model - target, timing: timing))
      }
    case .fromCurrentState:
      let onScreen = value(at: start)
      components =
        timing.map { [Component(start: start, offset: onScreen - target, timing: $0)] } ?? []
    case .restart:
      components =
        timing.map { [Component(start: start, offset: current.model - target, timing: $0)] } ?? []
    }
    components.removeAll { $0.offset == 0 }
    let epoch = Epoch(start: start, model: target, components: components)
    storedAnimationCount += components.count
    if current.start == start {
      storedAnimationCount -= current.components.count
      epochs[epochs.count - 1] = epoch
    } else {
      epochs.append(epoch)
    }
  }

  /// The on-screen value at `time` seconds.
  public func value(at time: Double) -> Double {
    let index = epochIndex(at: time)
    return epochs[index].components.withUnsafeBufferPointer { components in
      var value = epochs[index].model
      for slot in components.indices {
        let elapsed = components[slot].elapsed(at: time)
        value += components[slot].offset * (1 - components[slot].timing.progress(at: elapsed))
      }
      return value
    }
  }

  /// The rate of change at `time` seconds, in units per second.
  public func velocity(at time: Double) -> Double {
    let index = epochIndex(at: time)
    return epochs[index].components.withUnsafeBufferPointer { components in
      var velocity = 0.0
      for slot in components.indices {
        let elapsed = components[slot].elapsed(at: time)
        velocity -= components[slot].offset * components[slot].timing.velocity(at: elapsed)
      }
      return velocity
    }
  }

  /// The index of the last epoch starting at or before `time`.
  @inline(__always)
  private func epochIndex(at time: Double) -> Int {
    if epochs.count == 1 { return 0 }
    var low = 0
    var high = epochs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if epochs[mid].start <= time { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

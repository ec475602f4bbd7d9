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
  }

  /// The state from one retarget until the next.
  struct Epoch: Sendable {
    var start: Double
    var model: Double
    var components: [Component]
  }

  /// The value before the first animation.
  public let initialValue: Double
  private var epochs: [Epoch]

  /// Creates a timeline resting at `initialValue`.
  public init(initialValue: Double) {
    self.initialValue = initialValue
    self.epochs = [Epoch(start: -.infinity, model: initialValue, components: [])]
  }

  /// The value the property ends at: the latest target.
  public var finalValue: Double { epochs[epochs.count - 1].model }

  /// The time after which nothing moves any more (the latest end of any animation or jump).
  public var completionTime: Double {
    var end = 0.0
    for epoch in epochs {
      if epoch.start.isFinite { end = max(end, epoch.start) }
      for component in epoch.components {
        end = max(end, component.start + component.timing.duration)
      }
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
      components = current.components.filter { start - $0.start < $0.timing.duration }
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
    if current.start == start {
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
        let start = components[slot].start
        value += components[slot].offset * (1 - components[slot].timing.progress(at: time - start))
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
        let start = components[slot].start
        velocity -= components[slot].offset * components[slot].timing.velocity(at: time - start)
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

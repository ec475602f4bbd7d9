extension MotionTimeline {
  /// The model value at `time` seconds: the target of the latest animation started by then (the
  /// value KVO reports for a view whose property was set inside an animation), the initial
  /// value before any.
  public func modelValue(at time: Double) -> Double {
    epochs[lastEpoch(at: time)].model
  }

  /// Whether an animation that moves the value is running at `time` seconds (started at or
  /// before it, within 1 ns, and not yet ended); jumps and finished animations do not count.
  public func isAnimating(at time: Double) -> Bool {
    epochs[lastEpoch(at: time)].components.contains { component in
      component.duration > 0 && component.elapsed(at: time) < component.duration
    }
  }

  /// ``animate(to:at:timing:rule:)``, except that a move to where the value already rests (no
  /// animation running, the model already at `target`) is left out: it would change nothing but
  /// the ``completionTime``.
  public mutating func animateUnlessIdle(
    to target: Double, at time: Double, timing: Timing?, rule: RetargetRule
  ) {
    if modelValue(at: time) == target, !isAnimating(at: time) { return }
    animate(to: target, at: time, timing: timing, rule: rule)
  }

  /// The index of the last epoch starting at or before `time` (1 ns slack, as animations count
  /// as started there).
  private func lastEpoch(at time: Double) -> Int {
    var low = 0
    var high = epochs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if epochs[mid].start <= time + Self.boundaryTolerance { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

extension MotionTimeline {
  /// The most running animations a timeline may keep over all its epochs: 200 000 (about 20 MB).
  ///
  /// Additive retargeting keeps every unfinished animation, and each epoch keeps its own list, so
  /// n events whose animations all overlap keep n²/2 of them: 10 000 events 6 ms apart with 10 s
  /// durations would keep 17 million (over a gigabyte). Real keyboards overlap two or three.
  public static let maximumStoredAnimations = 200_000

  /// Throws unless the timeline keeps at most ``maximumStoredAnimations`` animations.
  /// - Throws: ``MotionError/tooManyAnimations(owner:limit:)`` naming `owner` (the scenario, or
  ///   scenario × strategy).
  public func checkStoredAnimations(_ owner: @autoclosure () -> String) throws(MotionError) {
    guard storedAnimationCount <= Self.maximumStoredAnimations else {
      throw .tooManyAnimations(owner: owner(), limit: Self.maximumStoredAnimations)
    }
  }

  /// How many animation evaluations sampling frames 0..<`frameCount` of `clock` costs: each frame
  /// evaluates every animation running in its epoch. An estimate to the frame at epoch bounds.
  ///
  /// Complexity: O(epochs).
  public func evaluationCount(frameCount: Int, clock: FrameClock) -> Double {
    let frames = Double(frameCount)
    var total = 0.0
    for (index, epoch) in epochs.enumerated() where !epoch.components.isEmpty {
      let first = min(frames, max(0, (epoch.start * clock.rate).rounded(.up)))
      let next = index + 1 < epochs.count ? epochs[index + 1].start * clock.rate : frames
      let end = min(frames, max(first, next.rounded(.up)))
      total += (end - first) * Double(epoch.components.count)
    }
    return total
  }
}

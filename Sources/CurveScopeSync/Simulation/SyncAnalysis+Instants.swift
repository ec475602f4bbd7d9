extension SyncAnalysis {
  /// The keyboard's top edge at `seconds` after the first notification (any instant, not only a
  /// frame's), in screen points.
  @inline(__always)
  public func keyboardTop(at seconds: Double) -> Double {
    keyboard.value(at: seconds)
  }

  /// The bar's bottom edge at `seconds` after the first notification, in screen points.
  ///
  /// An animating bar is evaluated on its timeline at that instant. A follower shows what it
  /// latched at the last frame of the simulation's clock at or before `seconds` (a frame within
  /// 1 ns counts as reached): the keyboard `latencyFrames` frames before that frame, held until
  /// the next, as ``barBottom(atFrame:)`` does on the frames; without latency it is the keyboard
  /// itself at every instant.
  public func barBottom(at seconds: Double) -> Double {
    switch bar {
    case .timeline(let timeline):
      return timeline.value(at: seconds)
    case .follow(let latency, let margin):
      guard latency > 0 else { return keyboard.value(at: seconds) - margin }
      let position = (seconds * clock.rate + 1e-9).rounded(.down)
      // Far outside the window a follower rests: its value at ±1e15 frames.
      let frame = Int(max(-1e15, min(1e15, position)))
      return keyboard.value(at: clock.time(ofFrame: frame - latency)) - margin
    }
  }
}

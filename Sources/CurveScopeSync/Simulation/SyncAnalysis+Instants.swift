extension SyncAnalysis {
  /// The keyboard's top edge at `seconds` after the first notification (any instant, not only a
  /// frame's), in screen points.
  @inline(__always)
  public func keyboardTop(at seconds: Double) -> Double {
    keyboard.value(at: seconds)
  }

  /// The bar's bottom edge at `seconds` after the first notification, in screen points.
  ///
  /// An animating bar is evaluated on its timeline at that instant (a pan-tracker following the
  /// finger during a drag). A follower that copies the keyboard without latency is the keyboard
  /// itself at every instant; any other follower shows what it latched at the last frame of the
  /// simulation's clock at or before `seconds` (a frame within 1 ns counts as reached) — the value
  /// ``barBottom(atFrame:)`` gives that frame (read `latencyFrames` frames before, from the
  /// presentation or the model, predicted ahead while the keyboard animates) — held until the
  /// next.
  public func barBottom(at seconds: Double) -> Double {
    switch bar {
    case .timeline(let timeline):
      return timelineBar(timeline, at: seconds)
    case .follow(let latency, let margin):
      guard latency > 0 || !follower.isPlainCopy else {
        return keyboard.value(at: seconds) - margin
      }
      let position = (seconds * clock.rate + 1e-9).rounded(.down)
      // Far outside the window a follower rests: its value at ±1e15 frames.
      return barBottom(atFrame: Int(max(-1e15, min(1e15, position))))
    }
  }

  /// What a following bar shows for a read of the keyboard at `read` seconds, on any clock (a
  /// recording's irregular frames): the keyboard's presentation or model value at the read, or,
  /// while it animates, its curve (or the follower's hard-coded one) `leadFrames` nominal frame
  /// intervals later; minus the margin. `nil` for an animating bar.
  public func followerBarBottom(readAt read: Double) -> Double? {
    guard case .follow(_, let margin) = bar else { return nil }
    return follower.value(keyboard, readAt: read, ahead: read + follower.leadFrames / clock.rate)
      - margin
  }
}

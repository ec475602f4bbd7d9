import CurveScopeSync
import CurveScopeTiming

/// How a following preset reads the fitted keyboard, as its ``KeyboardTracking`` says: the
/// on-screen (presentation) value or the model value (KVO on the keyboard view's center, which
/// jumps to an animation's end), and, while the keyboard animates, its curve `lead` seconds
/// ahead of the read (a predicting display link) — the keyboard's own, or the follower's
/// hard-coded curve run over the same moves.
struct FollowerRead: Sendable {
  /// What is read.
  let source: KeyboardTracking.Source
  /// Seconds ahead the curve is evaluated while the keyboard animates.
  let lead: Double
  /// Per stretch, the follower's own model of the keyboard when it predicts with a hard-coded
  /// curve; `nil` when it predicts with the keyboard's.
  let predictions: [FittedKeyboard]?

  /// The reading of `strategy` over `stretches`, its lead in frames of `interval` seconds.
  /// - Throws: ``TimingError`` for a prediction curve that cannot be built.
  init(_ strategy: InputBarStrategy, stretches: [BarStretch], interval: Double) throws {
    let tracking = strategy.tracking
    source = tracking.source
    lead = tracking.leadFrames * interval
    guard tracking.predictionCurve != nil else {
      predictions = nil
      return
    }
    predictions = try stretches.map { stretch in
      let keyboard = stretch.keyboard
      let animations = try keyboard.animations.map { animation in
        var predicted = animation
        predicted.timing = try animation.timing.flatMap {
          try tracking.predictedTiming(replacing: $0)
        }
        return predicted
      }
      return FittedKeyboard(
        initialLevel: keyboard.initialLevel, animations: animations, rule: keyboard.rule)
    }
  }

  /// Whether the follower is the keyboard read at the instant (a plain copy).
  var isPlainCopy: Bool { source == .presentation && lead == 0 && predictions == nil }

  /// The value read at `read` seconds from `keyboard`, the fitted keyboard of stretch `stretch`.
  @inline(__always)
  func value(_ keyboard: FittedKeyboard, stretch: Int, at read: Double) -> Double {
    switch source {
    case .model:
      return keyboard.timeline.modelValue(at: read)
    case .presentation:
      if isPlainCopy || !keyboard.timeline.isAnimating(at: read) {
        return keyboard.value(at: read)
      }
      return (predictions?[stretch] ?? keyboard).value(at: read + lead)
    }
  }
}

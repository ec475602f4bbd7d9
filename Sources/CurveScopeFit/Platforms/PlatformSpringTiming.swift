public import CurveScopeTiming

/// A platform's spring as a ``TimingFunction``: the platform's progress until it declares the
/// animation finished, then exactly 1 (every platform snaps to the target when it ends).
public struct PlatformSpringTiming: TimingFunction {
  /// The platform's model.
  public let model: any PlatformSpringModel

  /// Wraps `model`.
  public init(model: any PlatformSpringModel) {
    self.model = model
  }

  /// The platform's end, capped at ``PlatformSpringEnd/horizon`` for a spring that never ends.
  public var duration: Double { min(model.endTime, PlatformSpringEnd.horizon) }

  /// The model's progress on [0, end), 0 before, 1 from the end on.
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < model.endTime else { return 1 }
    return model.progress(at: seconds)
  }

  /// The model's velocity on [0, end), 0 elsewhere.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < model.endTime else { return 0 }
    return model.velocity(at: seconds)
  }
}

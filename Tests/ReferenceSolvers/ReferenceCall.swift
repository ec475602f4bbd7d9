/// An independent reference for a custom `UIView.animate` call made by a keyboard handler
/// (SyncModel article, "Custom strategies"): where its duration and curve come from, extra option bits,
/// and whether it is made inside the handler (then it inherits the keyboard's animation unless
/// the override bits say otherwise).
public struct ReferenceCall: Sendable {
  /// Where the duration comes from.
  public enum Duration: Sendable {
    /// The notification's, `fallback` when missing.
    case reported(fallback: Double)
    /// A constant, seconds.
    case fixed(Double)
  }

  /// Where the curve comes from.
  public enum Curve: Sendable {
    /// The notification's curve, shifted (`<< 16`) or not; `fallback` when missing.
    case notification(shifted: Bool, fallback: Int)
    /// A fixed options mask.
    case options(UInt)
    /// A Bézier set directly, run over the call's duration.
    case bezier(BisectionBezier)
    /// A spring set directly (a hard-coded `CASpringAnimation`), running its own duration.
    case spring(ReferenceTiming)
  }

  /// overrideInheritedDuration, 1 << 5.
  public static let overrideDuration: UInt = 1 << 5
  /// overrideInheritedCurve, 1 << 6.
  public static let overrideCurve: UInt = 1 << 6
  /// overrideInheritedOptions, 1 << 9.
  public static let overrideOptions: UInt = 1 << 9
  /// beginFromCurrentState, 1 << 2.
  public static let beginFromCurrentState: UInt = 1 << 2

  /// The duration source.
  public var duration: Duration
  /// The curve source.
  public var curve: Curve
  /// Bits OR'd into the options.
  public var extraOptions: UInt
  /// Whether the call is made inside the notification handler.
  public var insideHandler: Bool

  /// Creates a call.
  public init(duration: Duration, curve: Curve, extraOptions: UInt = 0, insideHandler: Bool = false)
  {
    self.duration = duration
    self.curve = curve
    self.extraOptions = extraOptions
    self.insideHandler = insideHandler
  }

  /// The options mask for `event`.
  public func options(for event: ReferenceScenario.Event) -> UInt {
    switch curve {
    case .notification(let shifted, let fallback):
      let raw = event.curve ?? fallback
      return (shifted ? UInt(bitPattern: raw) &<< 16 : UInt(bitPattern: raw)) | extraOptions
    case .options(let mask): return mask | extraOptions
    case .bezier, .spring: return extraOptions
    }
  }

  /// The bar's timing and rule for `event`.
  public func plan(_ event: ReferenceScenario.Event, _ rule: ReferenceScenario.Rule)
    -> ReferenceStrategy.Plan
  {
    let mask = options(for: event)
    let retarget: ReferenceScenario.Rule =
      mask & Self.beginFromCurrentState != 0
      ? .fromCurrentState : rule
    var seconds: Double
    switch duration {
    case .reported(let fallback): seconds = event.duration ?? fallback
    case .fixed(let value): seconds = value
    }
    if insideHandler && event.kind.isWill {
      // Inherits the keyboard's curve and duration unless the options override them.
      let inheritsDuration = mask & Self.overrideDuration == 0
      if inheritsDuration { seconds = event.duration ?? 0.25 }
      if mask & (Self.overrideCurve | Self.overrideOptions) == 0 {
        return .init(
          .inheritedKeyboard(
            curve: event.curve, duration: event.duration, own: inheritsDuration ? nil : seconds),
          retarget)
      }
    }
    if case .spring(let timing) = curve {
      return .init(seconds > 0 ? timing : .jump, retarget)
    }
    if case .bezier(let bezier) = curve {
      return .init(seconds > 0 ? .bezier(bezier, duration: seconds) : .jump, retarget)
    }
    return .init(.uikit(curve: Int((mask >> 16) & 15), duration: seconds), retarget)
  }

  /// A custom strategy making this call on `handles`, `latencyFrames` frames late.
  public func strategy(
    handles: Set<ReferenceScenario.Kind> = ReferenceStrategy.willKinds, margin: Double = 0,
    assumedKeyboardHeight: Double? = nil, latencyFrames: Int = 0
  ) -> ReferenceStrategy {
    ReferenceStrategy(
      reaction: .animate(handles: handles, plan: plan, latencyFrames: latencyFrames),
      margin: margin, assumedKeyboardHeight: assumedKeyboardHeight)
  }
}

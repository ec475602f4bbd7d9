public import CurveScopeSupport

/// A strategy that cannot be used: bad margin, height, latency or duration.
public enum StrategyError: CurveScopeError, Equatable {
  /// A margin outside ``marginRange``.
  case margin(Double)
  /// An assumed keyboard height outside ``heightRange``.
  case assumedKeyboardHeight(Double)
  /// A latency outside 0…`limit` frames.
  case latency(frames: Int, limit: Int)
  /// A change made inside the notification handler given a latency (it runs at once).
  case latencyInsideHandler(strategy: String)
  /// A fixed duration outside ``durationRange``.
  case duration(Double)
  /// A follower's lead outside [0, ``KeyboardTracking/maximumLeadFrames``] frames.
  case leadFrames(Double)

  /// Points between the keyboard's top and the bar's bottom: [0, 10000].
  public static let marginRange = NumberRange.closed(0, 10_000)
  /// An assumed keyboard height: [0, 100000] points.
  public static let heightRange = NumberRange.closed(0, 100_000)
  /// A fixed duration: [0, 10] s.
  public static let durationRange = NumberRange.closed(0, 10)

  /// The value at fault.
  public var subject: String {
    switch self {
    case .margin(let value): "margin \(NumberText.exact(value))"
    case .assumedKeyboardHeight(let value): "assumed keyboard height \(NumberText.exact(value))"
    case .latency(let frames, _): "latency \(frames) frames"
    case .latencyInsideHandler(let strategy): "strategy \(strategy)"
    case .duration(let value): "duration \(NumberText.exact(value))"
    case .leadFrames(let value): "lead \(NumberText.exact(value)) frames"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .margin: Self.marginRange.requirement("points")
    case .assumedKeyboardHeight: Self.heightRange.requirement("points")
    case .latency(_, let limit): "must be in 0…\(limit)"
    case .latencyInsideHandler:
      "a change made inside the handler runs with no latency; set latencyFrames to 0"
    case .duration: Self.durationRange.requirement("seconds")
    case .leadFrames:
      NumberRange.closed(0, KeyboardTracking.maximumLeadFrames).requirement("frames")
    }
  }
}

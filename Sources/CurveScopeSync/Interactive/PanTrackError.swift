public import CurveScopeSupport

/// A finger track that cannot drive a keyboard: too few or too many touches, times that do not
/// increase, values out of range.
public enum PanTrackError: CurveScopeError, Equatable {
  /// Fewer than two touches.
  case tooFewSamples(Int)
  /// More than `limit` touches.
  case tooManySamples(count: Int, limit: Int)
  /// Touch `index` has a time that is not finite, negative, beyond a minute, or not after the
  /// previous touch's.
  case time(index: Int, Double)
  /// Touch `index` has a y that is not finite or beyond ±100000 pt.
  case position(index: Int, Double)
  /// A hide velocity that is not a finite number in [0, 100000] pt/s.
  case hideVelocity(Double)
  /// A touch rate outside [1, 1000] Hz.
  case touchRate(Double)

  /// The touch or value at fault.
  public var subject: String {
    switch self {
    case .tooFewSamples, .tooManySamples: "finger track"
    case .time(let index, _): "track[\(index)].timeMs"
    case .position(let index, _): "track[\(index)].y"
    case .hideVelocity(let value): "hide velocity \(NumberText.exact(value))"
    case .touchRate(let value): "touch rate \(NumberText.exact(value))"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .tooFewSamples(let count): "has \(count) touches; give at least 2"
    case .tooManySamples(let count, let limit): "has \(count) touches; the limit is \(limit)"
    case .time(_, let value):
      "\(NumberText.exact(value * 1000)) ms must be finite, within a minute and after the "
        + "previous touch"
    case .position: NumberRange.closed(-100_000, 100_000).requirement("points")
    case .hideVelocity: NumberRange.closed(0, 100_000).requirement("points per second")
    case .touchRate: NumberRange.closed(1, 1000).requirement("touches per second")
    }
  }
}

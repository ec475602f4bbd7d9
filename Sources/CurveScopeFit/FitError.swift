public import CurveScopeSupport

/// A fit that cannot be run: a target without motion, a bad duration or sample count.
public enum FitError: CurveScopeError, Equatable {
  /// A target whose duration is not in (0, `limit`] s: nothing to fit.
  case targetDuration(Double, limit: Double)
  /// A fixed duration outside (0, `limit`] s.
  case duration(Double, limit: Double)
  /// An error window that is not a positive number of seconds.
  case window(Double)
  /// A grid of `intervals` outside `range`.
  case intervals(Int, range: ClosedRange<Int>)

  /// The value at fault.
  public var subject: String {
    switch self {
    case .targetDuration(let seconds, _): "target duration \(NumberText.exact(seconds)) s"
    case .duration(let seconds, _): "duration \(NumberText.exact(seconds)) s"
    case .window(let seconds): "window \(NumberText.exact(seconds)) s"
    case .intervals(let count, _): "\(count) samples"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .targetDuration(_, let limit):
      NumberRange.openClosed(0, limit).requirement("seconds") + ": nothing to fit"
    case .duration(_, let limit): NumberRange.openClosed(0, limit).requirement("seconds")
    case .window: NumberRange.above(0).requirement("seconds")
    case .intervals(_, let range): "must be in \(range.lowerBound)…\(range.upperBound)"
    }
  }
}

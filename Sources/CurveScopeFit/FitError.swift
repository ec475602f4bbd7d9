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
  /// A CSS `linear()` with a stop count outside `range`.
  case linearStops(Int, range: ClosedRange<Int>)
  /// A `linear()` stop whose output or input is not finite.
  case linearStopNotFinite(output: Double)
  /// A multi-segment path asked for a segment count outside `range`.
  case pathSegments(Int, range: ClosedRange<Int>)
  /// A path that is not a chain of x-monotone cubic segments from (0, 0) to (1, 1); `segment`
  /// (1-based) is the first at fault, `nil` for the whole path.
  case path(PathDefect, segment: Int?)

  /// What makes a path unusable as an Android `PathInterpolator`.
  public enum PathDefect: Sendable, Equatable {
    /// No segment at all.
    case empty
    /// It does not run from (0, 0) to (1, 1).
    case ends
    /// A segment whose x goes backwards.
    case notMonotone
    /// A segment that does not start where the previous one ends.
    case discontinuous
  }

  /// The value at fault.
  public var subject: String {
    switch self {
    case .targetDuration(let seconds, _): "target duration \(NumberText.exact(seconds)) s"
    case .duration(let seconds, _): "duration \(NumberText.exact(seconds)) s"
    case .window(let seconds): "window \(NumberText.exact(seconds)) s"
    case .intervals(let count, _): "\(count) samples"
    case .linearStops(let count, _): "linear() with \(count) stops"
    case .linearStopNotFinite(let output): "linear() stop \(NumberText.exact(output))"
    case .pathSegments(let count, _): "\(count) segments"
    case .path(_, let segment): segment.map { "path segment \($0)" } ?? "path"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .targetDuration(_, let limit):
      NumberRange.openClosed(0, limit).requirement("seconds") + ": nothing to fit"
    case .duration(_, let limit): NumberRange.openClosed(0, limit).requirement("seconds")
    case .window: NumberRange.above(0).requirement("seconds")
    case .intervals(_, let range), .linearStops(_, let range), .pathSegments(_, let range):
      "must be in \(range.lowerBound)…\(range.upperBound)"
    case .linearStopNotFinite: "must be finite"
    case .path(.empty, _): "needs at least one segment"
    case .path(.ends, _): "must run from (0, 0) to (1, 1)"
    case .path(.notMonotone, _): "must be monotone in x"
    case .path(.discontinuous, _): "must start where the previous ends"
    }
  }
}

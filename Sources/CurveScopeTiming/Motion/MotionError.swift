public import CurveScopeSupport

/// A motion that cannot be computed within the library's bounds.
public enum MotionError: CurveScopeError, Equatable {
  /// A window of `seconds` that is negative or not finite.
  case window(seconds: Double)
  /// A window of `window` seconds at `rate` Hz needs more than `limit` frames.
  case tooManyFrames(window: Double, rate: Double, limit: Int)
  /// `owner` (a scenario, or a scenario × strategy) would keep more than `limit` overlapping
  /// animations.
  case tooManyAnimations(owner: String, limit: Int)

  /// The value or the motion at fault.
  public var subject: String {
    switch self {
    case .window(let seconds): "window \(NumberText.exact(seconds)) s"
    case .tooManyFrames(let window, let rate, _):
      "window \(NumberText.exact(window)) s at \(NumberText.exact(rate)) Hz"
    case .tooManyAnimations(let owner, _): owner
    }
  }

  /// Why, and what to change.
  public var problem: String {
    switch self {
    case .window: "must be a finite, non-negative time"
    case .tooManyFrames(_, _, let limit):
      "needs more than \(limit) frames; shorten the scenario or lower the rate"
    case .tooManyAnimations(_, let limit):
      "overlaps too many animations (more than \(limit) kept across its events); use fewer "
        + "events, shorter durations or another retarget rule"
    }
  }
}

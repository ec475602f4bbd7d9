public import CurveScopeSupport

/// A measuring setting out of its domain.
public enum SyncMeasurerError: CurveScopeError, Equatable {
  /// The tolerance is negative or not finite.
  case tolerance(Double)

  /// The setting and its value.
  public var subject: String {
    switch self {
    case .tolerance(let value): "tolerance \(NumberText.exact(value))"
    }
  }

  /// The rule it breaks.
  public var problem: String {
    switch self {
    case .tolerance: "must be a number of points ≥ 0"
    }
  }
}

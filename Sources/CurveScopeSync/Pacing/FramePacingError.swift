public import CurveScopeSupport

/// A frame-pacing model or study out of range.
public enum FramePacingError: CurveScopeError, Equatable {
  /// A pacing parameter.
  public enum Parameter: String, Sendable, CaseIterable {
    /// The jitter's standard deviation, ms.
    case jitter
    /// The chance an app frame is dropped.
    case dropProbability = "drop probability"
    /// The chance per refresh that the display changes rate.
    case rateChangeProbability = "rate-change probability"
  }

  /// A parameter outside its range.
  case parameter(Parameter, Double)
  /// No rate, or more than `limit`.
  case rates(count: Int, limit: Int)
  /// A run count outside 1…`limit`.
  case runs(Int, limit: Int)

  /// The range of each parameter.
  public static func range(of parameter: Parameter) -> NumberRange {
    switch parameter {
    case .jitter: .closed(0, 10)
    case .dropProbability: .closed(0, 0.9)
    case .rateChangeProbability: .closed(0, 1)
    }
  }

  /// The value at fault.
  public var subject: String {
    switch self {
    case .parameter(let parameter, let value):
      "\(parameter.rawValue) \(NumberText.exact(value))"
    case .rates(let count, _): "\(count) display rates"
    case .runs(let count, _): "\(count) runs"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .parameter(let parameter, _):
      Self.range(of: parameter).requirement(parameter == .jitter ? "milliseconds" : "")
    case .rates(_, let limit): "give 1 to \(limit) display rates"
    case .runs(_, let limit): "must be in 1…\(limit)"
    }
  }
}

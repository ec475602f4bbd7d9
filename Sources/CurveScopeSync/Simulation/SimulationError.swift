public import CurveScopeSupport

/// A simulation or a sweep that passes the library's bounds, found before the work.
public enum SimulationError: CurveScopeError, Equatable {
  /// Simulating `scenario` × `strategy` at `rate` Hz needs `evaluations` animation evaluations,
  /// more than `limit`.
  case tooManyEvaluations(
    scenario: String, strategy: String, rate: Double, evaluations: Double, limit: Double)
  /// A sweep whose axes (strategies, profiles, heights, rates, durations) have these counts: more than
  /// `limit` analyses, or a product that overflows.
  case sweepTooLarge(axes: [Int], limit: Int)
  /// A sweep with an empty axis.
  case sweepEmpty

  /// The simulation or sweep at fault.
  public var subject: String {
    switch self {
    case .tooManyEvaluations(let scenario, let strategy, let rate, _, _):
      "scenario \(scenario) × \(strategy) at \(NumberText.exact(rate)) Hz"
    case .sweepTooLarge(let axes, _):
      "sweep of \(axes.map(String.init).joined(separator: "×"))"
    case .sweepEmpty: "sweep"
    }
  }

  /// Why, and what to change.
  public var problem: String {
    switch self {
    case .tooManyEvaluations(_, _, _, let evaluations, let limit):
      "needs \(NumberText.exact(evaluations)) animation evaluations, more than the limit of "
        + "\(NumberText.exact(limit)); lower the frame rate, shorten the scenario or overlap "
        + "fewer animations"
    case .sweepTooLarge(_, let limit): "exceeds the limit of \(limit) analyses"
    case .sweepEmpty: "is empty; give at least one value for every axis"
    }
  }
}

package import CurveScopeSupport

/// A lint setting the linter cannot work with.
package enum LintError: CurveScopeError, Equatable {
  /// A tolerance that is negative or not finite, in points.
  case tolerance(Double)

  /// The range a tolerance must lie in: ≥ 0 points.
  package static let toleranceRange = NumberRange.atLeast(0)

  /// The value at fault.
  package var subject: String {
    switch self {
    case .tolerance(let points): "tolerance \(NumberText.exact(points)) pt"
    }
  }

  /// Why, and what would be right.
  package var problem: String {
    switch self {
    case .tolerance: Self.toleranceRange.requirement("points")
    }
  }
}

public import CurveScopeSupport

/// Input a figure cannot be built from (no analysis, analyses of different scenarios).
public struct FigureInputError: CurveScopeError, Equatable {
  /// What is wrong with the input.
  public enum Cause: Sendable, Equatable {
    /// No analysis (no strategy) was given.
    case noStrategies
    /// More analyses than the figure has rows for.
    case tooManyStrategies(maximum: Int)
    /// The analysis of `strategy` ran on another scenario or clock than the first.
    case otherScenario(strategy: String)
    /// The sweep has no rows.
    case noRows
    /// The model overlay was computed for another recording.
    case modelForAnotherRecording
    /// The overlay has `found` residuals for `expected` recorded frames.
    case residualCount(expected: Int, found: Int)
    /// The scenario has no interactive dismissal (no finger to draw).
    case notInteractive
  }

  /// The figure that refuses the input, such as `filmstrip`.
  public var figure: String
  /// Why.
  public var cause: Cause

  /// Creates an error.
  public init(figure: String, _ cause: Cause) {
    self.figure = figure
    self.cause = cause
  }

  /// The figure.
  public var subject: String { figure }

  /// Why it cannot be drawn.
  public var problem: String {
    switch cause {
    case .noStrategies: "needs at least one strategy"
    case .tooManyStrategies(let maximum): "shows at most \(maximum) strategies"
    case .otherScenario(let strategy):
      "strategy \(strategy) was analysed on another scenario or clock"
    case .noRows: "the sweep has no rows"
    case .modelForAnotherRecording: "the model was computed for another recording"
    case .residualCount(let expected, let found):
      "needs one residual per recorded frame (\(expected) frames, \(found) residuals)"
    case .notInteractive: "needs an interactive dismissal (a finger's track)"
    }
  }
}

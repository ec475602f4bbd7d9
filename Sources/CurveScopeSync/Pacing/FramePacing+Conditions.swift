public import CurveScopeMeasure

extension FramePacing {
  /// The model's parameters as plain numbers, for a figure's or a report's header.
  public var conditions: PacingConditions {
    PacingConditions(
      ratesHertz: rates.map(\.hertz), jitterMilliseconds: jitterMilliseconds,
      dropProbability: dropProbability, rateChangeProbability: rateChangeProbability)
  }
}

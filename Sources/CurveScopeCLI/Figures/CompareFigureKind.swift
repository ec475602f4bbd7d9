import CurveScopeMeasure
import CurveScopePlot

/// Which figure `compare -o` draws.
enum CompareFigureKind: String, CaseIterable {
  /// Screen positions and the gap over time (``ComparisonFigure``).
  case comparison
  /// The bottom of the phone at a row of frames (``FilmstripFigure``).
  case filmstrip
  /// Every strategy's gap, worst first (``StrategyOverviewFigure``).
  case overview

  /// The kind named by `--figure` (default comparison).
  /// - Throws: ``UsageError`` for an unknown name.
  init(_ arguments: ParsedArguments) throws {
    let name = arguments.value("--figure") ?? CompareFigureKind.comparison.rawValue
    guard let kind = CompareFigureKind(rawValue: name) else {
      let names = CompareFigureKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(subject: "--figure '\(name)'", problem: "expected \(names)")
    }
    self = kind
  }

  /// The figure of this kind for the measurements (one scenario, one clock).
  /// - Throws: ``UsageError`` when a filmstrip is asked for more strategies than it can show,
  ///   ``FigureInputError`` when the measurements cannot make the figure.
  func figure(_ analyses: [SyncMeasurement]) throws -> Figure {
    let builder: any FigureBuilder
    switch self {
    case .comparison:
      builder = try ComparisonFigure(analyses)
    case .filmstrip:
      guard analyses.count <= FilmstripFigure.maximumRows else {
        throw UsageError(
          subject: "--figure filmstrip",
          problem:
            "shows at most \(FilmstripFigure.maximumRows) strategies, one row each; "
            + "\(analyses.count) were given (choose them with --strategy)")
      }
      builder = try FilmstripFigure(analyses)
    case .overview:
      builder = try StrategyOverviewFigure(analyses)
    }
    return try builder.figure()
  }
}

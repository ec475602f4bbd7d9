import CurveScopeMeasure

#if Figures
  import CurveScopePlot
#endif

/// Which figure `compare -o` draws.
enum CompareFigureKind: String, CaseIterable {
  /// Screen positions and the gap over time (``ComparisonFigure``).
  case comparison
  /// The bottom of the phone at a row of frames (``FilmstripFigure``).
  case filmstrip
  /// Every strategy's gap, worst first (``StrategyOverviewFigure``).
  case overview
  /// The plain phone screen as a recording shows it (``CompareOutput``: a still or a recording).
  case screen

  /// `--figure`.
  static let option = OptionSpec.option(
    "--figure", value: "kind",
    help: "With -o: the figure to draw (comparison as .gif or .mp4: the slow-motion animation)",
    domain: .choice(allCases.map(\.rawValue)), default: "comparison")

  /// The kind named by `--figure` (default comparison).
  /// - Throws: ``UsageError`` for an unknown name.
  init(_ arguments: ParsedArguments) throws {
    self = try arguments.choice(Self.option, as: CompareFigureKind.self) ?? .comparison
  }

  /// The screen is not a chart: ``CompareOutput`` draws it.
  static let notAFigure = UsageError(
    .optionValue(option.primaryName, CompareFigureKind.screen.rawValue),
    .needs("compare -o, which draws it as a screen, not a chart"))

  #if Figures
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
            .optionValue(Self.option.primaryName, rawValue),
            .tooManyStrategies(limit: FilmstripFigure.maximumRows, count: analyses.count))
        }
        builder = try FilmstripFigure(analyses)
      case .overview:
        builder = try StrategyOverviewFigure(analyses)
      case .screen:
        throw Self.notAFigure
      }
      return try builder.figure()
    }
  #endif
}

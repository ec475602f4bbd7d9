#if Figures
  import CurveScopeChart
  import CurveScopeMatch
  import CurveScopeMeasure
  import CurveScopePlot
  import CurveScopeTrace

  extension CompareFigureKind {
    /// The figure of this kind for a recorded trace: the recording against its model
    /// (``TraceComparisonFigure``), a filmstrip of the recording and its model, or the overview of
    /// the recording beside every preset evaluated at its frames.
    /// - Throws: ``FigureInputError`` when the measurements cannot make the figure.
    func figure(_ report: TraceReport) throws -> Figure {
      let builder: any FigureBuilder
      switch self {
      case .comparison:
        builder = try TraceComparisonFigure(
          recorded: report.measurement, overlay: report.overlay)
      case .filmstrip:
        builder = try FilmstripFigure(
          [report.measurement] + (report.modelMeasurement.map { [$0] } ?? []))
      case .overview:
        var analyses = [report.measurement]
        if let match = report.match {
          let measurer = try SyncMeasurer(tolerance: report.measurement.summary.tolerancePoints)
          analyses += match.candidateSeries(
            of: report.trace, margin: report.measurement.series.margin
          ).map(measurer.measure)
        }
        builder = try StrategyOverviewFigure(analyses)
      case .screen:
        throw Self.notAFigure
      }
      return try builder.figure()
    }
  }

  extension TraceReport {
    /// The model overlay of the comparison figure, when the trace was matched.
    var overlay: ModelOverlay? {
      guard let match, let model = modelMeasurement else { return nil }
      return ModelOverlay(
        model: model, strategy: match.strategy, rmsPoints: match.rmsPoints,
        latencyMilliseconds: match.latencyMilliseconds,
        residualLimitPoints: match.residualLimitPoints, keyboardModel: match.keyboardModel.name,
        keyboardRMSPoints: match.keyboardModel.rmsPoints,
        barResiduals: match.barResiduals(of: trace),
        keyboardResiduals: match.keyboardResiduals(of: trace),
        description: TraceText.sentence(match))
    }
  }
#endif

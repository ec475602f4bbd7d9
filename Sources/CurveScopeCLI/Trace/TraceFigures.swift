#if Figures
  import CurveScopeChart
  import CurveScopeMatch
  import CurveScopeMeasure
  import CurveScopePlot
  import CurveScopeTrace

  extension CompareFigureKind {
    /// The figure of this kind for a recorded trace: the recording against its model
    /// (``TraceComparisonFigure``), a filmstrip of the recording and its model, or the overview of
    /// the recording beside every preset evaluated at its frames. With `restingPlaces` (a
    /// measured recording), the comparison is headed by `measure`'s verdict and draws the expected
    /// gap; when that gives no verdict, no model is drawn.
    ///
    /// The series are reduced to what `columns` drawing columns show
    /// (``FrameSeries/drawingIndices(columns:alongside:)``: the figure's pixels, eight columns
    /// each), so that a million-frame trace costs what its pixels can show; the measures are the
    /// full series'. The overview makes and reduces one preset's series at a time.
    /// - Throws: ``FigureInputError`` when the measurements cannot make the figure.
    func figure(
      _ report: TraceReport, columns: Int = 8 * RenderOptions.standard.pixelWidth,
      restingPlaces: RestingPlacesOverlay? = nil
    ) throws -> Figure {
      let builder: any FigureBuilder
      let guessing = restingPlaces?.conclusion == RestingPlacesOverlay.Conclusion.none
      let model = guessing ? nil : report.modelMeasurement
      let indices = report.measurement.series.drawingIndices(
        columns: columns, alongside: model.map { [$0.series] } ?? [])
      let recorded =
        indices.map { report.measurement.selecting($0, columns: columns) } ?? report.measurement
      switch self {
      case .comparison:
        builder = try TraceComparisonFigure(
          recorded: recorded,
          overlay: guessing
            ? nil
            : report.overlay.map { overlay in
              indices.map { overlay.selecting($0, columns: columns) } ?? overlay
            },
          restingPlaces: restingPlaces.map { places in indices.map(places.selecting) ?? places })
      case .filmstrip:
        builder = try FilmstripFigure(
          [recorded]
            + (model.map { model in [indices.map { model.selecting($0, columns: columns) } ?? model]
            }
              ?? []))
      case .overview:
        var analyses = [recorded]
        if let match = report.match, !guessing {
          let measurer = try SyncMeasurer(tolerance: report.measurement.summary.tolerancePoints)
          match.forEachCandidateSeries(
            of: report.trace, margin: report.measurement.series.margin
          ) { series in
            let measured = measurer.measure(series)
            analyses.append(
              series.drawingIndices(columns: columns).map {
                measured.selecting($0, columns: columns)
              } ?? measured)
          }
        }
        builder = try StrategyOverviewFigure(analyses)
      case .screen:
        throw Self.notAFigure
      }
      return try builder.figure()
    }
  }

  extension TraceReport {
    /// The model overlay of the comparison figure, when the trace was matched (its residuals one
    /// per recorded frame).
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

  extension ModelOverlay {
    /// The overlay with only the frames at `indices`: the model's series and both residuals
    /// (one per recorded frame) reduced alike.
    func selecting(_ indices: [Int], columns: Int) -> ModelOverlay {
      var reduced = self
      reduced.model = model.selecting(indices, columns: columns)
      reduced.barResiduals = indices.map { barResiduals[$0] }
      reduced.keyboardResiduals = indices.map { keyboardResiduals[$0] }
      return reduced
    }
  }
#endif

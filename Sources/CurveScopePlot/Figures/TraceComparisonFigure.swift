public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// Model against reality: a recorded trace with the model it was matched to overlaid.
///
/// Top panel: the recorded keyboard top and bar bottom as points at the recorded frames, joined
/// and broken where an edge was not seen, with the model's keyboard and bar as dashed lines.
/// Middle: the recorded gap, shaded as in ``ComparisonFigure``, with the model's gap dashed.
/// Bottom: the residual at every recorded frame (recorded − model) for the bar and the
/// keyboard, with the band within which a preset counts as matching. The header says what the
/// recording did, which model it moves like, and how the recording was made.
public struct TraceComparisonFigure: FigureBuilder {
  /// The recording, measured.
  public let recorded: SyncMeasurement
  /// The matched model, when there is one.
  public let overlay: ModelOverlay?
  /// `measure`'s verdict against the bar's resting places, when the trace comes from a screen
  /// recording: it heads the figure, and the gap panel draws the expected gap.
  public let restingPlaces: RestingPlacesOverlay?

  /// A comparison of `recorded` with `overlay`'s model, headed by `restingPlaces`'s verdict when
  /// given.
  /// - Throws: ``FigureInputError`` when the model's series is not comparable with the
  ///   recording's, or its residuals do not have one value per recorded frame.
  public init(
    recorded: SyncMeasurement, overlay: ModelOverlay?,
    restingPlaces: RestingPlacesOverlay? = nil
  ) throws(FigureInputError) {
    if let overlay {
      guard overlay.model.series.isComparable(with: recorded.series) else {
        throw FigureInputError(figure: "trace comparison", .modelForAnotherRecording)
      }
      let count = recorded.series.frames.count
      guard overlay.barResiduals.count == count, overlay.keyboardResiduals.count == count else {
        throw FigureInputError(
          figure: "trace comparison",
          .residualCount(
            expected: count,
            found: min(overlay.barResiduals.count, overlay.keyboardResiduals.count)))
      }
    }
    self.recorded = recorded
    self.overlay = overlay
    self.restingPlaces = restingPlaces
  }

  /// Builds the figure: positions, gap and (with a model) residuals, sharing the time axis.
  public func figure(theme: Theme) -> Figure {
    let trace = SyncTrace(recorded.series)
    let modelTrace = overlay.map { SyncTrace($0.model.series) }
    var gap = ComparisonFigure.gapPanel(
      [recorded], traces: [trace], summaries: [recorded.summary], theme: theme)
    // A recording's data can fill every corner (a show and a hide): legends go beside the plots.
    gap.legend = .outsideRight
    if let restingPlaces { Self.addExpectedGap(restingPlaces, to: &gap, theme: theme) }
    if let modelTrace {
      gap.series.append(
        Series(
          label: "model gap", points: modelTrace.gap,
          line: LineStyle(color: theme.text, width: 1.3, dash: LineStyle.dashed),
          interpolation: modelTrace.interpolation))
    }
    var panels: [Panel] = [
      .plot(positionPanel(trace: trace, model: modelTrace, theme: theme), relativeHeight: 1.15),
      .plot(gap, relativeHeight: 1.1),
    ]
    if let overlay {
      panels.append(.plot(residualPanel(overlay, theme: theme), relativeHeight: 1))
    }
    return Figure(
      header: header(theme: theme), panels: panels, sharesXAxis: true, theme: theme)
  }

  /// Title, the recording's verdict, the match, and how it was recorded.
  func header(theme: Theme) -> Header {
    if let restingPlaces { return header(restingPlaces, theme: theme) }
    var lines = [
      ComparisonFigure.verdictLine("Recorded", recorded.summary, theme: theme)
    ]
    if let overlay {
      lines.append(Header.Line(overlay.description, isBold: true))
    } else {
      lines.append(Header.Line("No model matched: the keyboard never moves in this recording."))
    }
    // How it was recorded and what happened, on one line (it wraps when long).
    lines.append(Header.Line(recorded.series.barSummary + " · " + ScenarioText.line(recorded)))
    let title =
      overlay.map { "\(recorded.series.title) · recorded vs model (\($0.strategy))" }
      ?? "\(recorded.series.title) · recorded"
    return Header(title: title, lines: lines)
  }

  /// Screen y over time: recorded keyboard and bar (points joined, broken at gaps) and the
  /// model's (dashed).
  func positionPanel(trace: SyncTrace, model: SyncTrace?, theme: Theme) -> PlotPanel {
    let size = ComparisonFigure.frameMarkerSize(recorded)
    var series = [
      Series(
        label: "keyboard top (recorded)", points: trace.keyboardTop,
        line: LineStyle(color: theme.keyboard, width: 1.4),
        marker: MarkerStyle(shape: .square, size: size - 0.6, color: theme.keyboard),
        markerPoints: trace.keyboardFramePoints),
      Series(
        label: "bar bottom (recorded)", points: trace.barBottom,
        line: LineStyle(color: theme.bar, width: 1.6),
        marker: MarkerStyle(shape: .circle, size: size, color: theme.bar),
        markerPoints: trace.barFramePoints),
    ]
    if let model, let overlay {
      series.append(
        Series(
          label: "keyboard model (\(overlay.keyboardModel))", points: model.keyboardTop,
          line: LineStyle(
            color: theme.keyboard.mixed(with: .okabeItoBlack, fraction: 0.45), width: 1.2,
            dash: LineStyle.dotted)))
      series.append(
        Series(
          label:
            "bar model (\(overlay.strategy)\(model.isSampledPerFrame ? ", held per frame" : ""))",
          points: model.barBottom,
          line: LineStyle(color: theme.text, width: 1.3, dash: LineStyle.dashed),
          interpolation: model.interpolation))
    }
    let screen = recorded.series.screenHeight
    let range = ComparisonFigure.screenRange(
      [trace] + (model.map { [$0] } ?? []), keyboardEnd: recorded.series.keyboardEnd,
      screenHeight: screen)
    return PlotPanel(
      title: overlay == nil
        ? "Recorded frames (points); y grows downward"
        : "Recorded frames (points) and the matched model (dashed); y grows downward",
      xAxis: ComparisonFigure.timeAxis(recorded.series),
      yAxis: Axis(title: "screen y", unit: "pt", range: range, isInverted: true),
      series: series,
      fills: [
        FillRegion(
          between: .series(trace.keyboardTop), and: .constant(screen),
          color: theme.keyboardFill.withAlpha(0.6))
      ],
      legend: .outsideRight)
  }

  /// Recorded − model at every recorded frame, bar and keyboard, with the matching band.
  func residualPanel(_ overlay: ModelOverlay, theme: Theme) -> PlotPanel {
    let frames = recorded.series.frames
    func points(_ values: [Double?]) -> [DataPoint] {
      zip(frames, values).map { DataPoint(x: $0.timeMilliseconds, y: $1 ?? .nan) }
    }
    let bar = points(overlay.barResiduals)
    let keyboard = points(overlay.keyboardResiduals)
    let limit = overlay.residualLimitPoints
    let size = ComparisonFigure.frameMarkerSize(recorded)
    // Within the band the ticks are the band's edges, so a reader sees how close every frame is;
    // residuals beyond it get the usual 1-2-5 ticks.
    let largest = (overlay.barResiduals + overlay.keyboardResiduals).reduce(0.0) {
      max($0, abs($1 ?? 0))
    }
    let locator: any TickLocator =
      largest <= limit * 1.2 && limit > 0
      ? FixedTickLocator(values: [-limit, 0, limit]) : NiceTickLocator()
    func n(_ value: Double) -> String {
      NumberText.reading(value, decimals: 2, minus: .typographic)
    }
    return PlotPanel(
      title: "Residual = recorded − model: bar (circles, RMS \(n(overlay.rmsPoints)) pt), keyboard "
        + "(squares, RMS \(n(overlay.keyboardRMSPoints)) pt); band: ±\(n(limit)) pt, where presets match",
      xAxis: ComparisonFigure.timeAxis(recorded.series),
      yAxis: Axis(
        title: "residual", unit: "pt",
        range: .automatic(padding: 0.1, including: [-limit * 1.2, limit * 1.2], nice: false),
        locator: locator),
      series: [
        // Points only: a residual belongs to its frame; a line would join frames across a
        // pause of the recorder or a missing edge.
        Series(
          label: "bar", points: bar, line: nil,
          marker: MarkerStyle(shape: .circle, size: size, color: theme.bar),
          markerPoints: bar.filter { $0.y.isFinite }),
        Series(
          label: "keyboard", points: keyboard,
          marker: MarkerStyle(shape: .square, size: size - 1, color: theme.keyboard),
          markerPoints: keyboard.filter { $0.y.isFinite }),
      ],
      bands: [
        Band(
          .horizontal, from: -limit, to: limit, color: theme.tolerance.withAlpha(0.25))
      ],
      referenceLines: [
        ReferenceLine(.horizontal, at: 0, style: LineStyle(color: theme.reference, width: 0.8))
      ],
      legend: .hidden)
  }
}

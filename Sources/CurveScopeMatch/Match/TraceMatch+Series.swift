public import CurveScopeMeasure
import CurveScopeSupport
public import CurveScopeTrace

extension TraceMatch {
  /// The finest drawing grid of a model series, in ms, and the most grid points.
  static let curveStep = 1.0
  static let maximumCurvePoints = 4000

  /// The matched model at the trace's own frames, as a ``FrameSeries`` that shares a figure
  /// with the trace's (same name, screen, events and provenance), named `model: <strategy>`,
  /// with the motion between frames for drawing.
  /// - Parameter margin: the margin of the trace's series (its ``Trace/margin`` by default).
  public func modelSeries(of trace: Trace, margin: Double? = nil) -> FrameSeries {
    series(of: trace, model: model, name: "model: \(strategy)", margin: margin)
  }

  /// Every strategy tried, each at its fitted latency, at the trace's frames: what each preset
  /// would have shown on this recording, named after the preset.
  public func candidateSeries(of trace: Trace, margin: Double? = nil) -> [FrameSeries] {
    candidateModels.map { series(of: trace, model: $0.model, name: $0.name, margin: margin) }
  }

  /// ``candidateSeries(of:margin:)`` one series at a time, so that a caller can measure and
  /// reduce each before the next is made (a million-frame trace holds one at a time).
  public func forEachCandidateSeries(
    of trace: Trace, margin: Double? = nil, _ body: (FrameSeries) throws -> Void
  ) rethrows {
    for candidate in candidateModels {
      try body(series(of: trace, model: candidate.model, name: candidate.name, margin: margin))
    }
  }

  private func series(of trace: Trace, model: TraceModel, name: String, margin: Double?)
    -> FrameSeries
  {
    let margin = margin ?? trace.margin ?? 0
    // The keyboard's top is never drawn below the screen (a fitted level a hair past it would
    // open a gap no frame showed), nor below the safe area the bar rests on.
    let limit = trace.screenHeight - trace.safeAreaBottom
    func keyboard(_ seconds: Double) -> Double { min(model.keyboardTop(at: seconds), limit) }
    let frames = trace.frames.map { frame in
      let seconds = frame.timeMilliseconds / 1000
      return SeriesFrame(
        time: seconds, timeMilliseconds: frame.timeMilliseconds, keyboardTop: keyboard(seconds),
        barBottom: model.barBottom(at: seconds), margin: margin)
    }
    let first = trace.frames.first?.timeMilliseconds ?? 0
    let last = trace.frames.last?.timeMilliseconds ?? 0
    let step = max(Self.curveStep, (last - first) / Double(Self.maximumCurvePoints))
    var times: [Double] = []
    // Every frame and at most one grid point per step beyond them (the grid has at most
    // maximumCurvePoints + 1 points): reserved once rather than doubled into twice the frames.
    times.reserveCapacity(trace.frames.count + Self.maximumCurvePoints + 1)
    var frameIndex = 0
    var grid = first
    while grid <= last || frameIndex < trace.frames.count {
      let frameTime =
        frameIndex < trace.frames.count ? trace.frames[frameIndex].timeMilliseconds : .infinity
      if frameTime <= grid {
        times.append(frameTime)
        frameIndex += 1
        if frameTime == grid { grid += step }
      } else if grid <= last {
        times.append(grid)
        grid += step
      } else {
        break
      }
    }
    let keyboardPoints = times.map { Point(x: $0, y: keyboard($0 / 1000)) }
    let held = model.predictor.isHeld
    let barPoints: [Point]
    let gap: [Point]
    if held {
      // A value latched per recorded frame: steps through the frames, as a display shows it.
      barPoints = frames.map { Point(x: $0.timeMilliseconds, y: $0.barBottom ?? .nan) }
      gap = frames.map { Point(x: $0.timeMilliseconds, y: $0.gap ?? .nan) }
    } else {
      barPoints = times.map { Point(x: $0, y: model.barBottom(at: $0 / 1000)) }
      gap = zip(keyboardPoints, barPoints).map {
        Point(x: $0.x, y: FrameSeries.gap(keyboardTop: $0.y, barBottom: $1.y, margin: margin))
      }
    }
    // The frames are the trace's own (checked once when it was read); the model's values at
    // them are finite where the fitted keyboard is. What the recording's series states besides
    // its frames comes from the trace, not from a second copy of its frames.
    return FrameSeries(
      unchecked: trace.name, title: trace.title, screenWidth: trace.screenWidth,
      screenHeight: trace.screenHeight, events: trace.events, barName: name,
      barSummary: "The matched model at the recorded frames", margin: margin, frames: frames,
      provenance: trace.seriesProvenance,
      keyboardEnd: frames.last?.keyboardTop ?? trace.seriesKeyboardEnd,
      barEnd: frames.last?.barBottom ?? trace.seriesBarEnd, firstTravel: trace.seriesFirstTravel,
      curves: SeriesCurves(
        keyboardTop: keyboardPoints, barBottom: barPoints, gap: gap, isBarHeldPerFrame: held))
  }
}

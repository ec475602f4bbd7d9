#if Video
  import CurveScopeChart
  import CurveScopeMatch
  import CurveScopePlot
  import CurveScopeRecording
  import CurveScopeSupport

  /// What heads a measured recording's figure: `measure`'s own verdict against the bar's resting
  /// places (or why there is none) and its trust line, with the gap expected at every frame, so
  /// that the figure never reads as a verdict the text does not give.
  enum MeasureFigure {
    /// The overlay for `recording`'s figure, or `nil` when `measure` gives neither a verdict nor
    /// a refusal (the bar never rests above the keyboard): the figure is then `compare`'s.
    static func restingPlaces(_ recording: MeasuredRecording, report: TraceReport)
      -> RestingPlacesOverlay?
    {
      let analysis = recording.analysis
      guard recording.refusal != nil || analysis != nil else { return nil }
      let expected = analysis.map { expectedGap($0, report: report) } ?? []
      let tolerance = analysis?.tolerance ?? RecordingMeasurer.verdictTolerance
      if let refusal = recording.refusal {
        // The trust line of a refusal repeats its reason: the headline already says it.
        let trust =
          recording.trust.reasons == [refusal.reason] ? "trust: none" : shortTrust(recording.trust)
        return RestingPlacesOverlay(
          conclusion: .none, headline: "No verdict: \(refusal.reason)", trust: trust,
          expectedGap: expected, tolerance: tolerance)
      }
      guard let analysis else { return nil }
      let origin = recording.traceOriginMilliseconds
      var marks: [RestingPlacesOverlay.Mark] = []
      var parts: [String] = []
      if let overlap = analysis.maxExtraOverlap, overlap.extra < -tolerance {
        let amount = NumberText.reading(-overlap.extra, decimals: 1)
        let at = NumberText.reading(
          overlap.recordingMilliseconds - origin, decimals: 1, minus: .typographic)
        let text =
          switch overlap.basis {
          case .seen: "\(amount) pt nearer than expected"
          case .covered: "\(amount) pt nearer than expected (covered: inferred)"
          case .hidden: "at least \(amount) pt nearer than expected (not seen: under the keyboard)"
          }
        parts.append("\(text) at \(at) ms")
        if let point = mark(overlap, recording: recording, expected: expected) {
          let short = overlap.basis == .hidden ? "at least \(amount)" : amount
          marks.append(.init(at: point, text: "\(short) pt nearer than expected", isOverlap: true))
        }
      }
      if let gap = analysis.maxExtraGap, gap.extra > tolerance {
        let at = NumberText.reading(
          gap.recordingMilliseconds - origin, decimals: 1, minus: .typographic)
        let amount = NumberText.reading(gap.extra, decimals: 1)
        parts.append("\(amount) pt farther at \(at) ms")
        if let point = mark(gap, recording: recording, expected: expected) {
          marks.append(
            .init(at: point, text: "\(amount) pt farther than expected", isOverlap: false))
        }
      }
      let verdict = analysis.verdict
      let places = restingText(analysis)
      let headline =
        verdict == .inSync
        ? "Measured: in sync with the bar's resting places (\(places)): within "
          + "\(NumberText.reading(tolerance)) pt of the expected gap on the "
          + "\(analysis.seenInMotion) frames of the motion with both edges"
        : "Measured: \(verdict.rawValue) against the bar's resting places (\(places)): "
          + parts.joined(separator: "; ")
      return RestingPlacesOverlay(
        conclusion: verdict == .inSync ? .inSync : .desync, headline: headline,
        trust: shortTrust(recording.trust), expectedGap: expected, tolerance: tolerance,
        marks: marks)
    }

    /// The trust line as a figure heads it: its level and first reason, and how many more
    /// caveats the text output lists (`trust: medium — both edges seen on 27 of 40 frames where
    /// the keyboard moves (+4 caveats in the text output)`).
    static func shortTrust(_ trust: MeasurementTrust) -> String {
      guard trust.reasons.count > 1 else { return trust.line }
      let more = trust.reasons.count - 1
      return "trust: \(trust.level.rawValue) — \(trust.reasons[0]) (+\(more) caveat"
        + "\(more == 1 ? "" : "s") in the text output)"
    }

    /// `gap 15.9 pt with the keyboard up, 34 pt hidden`.
    static func restingText(_ analysis: RestingGapAnalysis) -> String {
      var text =
        "gap \(NumberText.reading(analysis.restingGapUp, decimals: 1)) pt with the keyboard up"
      if let down = analysis.restingGapDown {
        text += ", \(NumberText.reading(down, decimals: 1)) pt with it hidden"
      } else {
        text += ", expected throughout"
      }
      return text
    }

    /// The expected gap at every frame of the report's series, in the series' terms: the gap
    /// expected where the keyboard really was, moved as the series moves the keyboard's top (to
    /// the safe area's bottom while lower) and less the series' margin; NaN where the keyboard
    /// was not placed. One value per series frame (the trace's frames are the series').
    static func expectedGap(_ analysis: RestingGapAnalysis, report: TraceReport) -> [DataPoint] {
      let frames = report.measurement.series.frames
      let traceFrames = report.trace.frames
      guard frames.count == traceFrames.count else { return [] }
      let margin = report.measurement.series.margin
      return zip(frames, traceFrames).map { frame, traced in
        guard let real = traced.keyboardTop, let shown = frame.keyboardTop else {
          return DataPoint(x: frame.timeMilliseconds, y: .nan)
        }
        return DataPoint(
          x: frame.timeMilliseconds,
          y: analysis.expectedGap(keyboardTop: real) + (shown - real) - margin)
      }
    }

    /// Where `departure` lies on the gap panel: the expected gap at its frame plus its extra (the
    /// recorded gap where the bar was seen, the inferred one where it was covered or hidden), or
    /// `nil` when its frame has no expected gap. The trace's frames are the recording's, one for
    /// one.
    static func mark(
      _ departure: RestingGapAnalysis.Departure, recording: MeasuredRecording,
      expected: [DataPoint]
    ) -> DataPoint? {
      guard let position = recording.frames.firstIndex(where: { $0.index == departure.index }),
        expected.indices.contains(position), expected[position].y.isFinite
      else { return nil }
      return DataPoint(x: expected[position].x, y: expected[position].y + departure.extra)
    }
  }
#endif

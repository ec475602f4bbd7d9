import CurveScopeDetection
import CurveScopeSupport
import CurveScopeVideo

extension RecordingMeasurer {
  /// The measured recording from the detector's result: frames in points, the desync, the
  /// refusal if any, the trust statement and the trace. `cornerRows` is how tall the rounded
  /// corners a frame drew over the screen's bottom are (reported, not compared by the detector).
  func assemble(
    path: String, info: VideoInfo, region: PixelRect, scale: ScreenScale,
    screen found: (width: Double, height: Double), times: [Double], detection: MotionDetection,
    cornerRows: Int = 0
  ) -> MeasuredRecording {
    // The screen ends above rows that never change (a keyboard rising from its bottom changes
    // them): a hidden keyboard's top and the bar's resting place with it hidden are there.
    var screen = found
    var bottomRow = Double(region.y + region.height)
    let still = detection.stillBottomRows
    if still > 0 {
      bottomRow -= Double(still)
      screen.height = min(screen.height, max(0, scale.points(fromRow: bottomRow)))
    }
    func points(_ row: Double) -> Double {
      min(screen.height, max(0, scale.points(fromRow: row)))
    }
    // A doubtful placement farther from a confident one next to it than a keyboard travels
    // in between is no keyboard (a dimmed frame's last rows matched by chance): left out.
    var detected = detection.frames
    if let model = detection.model {
      for index in KeyboardSpikes.implausible(
        rows: detected.map { $0.keyboardTop?.row },
        confidences: detected.map {
          $0.keyboardTop?.confidence ?? 0
        }, times: Array(times.prefix(detected.count)),
        travel: bottomRow - model.restingKeyboardTop)
      {
        detected[index].keyboardTop = nil
      }
    }
    let frames = zip(times, detected).enumerated().map { index, pair in
      let (time, edges) = pair
      // Hidden only on evidence that no keyboard is in view, and no placement of one with some
      // evidence above the screen's last point (a glass keyboard's soft first rows leave the
      // screen's lowest rows near their hidden look).
      let placed =
        edges.keyboardCandidate.map {
          $0.confidence >= MotionEdgeTracker.keyboardThreshold / 2
            && $0.row < bottomRow - scale.pixelsPerPoint
        } ?? false
      let state: MeasuredFrame.KeyboardState =
        edges.keyboardTop != nil ? .seen : edges.keyboardAbsent && !placed ? .hidden : .unclear
      return MeasuredFrame(
        index: index, recordingMilliseconds: time, keyboardState: state,
        keyboardTopPixels: edges.keyboardTop?.row,
        keyboardTop: edges.keyboardTop.map { points($0.row) },
        keyboardConfidence: edges.keyboardTop?.confidence ?? 0,
        barBottomPixels: edges.barBottom?.row, barBottom: edges.barBottom.map { points($0.row) },
        barConfidence: edges.barBottom?.confidence ?? 0,
        barEvidence: edges.barBottom?.evidence ?? edges.barCoveredBottom?.evidence
          ?? (edges.barUnderKeyboard ? .barUnderKeyboard : nil),
        barCoveredBottom: edges.barCoveredBottom.map { scale.points(fromRow: $0.row) },
        keyboardEvidence: edges.keyboardTop?.evidence)
    }
    var analysis: RestingGapAnalysis?
    var refusal: MeasurementRefusal?
    if let failure = detection.failure {
      refusal = .noKeyboard(failure)
    } else if let model = detection.model {
      if let bar = model.bar {
        analysis = RestingGapAnalysis(
          frames: frames, restingKeyboardTop: points(model.restingKeyboardTop),
          screenHeight: screen.height, barHeight: Double(bar.height) / scale.pixelsPerPoint,
          restTolerance: max(0.5, 1 / scale.pixelsPerPoint), tolerance: Self.verdictTolerance)
        if let analysis {
          let used = analysis.departures.filter { $0.basis != .hidden }.count
          let doubts = analysis.verdictChangingDoubts
          if used < Self.framesNeeded {
            refusal = .tooFewFrames(seen: used, needed: Self.framesNeeded)
          } else if let unsteady = analysis.unsteadyRestUp {
            refusal = .unsteadyRestUp(low: unsteady.low, high: unsteady.high)
          } else if let other = analysis.gapAtAnotherKeyboardHeight {
            refusal = .gapAtAnotherKeyboardHeight(
              other, restingTop: points(model.restingKeyboardTop))
          } else if let doubt = doubts.max(by: { abs($0.extra) < abs($1.extra) }) {
            refusal = .verdictInDoubt(
              verdict: analysis.verdict, count: doubts.count, largest: doubt.extra,
              milliseconds: doubt.recordingMilliseconds)
          } else if let rate = MeasuredRecording.framesPerSecond(frames),
            rate < MeasuredRecording.veryLowFrameRate,
            case let singles = analysis.verdictChangingSingles,
            let single = singles.max(by: { abs($0.extra) < abs($1.extra) })
          {
            refusal = .singleFrameInDoubt(
              verdict: analysis.verdict, count: singles.count, largest: single.extra,
              milliseconds: single.recordingMilliseconds, framesPerSecond: rate)
          } else if let gap = analysis.gapAgainstUnknownHiddenRest {
            refusal = .hiddenRestUnseen(
              largest: gap.extra, milliseconds: gap.recordingMilliseconds)
          }
        } else {
          refusal = bar.contradictsTravel ? .barContradictsTravel : .barNeverAtRest
        }
      } else {
        refusal = .noBar
      }
    }
    var recording = MeasuredRecording(
      path: path, info: info, region: region, scale: scale, screenWidth: screen.width,
      screenHeight: screen.height, model: detection.model, frames: frames, trace: nil,
      traceProblem: nil, analysis: analysis, refusal: refusal,
      trust: MeasurementTrust(level: .none, reasons: []))
    recording.stillBottomRows = screen.height < found.height ? still : 0
    recording.bottomCornerRows = cornerRows
    recording.trust = MeasurementTrust.assess(recording)
    do {
      recording.trace = try makeTrace(recording)
    } catch {
      recording.traceProblem = "\(error)"
    }
    return recording
  }
}

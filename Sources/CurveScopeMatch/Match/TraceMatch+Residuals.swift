public import CurveScopeTrace

extension TraceMatch {
  /// Recorded bar − model bar at each frame of `trace` (the trace matched), `nil` where the bar
  /// was not seen, in points.
  public func barResiduals(of trace: Trace) -> [Double?] {
    zip(trace.frames, modelBarBottom).map { frame, model in frame.barBottom.map { $0 - model } }
  }

  /// Recorded keyboard − model keyboard at each frame of `trace`, `nil` where it was not seen.
  public func keyboardResiduals(of trace: Trace) -> [Double?] {
    zip(trace.frames, modelKeyboardTop).map { frame, model in
      frame.keyboardTop.map { $0 - model }
    }
  }
}

extension TraceMatch {
  /// The most the fitted latency moves the model's bar at any frame of `trace` (the trace
  /// matched), in points: the model bar at its latency against the same bar on time. 0 when the
  /// latency is carried in whole frames by the strategy instead.
  public func latencyShiftPoints(of trace: Trace) -> Double {
    guard model.latency != 0 else { return 0 }
    var largest = 0.0
    for frame in trace.frames {
      let seconds = frame.timeMilliseconds / 1000
      let onTime = model.predictor.value(
        stretch: model.stretch(at: seconds), at: seconds, latency: 0)
      largest = max(largest, abs(model.barBottom(at: seconds) - onTime))
    }
    return largest
  }
}

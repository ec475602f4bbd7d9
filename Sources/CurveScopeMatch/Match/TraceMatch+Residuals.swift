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

public import CurveScopeSupport

/// Why a trace cannot be matched to a model.
public enum TraceMatchError: CurveScopeError {
  /// The keyboard never moves and the trace has no events: nothing to simulate.
  case keyboardNeverMoves(trace: String)
  /// No usable bar value near the keyboard's motions.
  case barNotSeen(trace: String)
  /// The inferred notifications could not be simulated (the library says why).
  case simulation(trace: String, any CurveScopeError)

  /// The trace.
  public var subject: String {
    switch self {
    case .keyboardNeverMoves(let trace), .barNotSeen(let trace), .simulation(let trace, _):
      "trace \(trace)"
    }
  }

  /// Why it cannot be matched.
  public var problem: String {
    switch self {
    case .keyboardNeverMoves:
      "the keyboard never moves and the trace has no events, so no model can be matched"
    case .barNotSeen:
      "the bar is not seen (or only on repeated frames) while the keyboard moves"
    case .simulation(_, let error):
      "the inferred notifications cannot be simulated: \(error.description)"
    }
  }
}

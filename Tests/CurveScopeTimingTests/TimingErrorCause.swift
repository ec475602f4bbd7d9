import CurveScopeSupport
import CurveScopeTestSupport
import CurveScopeTiming
import Testing

/// The cause of the ``TimingError`` `body` throws; an issue is recorded when it throws none or
/// another error.
func timingError(_ body: () throws -> Void) -> TimingError? {
  do {
    try body()
    Issue.record("expected a TimingError")
  } catch let error as TimingError {
    return error
  } catch {
    Issue.record("expected a TimingError, got \(error)")
  }
  return nil
}

/// Expects `error` to be ``TimingError/outOfRange(parameter:value:range:unit:)`` for
/// `parameter`, `value` (NaN matches NaN) and `range`.
func expectOutOfRange(
  _ error: TimingError?, _ parameter: String, _ value: Double, _ range: NumberRange,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard case .outOfRange(let name, let found, let foundRange, _)? = error else {
    Issue.record(
      "expected outOfRange, got \(String(describing: error))", sourceLocation: sourceLocation)
    return
  }
  #expect(name == parameter, sourceLocation: sourceLocation)
  #expect(isSameValue(found, value), sourceLocation: sourceLocation)
  #expect(foundRange == range, sourceLocation: sourceLocation)
}

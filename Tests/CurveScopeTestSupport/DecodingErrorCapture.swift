public import CurveScopeSupport
import Testing

/// The decoding error `body` throws, recorded as an issue when it throws none or another.
public func decodingError(_ body: () throws -> Void) -> JSONDecodingError? {
  do {
    try body()
    Issue.record("expected a decoding error")
  } catch let error as JSONDecodingError {
    return error
  } catch {
    Issue.record("expected a decoding error, got \(error)")
  }
  return nil
}

import CurveScope
import Testing

private struct SampleError: CurveScopeError {
  var subject: String { "x1 1.5" }
  var problem: String { "must lie in [0, 1]" }
}

@Test("a library error reads '<what> — <why>'")
func errorDescription() {
  #expect(SampleError().description == "x1 1.5 — must lie in [0, 1]")
}

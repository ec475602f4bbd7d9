import CurveScopeSupport
import CurveScopeTiming
import Testing

@Test("a library error reads '<what> — <why>', subject and problem from its cause")
func errorDescription() {
  let error: any CurveScopeError = TimingError.controlPointX(parameter: "x1", value: 1.5)
  #expect(error.description == "x1 1.5 — must lie in [0, 1] so that time only moves forward")
  #expect(error.description == "\(error.subject) — \(error.problem)")
}

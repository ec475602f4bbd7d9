import CurveScopeTestSupport
import Testing

/// The helpers that take maxima over errors fail on NaN instead of dropping it.
@Test("nanMax keeps NaN whichever side it is on, so a check on the maximum fails")
func nanMaxKeepsNaN() {
  #expect(nanMax(0, .nan).isNaN && nanMax(.nan, 0).isNaN)
  #expect(nanMax(1, 2) == 2)
  let worst = [0.1, .nan, 0.2].reduce(0, nanMax)
  #expect(!(worst <= 1))
}

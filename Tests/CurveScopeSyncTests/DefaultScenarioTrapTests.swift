import CurveScopeSync
import Testing

/// `Scenario.defaultShow` with a screen size that is not a finite, positive point size throws
/// ``ScenarioError`` (it once converted the size with `Int(_:)` first, which traps on NaN,
/// infinities and values beyond `Int`).
@Suite("Scenario.defaultShow with a bad screen")
struct DefaultScenarioTrapTests {
  @Test(
    "a bad screen size throws instead of trapping",
    arguments: [
      (Double.nan, 812.0), (375, .nan), (375, .infinity), (375, 1e300), (-375, 812), (0, 812),
    ])
  func badScreen(width: Double, height: Double) {
    #expect(throws: ScenarioError.self) {
      try Scenario.defaultShow(screenWidth: width, screenHeight: height)
    }
  }
}

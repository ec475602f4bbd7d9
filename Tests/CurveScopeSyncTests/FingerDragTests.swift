import CurveScopeSync
import Testing

/// A dismissal figure draws the finger from plain values: the touches, the release and whether
/// the keyboard hides, taken from the gesture's track.
@Suite("The finger's drag as a figure takes it")
struct FingerDragTests {
  @Test(
    "touches in seconds, the release and its verdict",
    arguments: [
      // The gestures' release velocities: a flick at 2000 pt/s and a slow drag at 400 pt/s hide
      // (past 100 pt/s); a drag back up at −300 pt/s returns.
      (PanGesture.flick, 2000.0, true), (.slowDragRelease, 400, true), (.dragReturn, -300, false),
    ])
  func drag(gesture: PanGesture, velocity: Double, hides: Bool) throws {
    let scenario = try Scenario.interactiveDismissal(gesture)
    let interaction = try #require(scenario.interaction)
    let drag = interaction.drag(screenHeight: scenario.screenHeight)
    #expect(drag.gesture == gesture.rawValue)
    #expect(drag.hides == hides)
    #expect(abs(drag.releaseVelocity - velocity) < 0.5)
    let samples = interaction.track.samples
    #expect(drag.touches.map(\.x) == samples.map(\.time))
    #expect(drag.touches.map(\.y) == samples.map(\.y))
    #expect(drag.releaseTime == samples[samples.count - 1].time)
  }
}

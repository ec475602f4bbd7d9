import CurveScopeSync
import Testing

/// The named gestures keep their length, end place and speed at every touch rate: a 100 ms flick
/// touched once a second still releases at 100 ms.
struct PanGestureRateTests {
  /// Each gesture's phases as the README states them: (speed pt/s, seconds), for a 291 pt
  /// keyboard.
  static let phases: [(PanGesture, [(Double, Double)])] = [
    (.slowDragRelease, [(400, (100 + 0.4 * 291) / 400)]),
    (.dragReturn, [(500, 0.5), (-300, 0.25)]),
    (.flick, [(2000, 0.1)]),
  ]

  @Test("release time, place and velocity are the gesture's at 1…1000 Hz")
  func everyRate() throws {
    for rate in [1.0, 3, 7, 15, 60, 120, 240, 1000] {
      for (gesture, phases) in Self.phases {
        let track = try gesture.track(keyboardTop: 521, keyboardHeight: 291, touchRate: rate)
        let seconds = phases.reduce(0) { $0 + $1.1 }
        let travel = phases.reduce(0) { $0 + $1.0 * $1.1 }
        #expect(abs(track.releaseTime - seconds) <= 1e-9, "\(gesture) at \(rate) Hz")
        #expect(abs(track.releaseY - (421 + travel)) <= 1e-9, "\(gesture) at \(rate) Hz")
        let lastSpeed = phases[phases.count - 1].0
        #expect(abs(track.releaseVelocity - lastSpeed) <= 1e-6, "\(gesture) at \(rate) Hz")
        // No two touches closer than a microsecond, none further apart than one interval.
        let gaps = zip(track.samples.dropFirst(), track.samples).map { $0.time - $1.time }
        #expect(gaps.allSatisfy { $0 > 1e-6 && $0 <= 1 / rate + 1e-9 }, "\(gesture) at \(rate)")
      }
    }
  }

  @Test("a flick touched once a second releases at 100 ms, not 1000 ms")
  func flickAtOneHertz() throws {
    let scenario = try Scenario.interactiveDismissal(.flick, touchRate: 1)
    let interaction = try #require(scenario.interaction)
    #expect(interaction.releaseTime == 0.1)
    #expect(scenario.events.first?.time == 0.1)
    #expect(interaction.track.samples.map(\.time) == [0, 0.1])
  }
}

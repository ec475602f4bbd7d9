import CurveScopeSync
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Regression tests for disagreements the independent reference found and that were fixed:
/// ties between mathematically equal frames, animation ends that land exactly on a frame,
/// event times shifted in seconds, windows that counted dropped animations, and display-link
/// latency added to the last event.
@Suite("Exactness at frame boundaries")
struct SyncExactnessTests {
  @Test("a max overlap tied between symmetric frames is reported at the first of them")
  func symmetricTieReportsFirstFrame() throws {
    let summary = try SyncAnalysis(
      scenario: SyncFixtures.scenario("old-dump-no-curve.json"),
      strategy: SyncFixtures.preset("display-link"), clock: FrameClock(rate: 120)
    ).summary()
    // 352 pt over ease-in-out 0.25 s: the largest one-frame step straddles 125 ms, and the
    // steps ending at 125 ms and at 133.3 ms are mirror images about the curve's midpoint.
    let step = { (fps: Double, k: Int) -> Double in
      let curve = ReferenceTiming.uikit(curve: 0, duration: 0.25)
      return 352 * (curve.progress(Double(k) / fps) - curve.progress(Double(k - 1) / fps))
    }
    #expect(abs(step(120, 15) - step(120, 16)) <= 1e-12)
    #expect(abs(summary.maxOverlapPoints - step(120, 15)) <= 1e-9)
    #expect(summary.maxOverlapAtMilliseconds.map { abs($0 - 125) <= 1e-9 } == true)
  }

  /// willShow at 0 (spring, 812 → 521) and willChangeFrame at 200 ms (spring, → 476): at
  /// 60 Hz frame 42 is t = 0.7 s, 0.5 s after the second event, so its spring is removed and
  /// the keyboard is at 476 exactly. In doubles τ = 42/60 − 0.2 = 0.49999999999999994,
  /// so τ is snapped onto the end (it used to show 476.0495, 45 pt × 0.0011).
  @Test("a spring that ends exactly on a frame is removed at that frame")
  func springEndingOnFrame() throws {
    let spec = ScenarioSpec(
      name: "spring ends on frame 42",
      events: [
        .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 7),
        .init(
          timeMs: 200, kind: .willChangeFrame, beginTop: 521, endTop: 476, duration: 0.25,
          curve: 7),
      ])
    let analysis = try SyncAnalysis(
      scenario: spec.scenario(), strategy: SyncFixtures.preset("layout-guide"),
      clock: FrameClock(rate: 60))
    let reference = ReferenceSync(
      scenario: spec.reference(), strategy: try SyncFixtures.referencePreset("layout-guide"),
      fps: 60)
    #expect(reference.keyboardTop[42] == 476)
    #expect(analysis.keyboardTop(atFrame: 43) == 476)
    #expect(analysis.keyboardTop(atFrame: 42) == 476)
  }

  /// A scenario whose first event is at 1000 ms and a duration-0 willChangeFrame at 1100 ms:
  /// the jump is 100 ms after the first event, so frame 6 at 60 Hz (exactly 100 ms) shows it.
  /// Shifting in seconds (1.1 − 1.0 = 0.10000000000000009) showed it at
  /// frame 7.
  @Test("a jump 100 ms after the first event shows at the frame at 100 ms, wherever t0 is")
  func shiftedJump() throws {
    for first in [0.0, 1000] {
      let spec = ScenarioSpec(
        name: "jump at +100 ms", screenHeight: 667,
        events: [
          .init(timeMs: first, kind: .willShow, beginTop: 667, endTop: 451, duration: 0, curve: 0),
          .init(
            timeMs: first + 100, kind: .willChangeFrame, beginTop: 451, endTop: 409, duration: 0,
            curve: 0),
        ])
      let analysis = try SyncAnalysis(
        scenario: spec.scenario(), strategy: SyncFixtures.preset("layout-guide"),
        clock: FrameClock(rate: 60))
      #expect(analysis.keyboardTop(atFrame: 5) == 451)
      #expect(analysis.keyboardTop(atFrame: 6) == 409, "first event at \(first) ms")
    }
  }

  /// A 2 s ease-in-out show dropped at 100 ms by a duration-0 hide (from-current-state): the
  /// keyboard stops moving at 0.1 s and fixed-guess's bar at 0.4 s, so W = 0.6 s and there
  /// are 37 frames at 60 Hz. Counting the dropped animation's end (2 s) gave 121 frames,
  /// and fixed-guess's RMS gap drops from 23.370 to 12.923 pt over the idle frames.
  @Test("the window ends when motion stops, not when a dropped animation would have")
  func windowIgnoresDroppedAnimations() throws {
    let spec = ScenarioSpec(
      name: "dropped show",
      events: [
        .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 2, curve: 0),
        .init(timeMs: 100, kind: .willHide, beginTop: 521, endTop: 812, duration: 0, curve: 0),
      ], rule: .fromCurrentState)
    let analysis = try SyncAnalysis(
      scenario: spec.scenario(), strategy: SyncFixtures.preset("fixed-guess"),
      clock: FrameClock(rate: 60))
    let reference = ReferenceSync(
      scenario: spec.reference(), strategy: try SyncFixtures.referencePreset("fixed-guess"),
      fps: 60)
    #expect(reference.frameCount == 37)
    #expect(analysis.frameCount == 37)
    expectSummary(analysis.summary(), matches: reference, "dropped show")
  }

  /// A didShow at 59 s after a show: nothing moves after 0.5 s (display-link's bar after
  /// 0.5167 s), so W = 59 s, frames 0…3540 at 60 Hz. Adding the latency to the last
  /// event's time as well gave 3542 frames.
  @Test("display-link's latency is not added to the last event's time")
  func followLatencyAfterLastEvent() throws {
    let spec = ScenarioSpec(
      name: "late didShow",
      events: [
        .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 7),
        .init(timeMs: 59_000, kind: .didShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 7),
      ])
    let analysis = try SyncAnalysis(
      scenario: spec.scenario(), strategy: SyncFixtures.preset("display-link"),
      clock: FrameClock(rate: 60))
    #expect(analysis.frameCount == 3541)
  }
}

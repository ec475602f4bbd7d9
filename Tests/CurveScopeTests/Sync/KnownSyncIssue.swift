import CurveScope
import ReferenceSolvers
import Testing

/// Disagreements between the library and the reference that are reported to the lead, not
/// hidden: each is wrapped in `withKnownIssue` only where it occurs and only for the fields it
/// affects, so every other check still runs, and a fix makes the wrapper fail (remove it then).
struct KnownSyncIssue: Sendable {
  /// What is wrong, with numbers.
  var comment: Comment
  /// Text that the recorded issues it explains contain.
  var markers: [String]

  /// Whether a recorded issue is this one.
  func matches(_ issue: Issue) -> Bool {
    issue.comments.contains { comment in markers.contains { comment.rawValue.contains($0) } }
  }

  /// display-link on old-dump-no-curve at 120 Hz: the gaps at frames 15 (125 ms) and 16
  /// (133.3 ms) are mathematically equal (ease-in-out is symmetric about t15 = 0.125 s, so
  /// K(t16) − K(t15) = K(t15) − K(t14), both 20.172689570139… pt); the library computes
  /// gap15 = −20.17268957013914 and gap16 = −20.172689570139255 (1.1e-13 apart) and picks
  /// 133.333 ms; "the first frame reaching it" is 125 ms. The same happens to maxGapAtMs for
  /// an ease-in-out hide from 450 ms (575 ms vs 583.333 ms).
  static let symmetricTie = KnownSyncIssue(
    comment: """
      BUG (max…AtMs tie): mathematically equal frames (125 ms and 133.333 ms) differ by \
      1.1e-13 pt; the strict `>` picks the later one. Pick the first frame within 1e-9 pt of \
      the maximum.
      """,
    markers: [" maxOverlapAtMs:", " maxGapAtMs:"])

  /// τ = t_k − start in doubles falls one ulp short of an animation's end when the end is
  /// exactly on a frame: a bar started 1/120 s late (latency 1 at 120 Hz) has, at frame 61,
  /// τ = 61/120 − 1/120 = 0.49999999999999994, so the spring (removed at 0.5 s) is still
  /// on: 521.3198 instead of 521.
  static let animationEndOnFrame = KnownSyncIssue(
    comment: """
      EXACTNESS (τ at an animation's end): 61/120 − 1/120 = 0.49999999999999994 < 0.5, so the \
      spring is not yet removed at a frame where exactly 0.5 s have passed (0.32 pt on 291 pt). \
      Compare τ with the end within 1e-9 s.
      """,
    markers: ["frame 61", " rmsGapPoints:"])
}

@Suite("Known disagreements with the spec and the reference")
struct KnownSyncIssueTests {
  @Test("BUG: a max overlap tied between symmetric frames is reported at the first of them")
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
    withKnownIssue(KnownSyncIssue.symmetricTie.comment) {
      #expect(summary.maxOverlapAtMilliseconds.map { abs($0 - 125) <= 1e-9 } == true)
    }
  }

  /// willShow at 0 (spring, 812 → 521) and willChangeFrame at 200 ms (spring, → 476): at
  /// 60 Hz frame 42 is t = 0.7 s, 0.5 s after the second event, so its spring is removed and
  /// the keyboard is at 476 exactly. The library computes τ = 42/60 − 0.2 = 0.49999999999999994
  /// and shows 476.0495 (45 pt × 0.0011).
  @Test("EXACTNESS: a spring that ends exactly on a frame is removed at that frame")
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
    withKnownIssue(KnownSyncIssue.animationEndOnFrame.comment) {
      #expect(analysis.keyboardTop(atFrame: 42) == 476)
    }
  }

  /// A scenario whose first event is at 1000 ms and a duration-0 willChangeFrame at 1100 ms:
  /// the jump is 100 ms after the first event, so frame 6 at 60 Hz (exactly 100 ms) shows it.
  /// The library shifts times in seconds (1.1 − 1.0 = 0.10000000000000009) and shows it at
  /// frame 7.
  @Test("BUG: a jump 100 ms after the first event shows at the frame at 100 ms, wherever t0 is")
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
      withKnownIssue("BUG (event times shifted in seconds): \(analysis.scenario.events[1].time) s")
      {
        #expect(analysis.keyboardTop(atFrame: 6) == 409, "first event at \(first) ms")
      } when: {
        first != 0
      }
    }
  }

  /// A 2 s ease-in-out show dropped at 100 ms by a duration-0 hide (from-current-state): the
  /// keyboard stops moving at 0.1 s and fixed-guess's bar at 0.4 s, so W = 0.6 s and there
  /// are 37 frames at 60 Hz. The library counts the dropped animation's end (2 s): 121 frames,
  /// and fixed-guess's RMS gap drops from 23.370 to 12.923 pt over the idle frames.
  @Test("BUG: the window ends when motion stops, not when a dropped animation would have")
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
    withKnownIssue("BUG (window): \(analysis.frameCount) frames instead of 37") {
      expectSummary(analysis.summary(), matches: reference, "dropped show")
    }
  }

  /// A didShow at 59 s after a show: nothing moves after 0.5 s (display-link's bar after
  /// 0.5167 s), so W = 59 s, frames 0…3540 at 60 Hz. The library adds the latency to the last
  /// event's time as well: 3542 frames.
  @Test("SPEC: display-link's latency is not added to the last event's time")
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
    withKnownIssue("SPEC (window): \(analysis.frameCount) frames instead of 3541") {
      #expect(analysis.frameCount == 3541)
    }
  }
}

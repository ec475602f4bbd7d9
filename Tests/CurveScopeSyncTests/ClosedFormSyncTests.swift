import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Values known in closed form, checked on the library directly.
@Suite("Sync measures with closed forms")
struct ClosedFormSyncTests {
  static let files = [
    "show-375x812-291.json", "show-375x812-336.json", "show-320x568-216.json",
    "hide-375x812-291.json", "hide-375x812-336.json", "hide-320x568-216.json",
  ]

  @Test(
    "display-link lags exactly one frame (1000/fps ms) at half travel",
    arguments: files, [30.0, 60, 90, 120, 240])
  func displayLinkLag(_ file: String, _ fps: Double) throws {
    for margin in [0.0, 4] {
      let summary = try SyncAnalysis(
        scenario: SyncFixtures.scenario(file),
        strategy: SyncFixtures.preset("display-link", margin: margin),
        clock: FrameClock(rate: fps)
      ).summary()
      let lag = try #require(summary.lagAtHalfTravelMilliseconds)
      #expect(abs(lag - 1000 / fps) <= 1e-9, "margin \(margin): \(lag)")
    }
  }

  @Test(
    "strategies that ride the keyboard's own spring have gap exactly 0 at every frame",
    arguments: ["curve-shift", "layout-guide", "iqkeyboardmanager", "will-show-only"], files)
  func exactFollowers(_ name: String, _ file: String) throws {
    for fps in [60.0, 120] {
      for margin in [0.0, 4] {
        let analysis = try SyncAnalysis(
          scenario: SyncFixtures.scenario(file),
          strategy: SyncFixtures.preset(name, margin: margin), clock: FrameClock(rate: fps))
        #expect(analysis.frames().allSatisfy { $0.gap == 0 })
        let summary = analysis.summary()
        #expect(summary.maxOverlapPoints == 0 && summary.maxGapPoints == 0)
        #expect(summary.maxOverlapAtMilliseconds == nil && summary.maxGapAtMilliseconds == nil)
        #expect(summary.rmsGapPoints == 0 && summary.framesOutOfTolerance == 0)
        #expect(summary.lagAtHalfTravelMilliseconds == 0)
        #expect(summary.barSettleMilliseconds == summary.keyboardSettleMilliseconds)
      }
    }
  }

  /// fixed-guess ends at screen − 216 − margin; the keyboard at screen − height: the final gap
  /// is 216 − height, exactly.
  @Test(
    "fixed-guess's final error is 216 − keyboard height",
    arguments: [(291.0, -75.0), (336, -120), (216, 0), (258, -42)])
  func fixedGuessFinalError(_ height: Double, _ expected: Double) throws {
    for fps in [60.0, 120] {
      for margin in [0.0, 4] {
        let summary = try SyncAnalysis(
          scenario: Scenario.defaultShow(keyboardHeight: height),
          strategy: SyncFixtures.preset("fixed-guess", margin: margin),
          clock: FrameClock(rate: fps)
        ).summary()
        #expect(summary.finalErrorPoints == expected)
      }
    }
  }

  @Test("the keyboard is 812 − 291·p(k/fps) at every frame, p the closed-form spring")
  func keyboardClosedForm() throws {
    for fps in [60.0, 120] {
      let frames = try SyncAnalysis(
        scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset("layout-guide"),
        clock: FrameClock(rate: fps)
      ).frames()
      for frame in frames {
        let expected =
          812 - 291 * ReferenceTiming.keyboardSpring.progress(Double(frame.index) / fps)
        #expect(abs(frame.keyboardTop - expected) <= 1e-9, "frame \(frame.index)")
      }
      // Frame 30 / 60 is t = 0.5 s exactly: the spring is removed, the keyboard is at 521.
      #expect(frames[Int(fps / 2)].keyboardTop == 521)
      #expect(frames[Int(fps / 2) - 1].keyboardTop > 521)
    }
  }
}

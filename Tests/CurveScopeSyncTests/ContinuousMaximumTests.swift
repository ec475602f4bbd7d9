import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// A second, brute-force check: the continuous gap on a 1 µs grid (10 µs by default, still 800
/// steps to a 120 Hz frame; 1 µs in the long runs). The frame-sampled maximum (from the library)
/// must not exceed the continuous one and must be within the local slope times half a frame
/// interval of it.
@Suite("Frame-sampled extremes vs a 1 µs brute-force search")
struct ContinuousMaximumTests {
  /// The brute-force grid's step, in seconds.
  static let step = SlowTests.enabled ? 1e-6 : 1e-5

  /// Strategies whose continuous curves differ from the keyboard's; display-link's depends on
  /// the rate, the others' do not.
  static let cases: [(String, [Double])] = [
    ("reported-duration", [60, 120]), ("fixed-guess", [60, 120]), ("display-link", [60]),
    ("display-link", [120]),
  ]

  @Test("sampled max overlap and max gap lie just below the continuous ones", arguments: cases)
  func extremes(_ name: String, _ rates: [Double]) throws {
    let reference = ReferenceSync(
      scenario: SyncFixtures.referenceDefault(), strategy: try SyncFixtures.referencePreset(name),
      fps: rates[0])
    let search = ContinuousGapSearch(reference, end: reference.window, step: Self.step)
    for fps in rates {
      let summary = try SyncAnalysis(
        scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset(name),
        clock: FrameClock(rate: fps)
      ).summary()
      let half = 0.5 / fps
      for (label, sampled, continuous, at) in [
        ("overlap", summary.maxOverlapPoints, search.maxOverlap, search.maxOverlapTime),
        ("gap", summary.maxGapPoints, search.maxGap, search.maxGapTime),
      ] {
        // The grid may miss the true peak by half a step at the local slope.
        let gridSlack = search.steepestSlope(around: at, radius: 2 * search.step) * search.step
        let frameSlack = search.steepestSlope(around: at, radius: half) * half
        #expect(sampled <= continuous + gridSlack + 1e-12, "\(name) @\(fps) \(label)")
        #expect(sampled >= continuous - frameSlack, "\(name) @\(fps) \(label)")
        if continuous > 0 {
          // And the sampled peak is the frame nearest the continuous one or a neighbour.
          let peakTime =
            (label == "overlap" ? summary.maxOverlapAtMilliseconds : summary.maxGapAtMilliseconds)
            ?? -1
          #expect(abs(peakTime / 1000 - at) <= 1.5 / fps, "\(name) @\(fps) \(label) at")
        }
      }
    }
  }
}

import CurveScopeSync
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Every preset on the default scenario (375×812, 291 pt, willShow 0.25 s, curve 7), against
/// the independent reference, field by field and frame by frame.
@Suite("Presets on the default scenario vs the reference")
struct PresetSyncTests {
  static let rates: [Double] = [60, 120]

  @Test(
    "every summary field equals the reference",
    arguments: ReferenceStrategy.presetNames, rates)
  func summary(_ name: String, _ fps: Double) throws {
    let analysis = try SyncAnalysis(
      scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset(name),
      clock: FrameClock(rate: fps))
    let reference = ReferenceSync(
      scenario: SyncFixtures.referenceDefault(), strategy: try SyncFixtures.referencePreset(name),
      fps: fps)
    expectSummary(analysis.summary(), matches: reference, "\(name) @\(fps)")
  }

  @Test("every frame equals the reference", arguments: ReferenceStrategy.presetNames, rates)
  func frames(_ name: String, _ fps: Double) throws {
    let analysis = try SyncAnalysis(
      scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset(name),
      clock: FrameClock(rate: fps))
    let reference = ReferenceSync(
      scenario: SyncFixtures.referenceDefault(), strategy: try SyncFixtures.referencePreset(name),
      fps: fps)
    expectFrames(analysis, match: reference, "\(name) @\(fps)")
  }

  @Test(
    "the window is 0.6 s: 37 frames at 60 Hz, 73 at 120 Hz", arguments: [(60.0, 37), (120.0, 73)])
  func window(_ fps: Double, _ count: Int) throws {
    for name in ReferenceStrategy.presetNames {
      let analysis = try SyncAnalysis(
        scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset(name),
        clock: FrameClock(rate: fps))
      #expect(analysis.frameCount == count, "\(name)")
    }
  }
}

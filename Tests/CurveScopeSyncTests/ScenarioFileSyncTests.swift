import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Every preset on the scenario files, read twice (the library's decoder and a plain
/// `JSONSerialization` reading), with margins 0 and 4 at 60 and 120 Hz.
@Suite("Presets on the scenario files vs the reference")
struct ScenarioFileSyncTests {
  static let showHide = [
    "show-375x812-336.json", "hide-375x812-336.json", "show-320x568-216.json",
    "hide-320x568-216.json", "show-375x812-291.json", "hide-375x812-291.json",
  ]

  @Test(
    "show and hide: summaries and frames equal the reference", arguments: showHide,
    ReferenceStrategy.presetNames)
  func showAndHide(_ file: String, _ name: String) throws {
    try compare(file, name)
  }

  /// The other files, for completeness: every preset must run on every scenario.
  @Test(
    "every other scenario file: summaries and frames equal the reference",
    arguments: SyncFixtures.scenarioNames.filter { !showHide.contains($0) },
    ReferenceStrategy.presetNames)
  func others(_ file: String, _ name: String) throws {
    try compare(file, name)
  }

  func compare(_ file: String, _ name: String) throws {
    let scenario = try SyncFixtures.scenario(file)
    let referenceScenario = try SyncFixtures.reference(file)
    for fps in [60.0, 120] {
      for margin in [0.0, 4] {
        let analysis = try SyncAnalysis(
          scenario: scenario, strategy: SyncFixtures.preset(name, margin: margin),
          clock: FrameClock(rate: fps))
        let reference = ReferenceSync(
          scenario: referenceScenario,
          strategy: try SyncFixtures.referencePreset(name, margin: margin), fps: fps)
        let label = "\(file) \(name) @\(fps) m\(margin)"
        expectSummary(analysis.summary(), matches: reference, label)
        expectFrames(analysis, match: reference, label)
      }
    }
  }

  @Test(
    "a margin shifts the bar up by exactly the margin and leaves every gap unchanged",
    arguments: showHide, ReferenceStrategy.presetNames)
  func marginInvariance(_ file: String, _ name: String) throws {
    let scenario = try SyncFixtures.scenario(file)
    for fps in [60.0, 120] {
      let plain = try SyncAnalysis(
        scenario: scenario, strategy: SyncFixtures.preset(name), clock: FrameClock(rate: fps)
      ).frames()
      let shifted = try SyncAnalysis(
        scenario: scenario, strategy: SyncFixtures.preset(name, margin: 4),
        clock: FrameClock(rate: fps)
      ).frames()
      #expect(plain.count == shifted.count)
      for (a, b) in zip(plain, shifted) {
        #expect(abs(a.barBottom - 4 - b.barBottom) <= 1e-9, "frame \(a.index)")
        #expect(abs(a.gap - b.gap) <= 1e-9, "frame \(a.index)")
      }
    }
  }
}

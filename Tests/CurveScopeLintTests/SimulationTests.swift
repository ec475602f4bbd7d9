import CurveScope
import Foundation
import Testing

@testable import CurveScopeLint

/// The numbers in findings are the core's: each is re-derived here with ``SyncAnalysis`` on
/// the scenario files and the preset strategies, independently of lint's scenario builder.
@Suite("Simulated numbers")
struct SimulationTests {
  /// `Curves/scenarios/<name>.json`.
  static func scenario(_ name: String) throws -> Scenario {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Curves/scenarios/\(name).json")
    return try Scenario(json: Array(try Data(contentsOf: url)), fallbackName: name)
  }

  static func summary(
    _ scenario: Scenario, _ strategy: InputBarStrategy, rate: FrameRate = .hz120
  ) throws -> SyncSummary {
    try SyncAnalysis(scenario: scenario, strategy: strategy, clock: FrameClock(rate)).summary()
  }

  static func result(_ finding: LintFinding, _ scenario: String) throws -> SyncSummary {
    try #require(finding.scenarios.first { $0.scenario == scenario }?.summary)
  }

  @Test(
    "the reported-duration shape: 63.5 pt overlap and 19.1 pt gap on the default show at 120 Hz")
  func reportedDuration() throws {
    let finding = try #require(try Fixture.lint("Codes/NoCurve.swift").first)
    #expect(finding.strategy == "reported-duration")
    let show = try Self.result(finding, "show-375x812-291")
    let reference = try Self.summary(try Scenario.defaultShow(), .reportedDuration)
    #expect(show.maxOverlapPoints == reference.maxOverlapPoints)
    #expect(show.maxGapPoints == reference.maxGapPoints)
    #expect(abs(show.maxOverlapPoints - 63.5) < 0.05 && abs(show.maxGapPoints - 19.1) < 0.05)
    let hide = try Self.result(finding, "hide-375x812-291")
    let hideReference = try Self.summary(try Self.scenario("hide-375x812-291"), .reportedDuration)
    #expect(hide.maxOverlapPoints == hideReference.maxOverlapPoints)
    #expect(hide.maxGapPoints == hideReference.maxGapPoints)
    #expect(finding.maxOverlapPoints == max(show.maxOverlapPoints, hide.maxOverlapPoints))
  }

  @Test("the will-show-only shape on the third-party triple equals the scenario file's analysis")
  func willShowOnlyTriple() throws {
    let finding = try #require(try Fixture.lint("Codes/IgnoresChangeFrame.swift").first)
    #expect(finding.strategy == "will-show-only")
    let triple = try Self.result(finding, "third-party-sogou-triple")
    let reference = try Self.summary(try Self.scenario("third-party-sogou-triple"), .willShowOnly)
    #expect(triple.maxOverlapPoints == reference.maxOverlapPoints)
    #expect(triple.maxGapPoints == reference.maxGapPoints)
    #expect(triple.maxGapPoints > 20)
    #expect(try Self.result(finding, "show-375x812-291").isInSync)
  }

  @Test(
    "presets reproduced by fixtures equal their analysis on every scenario file",
    arguments: [
      ("Codes/UnshiftedCurve.swift", InputBarStrategy.unshiftedCurve),
      ("Codes/FrameLatency.swift", .displayLink),
      ("Forms/LayoutGuideSwift.swift", .layoutGuide),
    ])
  func presets(_ file: String, _ preset: InputBarStrategy) throws {
    let finding = try #require(try Fixture.lint(file).first)
    for name in ["show-375x812-291", "hide-375x812-291", "third-party-sogou-triple"] {
      let reference = try Self.summary(try Self.scenario(name), preset)
      let lint = try Self.result(finding, name)
      #expect(lint.maxOverlapPoints == reference.maxOverlapPoints, "\(name)")
      #expect(lint.maxGapPoints == reference.maxGapPoints, "\(name)")
    }
  }

  @Test("the display link is one frame late: 16.3 pt at 120 Hz, 32.4 pt at 60 Hz")
  func displayLinkRates() throws {
    let at120 = try #require(try Fixture.lint("Codes/FrameLatency.swift").first)
    let at60 = try #require(
      try Fixture.lint("Codes/FrameLatency.swift", options: LintOptions(frameRate: .hz60)).first)
    let show = try Scenario.defaultShow()
    #expect(at120.maxOverlapPoints == (try Self.summary(show, .displayLink)).maxOverlapPoints)
    #expect(
      at60.maxOverlapPoints == (try Self.summary(show, .displayLink, rate: .hz60)).maxOverlapPoints)
    #expect(abs(at120.maxOverlapPoints - 16.3) < 0.05 && abs(at60.maxOverlapPoints - 32.4) < 0.05)
  }

  @Test("the lint scenarios move the keyboard exactly as the scenario files do")
  func scenariosMatchFiles() throws {
    let scenarios = try LintScenarios()
    for (built, name) in zip(
      scenarios.all, ["show-375x812-291", "hide-375x812-291", "third-party-sogou-triple"])
    {
      let file = try Self.scenario(name)
      let a = try MotionTimeline(keyboardIn: built)
      let b = try MotionTimeline(keyboardIn: file)
      for millisecond in stride(from: 0, through: 800, by: 5) {
        let time = Double(millisecond) / 1000
        #expect(a.value(at: time) == b.value(at: time), "\(name) at \(millisecond) ms")
      }
      #expect(built.screenHeight == file.screenHeight)
    }
  }

  @Test("a custom strategy's numbers are the analysis of the strategy the finding reports")
  func customNumbers() throws {
    for file in ["Codes/FixedDuration.swift", "Codes/CustomTiming.m", "Codes/AnimationLatency.m"] {
      let finding = try #require(try Fixture.lint(file).first)
      let strategy = try #require(finding.simulatedStrategy)
      let scenarios = try LintScenarios()
      for result in finding.scenarios {
        let scenario = try #require(scenarios.all.first { $0.name == result.scenario })
        let reference = try Self.summary(scenario, strategy)
        #expect(result.summary == reference, "\(file) \(result.scenario)")
      }
    }
  }
}

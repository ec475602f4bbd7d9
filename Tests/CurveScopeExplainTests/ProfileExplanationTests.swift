import CurveScopeSync
import CurveScopeTiming
import Testing

@testable import CurveScopeExplain

/// The causes the keyboard profiles add, each on the scenario that shows it, with the fix re-analysed.
struct ProfileExplanationTests {
  /// A case: a scenario file (or the default show under a profile), a strategy, the codes that
  /// must be among the problems, and the fix expected.
  struct Case: CustomTestStringConvertible, Sendable {
    var scenario: String
    var profile: String?
    var strategy: String
    var codes: Set<String>
    var fix: [String]
    var testDescription: String { "\(scenario)\(profile.map { "@\($0)" } ?? "") × \(strategy)" }
  }

  static let hardCodedSpring =
    #"{"name": "hard-coded-spring", "duration": "reported", "curve": "keyboard"}"#
  static let hardCodedPrediction =
    #"{"name": "flutter-2023", "reaction": "follow", "latencyFrames": 1, "leadFrames": 1, "predictionCurve": "keyboard"}"#
  static let heightReader =
    #"{"name": "height-reader", "curve": "notification", "frameReading": "height"}"#
  static let lateLead =
    #"{"name": "half-lead", "reaction": "follow", "latencyFrames": 1, "leadFrames": 0.5}"#

  static let cases: [Case] = [
    .init(
      scenario: "show-375x812-291", profile: "ios-26", strategy: "curve-shift",
      codes: ["profile-mismatch", "timing-mismatch"], fix: ["animate-inside-handler"]),
    .init(
      scenario: "show-375x812-291", profile: "ios-26", strategy: hardCodedSpring,
      codes: ["profile-mismatch", "custom-timing"], fix: ["animate-inside-handler"]),
    .init(
      scenario: "show-375x812-291", profile: "ios-26", strategy: hardCodedPrediction,
      codes: ["profile-mismatch"], fix: ["read-keyboard-animation"]),
    .init(
      scenario: "show-375x812-291", profile: "android-default", strategy: "curve-shift",
      codes: ["profile-mismatch", "timing-mismatch"], fix: ["use-layout-guide"]),
    .init(
      scenario: "show-reduce-motion", profile: nil, strategy: "curve-shift",
      codes: ["zero-end-frame", "profile-mismatch"], fix: ["use-layout-guide"]),
    .init(
      scenario: "floating-ipad", profile: nil, strategy: "curve-shift",
      codes: ["floating-keyboard"], fix: ["read-docked-frame"]),
    .init(
      scenario: "stage-manager-window", profile: nil, strategy: "curve-shift",
      codes: ["window-coordinates"], fix: ["convert-to-window"]),
    .init(
      scenario: "hardware-keyboard-shortcut-bar", profile: nil, strategy: heightReader,
      codes: ["frame-height"], fix: ["read-frame-top"]),
    .init(
      scenario: "show-375x812-291", profile: nil, strategy: lateLead, codes: ["frame-latency"],
      fix: ["predict-ahead"]),
    .init(
      scenario: "interactive-slow-drag-release", profile: nil, strategy: "curve-shift",
      codes: ["untracked-drag", "release-velocity"], fix: ["use-layout-guide"]),
    .init(
      scenario: "interactive-flick", profile: nil, strategy: "kvo-center", codes: ["model-value"],
      fix: ["read-current-frame", "read-presentation"]),
  ]

  @Test("each new cause is found and its fix brings every frame within tolerance", arguments: cases)
  func cause(_ item: Case) throws {
    var scenario = try scenarioFile(item.scenario)
    if let profile = item.profile { scenario.keyboardProfile = try KeyboardProfile.named(profile) }
    let strategy =
      try InputBarStrategy.preset(named: item.strategy) ?? customStrategy(item.strategy)
    let explanation = try SyncExplainer.explain(
      scenario: scenario, strategy: strategy, clock: FrameClock(.hz120))
    #expect(!explanation.isInSync)
    #expect(item.codes.isSubset(of: problemCodes(explanation)), "\(problemCodes(explanation))")
    let fix = try #require(explanation.fix)
    #expect(fix.changes.map(\.rawValue) == item.fix)
    #expect(fix.fixesDesync)
    let after = try SyncAnalysis(
      scenario: scenario, strategy: fix.strategy, clock: FrameClock(.hz120)
    ).summary()
    #expect(after.framesOutOfTolerance == 0)
  }

  @Test("the iOS 26 cause quotes the numbers: 0.25 s passed, 0.3832 s for the keyboard, 5.5 pt")
  func ios26Numbers() throws {
    var scenario = try Scenario.defaultShow()
    scenario.keyboardProfile = .ios26
    let explanation = try SyncExplainer.explain(
      scenario: scenario, strategy: .iqKeyboardManager, clock: FrameClock(.hz120))
    let finding = try #require(explanation.problems.first { $0.code == .profileMismatch })
    #expect(finding.number("passedSeconds") == 0.25)
    #expect(finding.number("keyboardSeconds") == 0.3832)
    let early = try #require(finding.number("earlyPoints"))
    #expect(abs(early - explanation.before.maxGapPoints) < 0.01)
    #expect(finding.message.contains("IQKeyboardManager#2117"))
  }

  @Test("changes that would affect nothing are not tried")
  func inapplicable() throws {
    let scenario = try Scenario.defaultShow()
    #expect(StrategyChange.convertToWindow.apply(to: .curveShift, in: scenario) == nil)
    #expect(StrategyChange.readDockedFrame.apply(to: .curveShift, in: scenario) == nil)
    #expect(StrategyChange.trackPan.apply(to: .curveShift, in: scenario) == nil)
    #expect(StrategyChange.readPresentation.apply(to: .displayLink, in: scenario) == nil)
    #expect(StrategyChange.predictAhead.apply(to: .displayLinkPredictive, in: scenario) == nil)
    var android = scenario
    android.keyboardProfile = .androidDefault
    #expect(StrategyChange.animateInsideHandler.apply(to: .curveShift, in: android) == nil)
  }
}

import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import Foundation
import Testing

@testable import CurveScopeExplain

struct ScenarioExpectation: CustomTestStringConvertible, Sendable {
  let scenario: String
  let strategy: String
  let problems: Set<String>
  let fix: [String]
  var testDescription: String { "\(scenario) × \(strategy)" }
}

/// Expected causes and fixes in the scenario files, worked out from each file's events.
let scenarioExpectations: [ScenarioExpectation] = [
  // Sogou: willShow 282, willChangeFrame 216 at 60 ms, 282 at 120 ms.
  ScenarioExpectation(
    scenario: "third-party-sogou-triple", strategy: "will-show-only",
    problems: ["ignored-notifications"], fix: ["observe-will-change-frame"]),
  ScenarioExpectation(
    scenario: "third-party-sogou-triple", strategy: "iqkeyboardmanager",
    problems: ["ignored-notifications"], fix: ["observe-will-change-frame"]),
  ScenarioExpectation(
    scenario: "third-party-sogou-triple", strategy: "unshifted-curve",
    problems: ["timing-mismatch", "unshifted-curve", "begin-from-current-state"],
    fix: ["shift-curve"]),
  ScenarioExpectation(
    scenario: "third-party-sogou-triple", strategy: "fixed-guess",
    problems: [
      "timing-mismatch", "no-curve", "fixed-duration", "assumed-height", "ignored-notifications",
    ],
    fix: ["use-layout-guide"]),
  // No curve or duration key: the keyboard is assumed to run ease-in-out over 0.25 s.
  ScenarioExpectation(
    scenario: "old-dump-no-curve", strategy: "curve-shift",
    problems: ["timing-mismatch", "missing-duration"], fix: ["fall-back-when-missing"]),
  ScenarioExpectation(
    scenario: "old-dump-no-curve", strategy: "reported-duration",
    problems: ["timing-mismatch", "missing-duration"], fix: ["fall-back-when-missing"]),
  ScenarioExpectation(
    scenario: "old-dump-no-curve", strategy: "iqkeyboardmanager",
    problems: ["timing-mismatch", "missing-curve"], fix: ["fall-back-when-missing"]),
  ScenarioExpectation(
    scenario: "old-dump-no-curve", strategy: "fixed-guess",
    problems: ["timing-mismatch", "fixed-duration", "assumed-height"],
    fix: ["use-reported-duration", "read-end-frame"]),
  // Input switch with duration 0: the keyboard jumps; only latency and ignoring it hurt.
  ScenarioExpectation(
    scenario: "input-switch-instant", strategy: "display-link", problems: ["frame-latency"],
    fix: ["read-current-frame"]),
  ScenarioExpectation(
    scenario: "input-switch-instant", strategy: "will-show-only",
    problems: ["ignored-notifications"], fix: ["observe-will-change-frame"]),
  ScenarioExpectation(
    scenario: "input-switch-animated", strategy: "fixed-guess",
    problems: [
      "ignored-notifications", "timing-mismatch", "no-curve", "fixed-duration", "assumed-height",
    ],
    fix: ["use-layout-guide"]),
  ScenarioExpectation(
    scenario: "predictive-bar-toggle", strategy: "reported-duration",
    problems: ["timing-mismatch", "no-curve"], fix: ["pass-curve"]),
  ScenarioExpectation(
    scenario: "hide-interrupts-show", strategy: "unshifted-curve",
    problems: ["timing-mismatch", "unshifted-curve", "begin-from-current-state"],
    fix: ["shift-curve"]),
]

@Test("explanations in the scenario files", arguments: scenarioExpectations)
func scenarioExplanation(_ expected: ScenarioExpectation) throws {
  let scenario = try scenarioFile(expected.scenario)
  let strategy = try #require(InputBarStrategy.preset(named: expected.strategy))
  let explanation = try SyncExplainer.explain(
    scenario: scenario, strategy: strategy, clock: FrameClock(.hz120))
  #expect(problemCodes(explanation) == expected.problems)
  #expect(explanation.fix?.changes.map(\.rawValue) == expected.fix)
  #expect(explanation.fix?.fixesDesync == true)
}

@Test(
  "every preset in every scenario file: a consistent explanation and a fix that works when re-analysed"
)
func everyPresetEveryScenario() throws {
  for name in try scenarioFileNames() {
    let scenario = try scenarioFile(name)
    for strategy in InputBarStrategy.presets {
      let clock = FrameClock(.hz120)
      let explanation = try SyncExplainer.explain(
        scenario: scenario, strategy: strategy, clock: clock)
      let context = "\(name) × \(strategy.name)"
      if explanation.isInSync {
        #expect(explanation.problems.isEmpty && explanation.symptoms.isEmpty, "\(context)")
        #expect(explanation.fix == nil, "\(context)")
        continue
      }
      #expect(!explanation.problems.isEmpty, "\(context)")
      #expect(!explanation.problems.contains { $0.code == .unexplained }, "\(context)")
      #expect(!explanation.symptoms.isEmpty, "\(context)")
      let fix = try #require(explanation.fix, "\(context)")
      #expect(fix.fixesDesync, "\(context)")
      // The reported after-numbers are those of a fresh analysis of the changed strategy.
      let fresh = try SyncAnalysis(scenario: scenario, strategy: fix.strategy, clock: clock)
        .summary()
      #expect(fresh == fix.after, "\(context)")
      #expect(fresh.framesOutOfTolerance == 0, "\(context)")
      // And every frame of it is within tolerance, checked frame by frame.
      let frames = try SyncAnalysis(scenario: scenario, strategy: fix.strategy, clock: clock)
        .frames()
      #expect(
        frames.allSatisfy { abs($0.keyboardTop - $0.barBottom - fix.strategy.margin) <= 1 },
        "\(context)")
      #expect(fix.code.count == fix.changes.count, "\(context)")
    }
  }
}

@Test("the layout guide is proposed only when the handler needs three changes or more")
func layoutGuideOnlyWhenCheaper() throws {
  let explanation = try SyncExplainer.explain(
    scenario: try scenarioFile("third-party-sogou-triple"), strategy: .fixedGuess,
    clock: FrameClock(.hz120))
  #expect(explanation.fix?.changes == [.useLayoutGuide])
  let handler = try #require(explanation.alternatives.first { $0.changes.count == 3 })
  #expect(handler.changes == [.passCurve, .readEndFrame, .observeWillChangeFrame])
  #expect(handler.fixesDesync)
}

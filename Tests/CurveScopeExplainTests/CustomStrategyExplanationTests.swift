import CurveScopeSync
import CurveScopeTiming
import Testing

@testable import CurveScopeExplain

struct CustomExpectation: CustomTestStringConvertible, Sendable {
  let name: String
  let json: String
  let scenario: String?
  let problems: Set<String>
  let fix: [String]
  var testDescription: String { name }
}

let customExpectations: [CustomExpectation] = [
  CustomExpectation(
    name: "inside the handler with overrideInheritedCurve",
    json: #"{"insideHandler": true, "curve": "options", "options": ["overrideInheritedCurve"]}"#,
    scenario: nil, problems: ["timing-mismatch", "override-bits", "no-curve"],
    fix: ["drop-override-bits"]),
  CustomExpectation(
    name: "inside the handler with overrideInheritedDuration only (curve inherited)",
    json: #"{"insideHandler": true, "duration": 0.3, "options": ["overrideInheritedDuration"]}"#,
    scenario: nil, problems: [], fix: []),
  CustomExpectation(
    name: "dispatched two frames late",
    json: #"{"curve": "notification", "latencyFrames": 2}"#, scenario: nil,
    problems: ["animation-latency"], fix: ["animate-without-delay"]),
  CustomExpectation(
    name: "beginFromCurrentState when a hide interrupts a show",
    json: #"{"curve": "notification", "options": ["beginFromCurrentState"]}"#,
    scenario: "hide-interrupts-show", problems: ["begin-from-current-state"],
    fix: ["drop-begin-from-current-state"]),
  CustomExpectation(
    name: "the published Bézier stand-in over 0.5 s",
    json: #"{"curve": "keyboard-bezier", "duration": 0.5}"#, scenario: nil,
    problems: ["timing-mismatch", "custom-timing"], fix: ["pass-curve"]),
]

@Test("custom strategies get their causes and fixes", arguments: customExpectations)
func customStrategyExplanation(_ expected: CustomExpectation) throws {
  let scenario = try expected.scenario.map(scenarioFile) ?? Scenario.defaultShow()
  let explanation = try SyncExplainer.explain(
    scenario: scenario, strategy: try customStrategy(expected.json), clock: FrameClock(.hz120))
  #expect(problemCodes(explanation) == expected.problems)
  #expect((explanation.fix?.changes.map(\.rawValue) ?? []) == expected.fix)
  #expect(explanation.isInSync == expected.fix.isEmpty)
}

@Test("changes apply only where they change something")
func strategyChangeApplicability() throws {
  let show = try Scenario.defaultShow()
  let sogou = try scenarioFile("third-party-sogou-triple")
  #expect(StrategyChange.shiftCurve.apply(to: .curveShift, in: show) == nil)
  #expect(StrategyChange.shiftCurve.apply(to: .unshiftedCurve, in: show) != nil)
  #expect(StrategyChange.passCurve.apply(to: .curveShift, in: show) == nil)
  #expect(
    StrategyChange.readEndFrame.apply(to: .fixedGuess, in: show)?.assumedKeyboardHeight == nil)
  #expect(StrategyChange.readEndFrame.apply(to: .curveShift, in: show) == nil)
  // willChangeFrame matters only when the scenario has one.
  #expect(StrategyChange.observeWillChangeFrame.apply(to: .willShowOnly, in: show) == nil)
  let observing = try #require(
    StrategyChange.observeWillChangeFrame.apply(to: .willShowOnly, in: sogou))
  #expect(observing.handledKinds.contains(.willChangeFrame))
  // Missing-key fallbacks only when a handled notification lacks a key.
  #expect(StrategyChange.fallBackWhenMissing.apply(to: .curveShift, in: show) == nil)
  #expect(StrategyChange.readCurrentFrame.apply(to: .displayLink, in: show)?.latencyFrames == 0)
  #expect(StrategyChange.readCurrentFrame.apply(to: .layoutGuide, in: show) == nil)
  #expect(StrategyChange.useLayoutGuide.apply(to: .layoutGuide, in: show) == nil)
  #expect(StrategyChange.useLayoutGuide.apply(to: .fixedGuess, in: show)?.reaction == .follow)
}

@Test("combinations: every k-subset once, in order")
func combinationsCount() {
  let items = ["a", "b", "c", "d", "e"]
  #expect(SyncExplainer.combinations(of: items, size: 2).count == 10)
  #expect(SyncExplainer.combinations(of: items, size: 5) == [items])
  #expect(SyncExplainer.combinations(of: items, size: 1) == items.map { [$0] })
  #expect(SyncExplainer.combinations(of: items, size: 3).first == ["a", "b", "c"])
  #expect(SyncExplainer.combinations(of: items, size: 3).last == ["c", "d", "e"])
  #expect(SyncExplainer.combinations(of: items, size: 6).isEmpty)
}

import CurveScopeSync
import CurveScopeTestSupport
import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeExplain

struct PresetExpectation: CustomTestStringConvertible, Sendable {
  let strategy: String
  let problems: Set<String>
  let fix: [String]?
  let latentNote: Bool
  var testDescription: String { strategy }
}

/// What each preset's explanation must say on the default scenario, worked out by hand from
/// the presets' descriptions (SyncModel article): which causes apply, and which change fixes it.
let defaultScenarioExpectations: [PresetExpectation] = [
  PresetExpectation(
    strategy: "fixed-guess",
    problems: ["timing-mismatch", "no-curve", "fixed-duration", "assumed-height"],
    fix: ["pass-curve", "read-end-frame"], latentNote: false),
  PresetExpectation(
    strategy: "reported-duration", problems: ["timing-mismatch", "no-curve"], fix: ["pass-curve"],
    latentNote: false),
  PresetExpectation(strategy: "curve-shift", problems: [], fix: nil, latentNote: false),
  PresetExpectation(
    strategy: "unshifted-curve", problems: ["timing-mismatch", "unshifted-curve"],
    fix: ["shift-curve"], latentNote: false),
  PresetExpectation(strategy: "iqkeyboardmanager", problems: [], fix: nil, latentNote: true),
  PresetExpectation(
    strategy: "display-link", problems: ["frame-latency"], fix: ["read-current-frame"],
    latentNote: false),
  PresetExpectation(strategy: "will-show-only", problems: [], fix: nil, latentNote: true),
  PresetExpectation(strategy: "layout-guide", problems: [], fix: nil, latentNote: false),
  PresetExpectation(
    strategy: "display-link-predictive", problems: [], fix: nil, latentNote: false),
  PresetExpectation(strategy: "input-accessory-view", problems: [], fix: nil, latentNote: false),
  PresetExpectation(strategy: "pan-tracker", problems: [], fix: nil, latentNote: false),
  PresetExpectation(
    strategy: "kvo-center", problems: ["model-value"],
    fix: ["read-current-frame", "read-presentation"], latentNote: false),
]

@Test("every preset's explanation on the default scenario", arguments: defaultScenarioExpectations)
func presetExplanation(_ expected: PresetExpectation) throws {
  let strategy = try #require(InputBarStrategy.preset(named: expected.strategy))
  let explanation = try explainDefault(strategy)
  #expect(problemCodes(explanation) == expected.problems)
  #expect(explanation.fix?.changes.map(\.rawValue) == expected.fix)
  #expect(explanation.isInSync == (expected.fix == nil))
  #expect(explanation.symptoms.isEmpty == explanation.isInSync)
  #expect(
    explanation.notes.map(\.code) == (expected.latentNote ? [.latentIgnoredNotifications] : []))
  if let fix = explanation.fix {
    #expect(fix.fixesDesync)
  }
}

@Test("the preset list is covered by the expectations")
func presetExpectationsCoverPresets() {
  #expect(
    Set(defaultScenarioExpectations.map(\.strategy))
      == Set(InputBarStrategy.presets.map(\.name)))
}

@Test("reported-duration: the fixed strategy is curve-shift, and the numbers are hand-checked")
func reportedDurationExplanationNumbers() throws {
  let explanation = try explainDefault(.reportedDuration)
  let fix = try #require(explanation.fix)
  // The fix turns the strategy into the known-good idiom.
  #expect(fix.strategy.reaction == InputBarStrategy.curveShift.reaction)
  #expect(fix.strategy.handledKinds == InputBarStrategy.curveShift.handledKinds)
  #expect(fix.after.maxOverlapPoints == 0 && fix.after.maxGapPoints == 0)
  #expect(
    fix.code == [
      "UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)) { self.view.layoutIfNeeded() }"
    ])
  let mismatch = try #require(explanation.problems.first { $0.code == .timingMismatch })
  #expect(
    mismatch.message.contains("says 0.25 s, but curve 7 runs the keyboard's spring for 0.5 s"))
  #expect(
    mismatch.message.contains("ease-in-out over 0.25 s, which starts slower and finishes earlier"))
  // 99 % points, by hand: the spring solves 1 − (1 + u)e^(−u) = 0.99 at u = 6.6384, t = u / ω0;
  // ease-in-out reaches 0.99 where bisection puts it. Both scanned every 0.5 ms.
  let omega = (1000.0 / 3).squareRoot()
  var u = 6.0
  for _ in 0..<50 { u -= (1 - (1 + u) * exp(-u) - 0.99) / (u * exp(-u)) }
  #expect(abs(try #require(mismatch.number("keyboard99Ms")) - 1000 * u / omega) <= 0.5)
  var low = 0.0
  var high = 1.0
  for _ in 0..<60 {
    let middle = (low + high) / 2
    if BisectionBezier(0.42, 0, 0.58, 1).y(forX: middle) < 0.99 {
      low = middle
    } else {
      high = middle
    }
  }
  #expect(abs(try #require(mismatch.number("bar99Ms")) - 250 * low) <= 0.5)
  let symptoms = explanation.symptoms.map(\.code)
  #expect(symptoms == [.overlap, .gap, .lag])
}

@Test("unshifted-curve: the mask 7 is decoded into its three flags and an empty curve field")
func unshiftedCurveExplanation() throws {
  let explanation = try explainDefault(.unshiftedCurve)
  let finding = try #require(explanation.problems.first { $0.code == .unshiftedCurve })
  #expect(
    finding.message.contains(
      "the mask 0x7 sets layoutSubviews, allowUserInteraction and beginFromCurrentState"))
  #expect(
    finding.message.contains(
      "the curve field (bits 16–19) stays 0, so UIKit runs ease-in-out (0x70000 was meant)"))
  #expect(finding.number("optionsRawValue") == 7 && finding.number("curveField") == 0)
  let fix = try #require(explanation.fix)
  #expect(fix.strategy.reaction == InputBarStrategy.curveShift.reaction)
}

@Test("fixed-guess: 216 pt assumed against a 291 pt end frame is 75 pt (812 − 216 − 521)")
func fixedGuessAssumedHeight() throws {
  let explanation = try explainDefault(.fixedGuess)
  let finding = try #require(explanation.problems.first { $0.code == .assumedHeight })
  #expect(finding.number("assumedHeightPoints") == 216)
  #expect(finding.number("endFrameHeightPoints") == 291)
  #expect(finding.number("offsetPoints") == 75)
  #expect(explanation.before.finalErrorPoints == -75)
  // Neither change alone is enough (hand reasoning: the curve fix leaves the height, the height
  // fix leaves ease-in-out over 0.3 s); the alternatives record that.
  let single = explanation.alternatives.filter { $0.changes.count == 1 }
  let passCurve = try #require(single.first { $0.changes == [.passCurve] })
  let readEndFrame = try #require(single.first { $0.changes == [.readEndFrame] })
  #expect(!passCurve.fixesDesync && !readEndFrame.fixesDesync)
  #expect(abs(passCurve.after.maxOverlapPoints - 75) <= 1e-9)
}

@Test(
  "display-link: the latency costs the keyboard's largest one-frame step (0.0559 of travel at 120 Hz)",
  arguments: [60.0, 120.0])
func displayLinkLatency(_ fps: Double) throws {
  let explanation = try explainDefault(.displayLink, fps: fps)
  let finding = try #require(explanation.problems.first { $0.code == .frameLatency })
  // Independently: max over frames of 291 · (p(t_k) − p(t_(k−1))), p the critical spring.
  var largest = 0.0
  for k in 1...Int(0.6 * fps) {
    let now = independentKeyboard(Double(k) / fps)
    let before = independentKeyboard(Double(k - 1) / fps)
    largest = nanMax(largest, 291 * (now - before))
  }
  #expect(abs(try #require(finding.number("maxStepPoints")) - largest) <= 1e-9)
  #expect(abs(explanation.before.maxOverlapPoints - largest) <= 1e-9)
  // The spring's one-frame cost: up to 0.1115 of travel at 60 Hz, 0.0559 at 120 Hz (the
  // largest one-frame step anywhere; frames at k / fps come within 0.0003 of it).
  let bound = fps == 60 ? 0.1115 : 0.0559
  #expect(largest / 291 <= bound + 0.00005 && largest / 291 >= bound - 0.0003)
  let fix = try #require(explanation.fix)
  #expect(fix.strategy.reaction == .follow && fix.strategy.latencyFrames == 0)
}

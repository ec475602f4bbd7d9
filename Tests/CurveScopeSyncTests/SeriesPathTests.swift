import CurveScopeSync
import CurveScopeTiming
import Testing

/// `series()` computes its frames in loops of their own for the common cases (an animated bar
/// without a drag, a follower that copies the keyboard); these must give exactly the values of
/// the general per-frame path, ``SyncAnalysis/keyboardTop(atFrame:)`` and
/// ``SyncAnalysis/barBottom(atFrame:)``, for every preset, scenario file and profile — and so
/// must the any-instant functions (`keyboardTop(at:)`, `barBottom(at:)`, which recordings are
/// synthesised and matched with) at each frame's instant.
@Suite("Series frames equal the per-frame path")
struct SeriesPathTests {
  /// Every preset plus followers the presets do not cover: a copy two frames late, a fractional
  /// lead, a hard-coded prediction, a copy at latency 0 with a margin.
  static var strategies: [InputBarStrategy] {
    var lateCopy = InputBarStrategy.displayLink
    lateCopy.name = "display-link-2"
    lateCopy.latencyFrames = 2
    var fractional = InputBarStrategy.displayLinkPredictive
    fractional.name = "predictive-1.5"
    fractional.tracking.leadFrames = 1.5
    var hardCoded = InputBarStrategy.displayLinkPredictive
    hardCoded.name = "predictive-old-spring"
    hardCoded.tracking.predictionCurve = try? CurveSpec(parsing: "keyboard")
    var accessory = InputBarStrategy.inputAccessoryView
    accessory.name = "accessory-margin"
    accessory.margin = 6
    return InputBarStrategy.presets + [lateCopy, fractional, hardCoded, accessory]
  }

  /// Every frame of `analysis.series()` against the per-frame functions, exactly (NaN fails).
  static func expectSameFrames(_ analysis: SyncAnalysis, _ label: String) {
    let frames = analysis.series().frames
    #expect(frames.count == analysis.frameCount, "\(label)")
    var mismatches = 0
    for (index, frame) in frames.enumerated() {
      let top = analysis.keyboardTop(atFrame: index)
      let bottom = analysis.barBottom(atFrame: index)
      // At a frame's own instant, the any-instant functions are the frame's values.
      let time = analysis.clock.time(ofFrame: index)
      let instantTop = analysis.keyboardTop(at: time)
      let instantBottom = analysis.barBottom(at: time)
      guard frame.keyboardTop == top, frame.barBottom == bottom, instantTop == top,
        instantBottom == bottom
      else {
        mismatches += 1
        if mismatches <= 3 {
          let series =
            "\(String(describing: frame.keyboardTop)), \(String(describing: frame.barBottom))"
          let instant = "\(instantTop), \(instantBottom)"
          Issue.record(
            "\(label) frame \(index): series \(series); per frame \(top), \(bottom); at \(instant)")
        }
        continue
      }
    }
    #expect(mismatches == 0, "\(label)")
  }

  @Test(
    "every strategy on every scenario file at 60 and 120 Hz", arguments: SyncFixtures.scenarioNames)
  func scenarioFiles(_ file: String) throws {
    let scenario = try SyncFixtures.scenario(file)
    for strategy in Self.strategies {
      for rate in [60.0, 120] {
        let analysis = try SyncAnalysis(
          scenario: scenario, strategy: strategy, clock: FrameClock(rate: rate))
        Self.expectSameFrames(analysis, "\(file) \(strategy.name) @\(rate)")
      }
    }
  }

  @Test("every strategy under every built-in profile, show and hide")
  func profiles() throws {
    for profile in KeyboardProfile.builtIn {
      for file in ["show-375x812-291.json", "hide-375x812-291.json", "interactive-flick.json"] {
        var scenario = try SyncFixtures.scenario(file)
        scenario.keyboardProfile = profile
        for strategy in Self.strategies {
          let analysis = try SyncAnalysis(
            scenario: scenario, strategy: strategy, clock: FrameClock(rate: 60))
          Self.expectSameFrames(analysis, "\(profile.name) \(file) \(strategy.name)")
        }
      }
    }
  }
}

import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Every preset under every profile, on a show and a hide and on the iPad floating and window
/// scenarios, against the independent reference: what the README's preset × profile table says.
@Suite("Presets × profiles vs the reference")
struct ProfileSyncTests {
  /// A show or a hide on 375×812 with a 291 pt keyboard, under `profile`.
  static func spec(_ show: Bool) -> ScenarioSpec {
    ScenarioSpec(
      name: show ? "show" : "hide",
      events: [
        .init(
          timeMs: 0, kind: show ? .willShow : .willHide, beginTop: show ? 812 : 521,
          endTop: show ? 521 : 812, duration: 0.25, curve: 7)
      ])
  }

  @Test(
    "every preset under every profile, show and hide, equals the reference",
    arguments: ReferenceProfile.names, ReferenceStrategy.presetNames)
  func presetUnderProfile(_ profileName: String, _ name: String) throws {
    let profile = try KeyboardProfile.named(profileName)
    let referenceProfile = try #require(ReferenceProfile.named(profileName))
    for show in [true, false] {
      var scenario = try Self.spec(show).scenario()
      scenario.keyboardProfile = profile
      var reference = Self.spec(show).reference()
      reference.profile = referenceProfile
      for fps in [60.0, 120] {
        for margin in [0.0, 4] {
          let analysis = try SyncAnalysis(
            scenario: scenario, strategy: SyncFixtures.preset(name, margin: margin),
            clock: FrameClock(rate: fps))
          let expected = ReferenceSync(
            scenario: reference,
            strategy: try SyncFixtures.referencePreset(name, margin: margin), fps: fps)
          let label = "\(profileName) \(show ? "show" : "hide") \(name) @\(fps) m\(margin)"
          expectSummary(analysis.summary(), matches: expected, label)
          expectFrames(analysis, match: expected, label)
        }
      }
    }
  }

  @Test("the table's headline numbers, by hand")
  func headlines() throws {
    func summary(_ profile: KeyboardProfile, _ strategy: InputBarStrategy) throws -> SyncSummary {
      var scenario = try Scenario.defaultShow()
      scenario.keyboardProfile = profile
      return try SyncAnalysis(scenario: scenario, strategy: strategy, clock: FrameClock(.hz120))
        .summary()
    }
    // iOS 26: curve-shift's spring is cut at 0.25 s while the keyboard is at x(0.25) ≈ 0.98096
    // of 291 pt (the reference's own closed form of the spring).
    let cut = try summary(.ios26, .curveShift)
    let spring = ReferenceSpringCurve(mass: 1, stiffness: 555.027, damping: 47.118)
    #expect(abs(cut.maxGapPoints - 291 * (1 - spring.position(0.25))) <= 1e-7)
    #expect(cut.maxGapPoints > 5.5 && cut.maxGapPoints < 5.6)
    #expect(cut.maxGapAtMilliseconds == 250)
    #expect(cut.maxOverlapPoints == 0)
    // Reduce Motion: curve-shift reads CGRect.zero and sends the bar to y = 0 (521 pt above).
    let zero = try summary(.reduceMotion, .curveShift)
    #expect(zero.finalErrorPoints == 521)
    // A follower one frame late sees the whole cross-faded keyboard for one frame.
    #expect(try summary(.reduceMotion, .displayLink).maxOverlapPoints == 291)
    // Floating: handlers that read the floating frame lift the bar; docked-only readers stay.
    #expect(try summary(.floating, .iqKeyboardManager).isInSync)
    #expect(try summary(.floating, .curveShift).finalErrorPoints == 812 - 421)
    // The layout guide and the accessory view are in sync under every profile.
    for profile in KeyboardProfile.builtIn {
      #expect(try summary(profile, .layoutGuide).isInSync, "\(profile.name)")
      #expect(try summary(profile, .inputAccessoryView).isInSync, "\(profile.name)")
    }
  }
}

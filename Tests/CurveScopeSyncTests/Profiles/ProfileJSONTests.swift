import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import Foundation
import Testing

/// Profiles in JSON: `Curves/profiles.json` against the compiled-in profiles, user profiles, and
/// the errors of bad files.
struct ProfileJSONTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func profile(_ text: String) throws -> KeyboardProfile {
    try KeyboardProfile(json: Array(text.utf8))
  }

  @Test("Curves/profiles.json holds the seven built-in profiles, value for value, in order")
  func fileMatchesBuiltIn() throws {
    let data = try Data(contentsOf: Self.root.appendingPathComponent("Curves/profiles.json"))
    let root = try JSONObjectReader(try JSONParser().parse(Array(data)), path: "")
    let entries = try #require(try root.array("profiles"))
    #expect(entries.count == KeyboardProfile.builtIn.count)
    for (index, (entry, builtIn)) in zip(entries, KeyboardProfile.builtIn).enumerated() {
      let decoded = try KeyboardProfile(jsonValue: entry, path: "profiles[\(index)]")
      #expect(decoded == builtIn, "\(builtIn.name)")
    }
    #expect(
      KeyboardProfile.builtIn.map(\.name) == [
        "ios", "ios-26", "reduce-motion", "android-callback", "android-default", "android-compat",
        "floating",
      ])
  }

  @Test("every built-in profile survives its own JSON")
  func roundTrip() throws {
    for profile in KeyboardProfile.builtIn {
      #expect(try KeyboardProfile(jsonValue: profile.jsonValue, path: "") == profile)
    }
  }

  @Test("a user profile from a base: iOS 26 reporting 0.383 s brings curve-shift back in sync")
  func userProfileFromBase() throws {
    let mine = try Self.profile(
      #"{"name": "ios-26-383", "base": "ios-26", "notifications": {"duration": 0.383}}"#)
    #expect(mine.spring == KeyboardProfile.ios26.spring)
    #expect(mine.provenance == KeyboardProfile.ios26.provenance)
    #expect(mine.notifications.duration == 0.383)
    var scenario = try Scenario.defaultShow()
    scenario.keyboardProfile = mine
    let summary = try SyncAnalysis(
      scenario: scenario, strategy: .curveShift, clock: FrameClock(.hz120)
    ).summary()
    #expect(summary.isInSync)
    scenario.keyboardProfile = .ios26
    #expect(
      !(try SyncAnalysis(scenario: scenario, strategy: .curveShift, clock: FrameClock(.hz120))
        .summary().isInSync))
  }

  @Test("a profile written from scratch: a measured Android variant")
  func fromScratch() throws {
    let mine = try Self.profile(
      #"""
      {"name": "pixel-8", "provenance": {"kind": "measured", "source": "screen recording"},
       "motion": {"kind": "system", "show": "bezier(0.2, 0, 0, 1)", "duration": 0.3},
       "notifications": {"duration": 0.3, "carriesCurve": false}}
      """#)
    guard case .system(let show, let hide, let duration) = mine.motion else {
      Issue.record("expected a system motion")
      return
    }
    #expect(show == hide && show == .androidIME && duration == 0.3)
    #expect(mine.provenance.kind == .measured)
    #expect(!mine.notifications.carriesCurve)
  }

  /// A bad profile file and where its error points.
  struct BadProfile: CustomTestStringConvertible, Sendable {
    var text: String
    var path: String
    var testDescription: String { path }
  }

  static let bad: [BadProfile] = [
    .init(text: #"{"name": "x", "base": "ios-27"}"#, path: "base"),
    .init(text: #"{"name": "x"}"#, path: "provenance"),
    .init(text: #"{"base": "ios"}"#, path: "name"),
    .init(
      text: #"{"name": "x", "base": "ios", "provenance": {"kind": "messured", "source": "s"}}"#,
      path: "provenance.kind"),
    .init(
      text: #"{"name": "x", "base": "ios", "spring": {"duration": 0}}"#, path: "spring.duration"),
    .init(text: #"{"name": "x", "base": "ios", "spring": {"mass": 0}}"#, path: "spring"),
    .init(
      text:
        #"{"name": "x", "base": "ios", "motion": {"kind": "system", "show": "keyboard", "duration": 0.2}}"#,
      path: "motion.show"),
    .init(
      text: #"{"name": "x", "base": "ios", "motion": {"kind": "system"}}"#, path: "motion.duration"),
    .init(
      text: #"{"name": "x", "base": "ios", "layout": {"kind": "floating", "width": -3}}"#,
      path: "layout.width"),
    .init(text: #"{"name": "x", "base": "ios", "notification": {}}"#, path: "notification"),
  ]

  @Test("bad profile files name the member at fault", arguments: bad)
  func badFiles(_ item: BadProfile) {
    do {
      _ = try Self.profile(item.text)
      Issue.record("\(item.text) was accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == item.path, "\(error)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("an unknown base suggests the nearest profile")
  func unknownBase() {
    do {
      _ = try Self.profile(#"{"name": "x", "base": "ios-27"}"#)
    } catch let error as JSONDecodingError {
      guard case .invalidValue(let inner) = error.cause,
        let cause = inner as? KeyboardProfileError
      else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(cause == .unknown(name: "ios-27", suggestion: "ios-26"))
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(throws: KeyboardProfileError.unknown(name: "andriod", suggestion: nil)) {
      try KeyboardProfile.named("andriod")
    }
    #expect(KeyboardProfile.builtIn(named: "IOS_26") == .ios26)
  }

  @Test("profiles refuse durations out of range, with the field named")
  func ranges() {
    #expect(throws: KeyboardProfileError.value(profile: "x", field: .springDuration, 0)) {
      try KeyboardProfile(
        name: "x", summary: "", provenance: .init(.measured, source: "s"), motion: .uikit,
        spring: SystemSpring(spring: .keyboard, duration: 0, appDuration: .fixed))
    }
    #expect(throws: KeyboardProfileError.value(profile: "x", field: .didShowDelay, 11)) {
      try KeyboardProfile(
        name: "x", summary: "", provenance: .init(.measured, source: "s"), motion: .uikit,
        notifications: NotificationStyle(didShowDelay: 11))
    }
  }
}

import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import Testing

/// A user's profile cannot pass for a built-in one: not by its name, not by its base's summary;
/// and a spring's rate error names the mass as well as the stiffness.
struct ProfileNamingTests {
  static func profile(_ text: String) throws -> KeyboardProfile {
    try KeyboardProfile(json: Array(text.utf8))
  }

  @Test(
    "a profile file named like a built-in profile is refused at name",
    arguments: [
      "ios", "ios-26", "floating", "android-callback",
    ])
  func builtInName(_ name: String) {
    do {
      _ = try Self.profile(#"{"name": "\#(name)", "base": "ios", "spring": {"mass": 1}}"#)
      Issue.record("\(name) was accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == "name")
      guard case .invalidValue(let inner) = error.cause else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(inner as? KeyboardProfileError == .builtInName(name))
      #expect(error.description.contains("is the name of a built-in profile"), "\(error)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("a scenario's own keyboardProfile named like a built-in is refused too")
  func scenarioProfileName() {
    let text = #"""
      {"screen": {"width": 375, "height": 812},
       "keyboardProfile": {"name": "ios", "base": "ios-26"},
       "events": [{"timeMs": 0, "kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, 291]}]}
      """#
    do {
      _ = try Scenario(json: Array(text.utf8))
      Issue.record("accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == "keyboardProfile.name", "\(error)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("a profile from a base does not keep the base's summary when it changes numbers")
  func summaryFromBase() throws {
    let changed = try Self.profile(
      #"{"name": "soft", "base": "ios", "spring": {"mass": 1, "stiffness": 300, "damping": 30}}"#)
    #expect(changed.summary == "Profile soft: ios with its own spring.")
    #expect(!changed.summary.contains("mass 3"))
    let two = try Self.profile(
      #"{"name": "b", "base": "ios-26", "notifications": {"duration": 0.383}, "layout": {"kind": "docked"}}"#
    )
    #expect(two.summary == "Profile b: ios-26 with its own notifications and layout.")
    let same = try Self.profile(#"{"name": "copy", "base": "android-default"}"#)
    #expect(same.summary == "Profile copy: the same as android-default.")
    let written = try Self.profile(
      #"{"name": "w", "base": "ios", "summary": "Mine.", "spring": {"mass": 2}}"#)
    #expect(written.summary == "Mine.")
  }

  @Test("a spring too fast for its mass names the mass and the rate, not only the stiffness")
  func tinyMass() {
    do throws(TimingError) {
      _ = try Spring(mass: 1e-300, stiffness: 1000, damping: 500)
      Issue.record("accepted")
    } catch {
      guard case .springRate(let parameter, let value, let mass, let rate, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(parameter == "stiffness" && value == 1000 && mass == 1e-300)
      #expect(rate == (1000 / 1e-300).squareRoot())
      #expect(error.subject == "stiffness 1000")
      #expect(error.problem.hasPrefix("is too large for the mass 1e-300: √(stiffness / mass) is "))
      #expect(error.problem.contains("raise the mass or lower the stiffness"), "\(error.problem)")
    }
  }
}

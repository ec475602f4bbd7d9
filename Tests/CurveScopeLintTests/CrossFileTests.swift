import CurveScope
import Testing

@testable import CurveScopeLint

/// Folders linted as one app: helpers, extensions, base classes and registrations in other
/// files are followed.
@Suite("Across the files of an app")
struct CrossFileTests {
  @Test("a keyboard manager: callbacks in a dictionary, options from a switch in another file")
  func keyboardManager() throws {
    let findings = try Fixture.lintApp("Apps/KeyboardManager")
    let manager = try #require(findings["BarKeyboardManager.swift"])
    // willShow, willChangeFrame and willHide move the bar; didShow's callback is never set.
    #expect(
      Set(manager.compactMap(\.handlerName)) == [
        "keyboardWillShow", "keyboardWillChangeFrame", "keyboardWillHide",
      ])
    for finding in manager {
      #expect(finding.codes.contains(.curveReplaced), "\(finding.handlerName ?? "")")
      #expect(finding.isOutOfSync)
      #expect(finding.form == .selector, "a property named inputAccessoryView is not the mechanism")
      // Reported at the animation call, in the helper the callbacks use.
      #expect(finding.position.line == 70)
      #expect(finding.evidence.contains { $0.note.contains("switch") })
    }
    #expect(findings["BarKeyboardInfo.swift"]?.isEmpty == true)
    #expect(findings["Notification+BarKeyboard.swift"]?.isEmpty == true)
  }

  @Test("a base class registers, a subclass overrides, an extension animates")
  func baseController() throws {
    let findings = try Fixture.lintApp("Apps/BaseController")
    #expect(findings["KeyboardAwareViewController.swift"]?.isEmpty == true)
    let profile = try #require(findings["ProfileViewController.swift"])
    #expect(profile.map(\.handlerName) == ["keyboardWillShow", "keyboardWillHide"])
    for finding in profile {
      #expect(finding.codes.contains(.propertyAnimatorCurve))
      #expect(finding.severity == .warning)
      #expect(finding.evidence.contains { $0.path == "UIViewController+KeyboardAnimation.swift" })
    }
    #expect(profile.first?.notifications == [.willShow])
  }

  @Test("curve conversions in an extension: a dictionary with a fallback, and << 16")
  func helpers() throws {
    let findings = try #require(try Fixture.lintApp("Apps/Helpers")["ComposerViewController.swift"])
    let change = try #require(findings.first { $0.handlerName == "keyboardWillChangeFrame" })
    #expect(change.codes == [.curveReplaced])
    #expect(
      change.closestPreset == "reported-duration" || change.closestPreset == "iqkeyboardmanager")
    let hide = try #require(findings.first { $0.form == .block })
    #expect(hide.codes == [.inSync])
  }

  @Test(
    "raw curves 0–3 mapped in another file (switch to a local, dictionary, initialiser): 7 takes the fallback"
  )
  func rawCurveMappings() throws {
    let findings = try Fixture.lintApp("Apps/RawCurves")
    // The fallback is ease-in-out for the switches and linear for the dictionary: the
    // reported-duration desync either way, never in sync or an unshifted curve.
    for controller in ["Composer", "Search", "Reply"] {
      let file = try #require(findings["\(controller)ViewController.swift"])
      let finding = try #require(file.first, "\(controller)")
      #expect(finding.codes == [.curveReplaced], "\(controller)")
      #expect(finding.isOutOfSync, "\(controller)")
      #expect(finding.evidence.contains { $0.note.contains("switch") }, "\(controller)")
    }
    #expect(findings["Notification+RawCurves.swift"]?.isEmpty == true)
  }

  @Test("the same file linted alone does not know the other files' helpers")
  func aloneIsUnresolved() throws {
    let findings = try Fixture.lint("Apps/Helpers/ComposerViewController.swift")
    #expect(findings.contains { $0.codes.contains(.unresolvedHelper) })
  }
}

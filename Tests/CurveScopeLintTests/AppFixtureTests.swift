import CurveScope
import Testing

@testable import CurveScopeLint

/// Whole files shaped like real apps: several handlers, helpers, unrelated observers, and
/// decoys in comments and strings.
@Suite("App-shaped files")
struct AppFixtureTests {
  @Test("Swift chat screen: the show handler through two helpers, the hide handler, nothing else")
  func chatViewController() throws {
    let findings = try Fixture.lint("Apps/ChatViewController.swift")
    // Each finding is at its animation call; the handler's line is its related location.
    #expect(findings.map(\.handlerPosition.line) == [50, 44])
    #expect(findings.map(\.position.line) == [52, 74])
    #expect(findings.map(\.handlerName) == ["keyboardWillHide", "keyboardWillShow"])
    let show = findings[1]
    // animateBar(with:to:) → options(for:) → UInt(curve.rawValue) << 16.
    #expect(show.closestPreset == "curve-shift")
    #expect(show.codes == [.ignoresChangeFrame])
    #expect(show.maxOverlapPoints == 0)
    #expect(
      try #require(show.scenarios.first { $0.scenario == "show-375x812-291" }).summary.isInSync)
    let hide = findings[0]
    #expect(hide.codes == [.noCurve, .fixedDuration])
    #expect(hide.notifications == [.willHide])
    #expect(hide.scenarios.map(\.scenario) == ["hide-375x812-291"])
    #expect(
      !findings.contains { $0.handlerName == "decoyHandler" || $0.handlerName == "textDidChange" })
  }

  @Test("Objective-C messages screen: helper with a block parameter in sync, block observer fixed")
  func messagesViewController() throws {
    let findings = try Fixture.lint("Apps/MessagesViewController.m")
    #expect(findings.count == 2)
    let block = try #require(findings.first { $0.form == .block })
    #expect(block.notifications == [.willHide])
    #expect(block.codes == [.noCurve, .fixedDuration])
    #expect(block.severity == .error)
    let selector = try #require(findings.first { $0.form == .selector })
    #expect(selector.handlerName == "keyboardWillChangeFrame")
    #expect(selector.codes == [.inSync])
    #expect(selector.closestPreset == "curve-shift")
    #expect(selector.evidence.contains { $0.position.line == 51 })
  }

  @Test("the evidence of a finding points at the animation call")
  func evidence() throws {
    let finding = try #require(try Fixture.lint("Codes/UnshiftedCurve.swift").first)
    #expect(finding.evidence.contains { $0.position.line == 17 && $0.note.contains("<< 16") })
  }
}

@Suite("Robustness")
struct RobustnessTests {
  /// A deterministic generator (SplitMix64), so failures reproduce.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("garbage and shuffled fixtures never trap and give only well-formed findings")
  func garbage() throws {
    var generator = SplitMix(state: 42)
    var linter = try Linter()
    let pieces = try ["Apps/ChatViewController.swift", "Apps/MessagesViewController.m"].map {
      String(decoding: try Fixture.bytes($0), as: UTF8.self).split(separator: "\n").map(String.init)
    }
    for round in 0..<200 {
      let lines = pieces[round % 2]
      var text = (0..<60).map { _ in lines.randomElement(using: &generator) ?? "" }.joined(
        separator: "\n")
      if round % 3 == 0 {
        text += String(
          (0..<200).map { _ in "{}()[]\"'`#/*\\@^<:;".randomElement(using: &generator)! })
      }
      let language: SourceLanguage = round % 2 == 0 ? .swift : .objectiveC
      let report = linter.lint(Array(text.utf8), path: "garbage", language: language)
      for finding in report.findings {
        #expect(finding.maxOverlapPoints.isFinite && finding.maxGapPoints.isFinite)
        #expect(finding.maxOverlapPoints >= 0 && finding.maxGapPoints >= 0)
        #expect(finding.position.line >= 1 && finding.position.column >= 1)
      }
    }
  }

  @Test("a file that is not UTF-8 is skipped with the offset of the first bad byte")
  func notUTF8() throws {
    var linter = try Linter()
    var bytes = Array("// keyboard \n".utf8)
    bytes.insert(0xC3, at: 3)
    bytes.insert(0x28, at: 4)
    let report = linter.lint(bytes, path: "bad.swift", language: .swift)
    #expect(report.skipped == .notUTF8(offset: 3))
    for invalid: [UInt8] in [
      [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      #expect(SourceScreen.firstInvalidUTF8(invalid) == 0)
    }
    #expect(SourceScreen.firstInvalidUTF8(Array("ascii é ✓ 🎹".utf8)) == nil)
  }

  @Test("a file over the size limit is skipped; the token limit truncates with a note")
  func limits() throws {
    var limits = LintLimits()
    limits.maximumFileBytes = 100
    var small = try Linter(options: LintOptions(limits: limits))
    let big = Array(String(repeating: "// keyboard\n", count: 20).utf8)
    #expect(
      small.lint(big, path: "big.swift", language: .swift).skipped
        == .tooLarge(bytes: 240, limit: 100))
    limits = LintLimits()
    limits.maximumTokens = 50
    var short = try Linter(options: LintOptions(limits: limits))
    let report = short.lint(
      try Fixture.bytes("Apps/ChatViewController.swift"), path: "c.swift", language: .swift)
    #expect(report.notes.contains { $0.contains("stopped after 50 tokens") })
  }

  @Test("recursive helpers and self-referencing variables terminate")
  func recursion() throws {
    let source = """
      final class V: UIViewController {
        override func viewDidLoad() {
          NotificationCenter.default.addObserver(self, selector: #selector(a(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func a(_ n: Notification) { b(n) }
        func b(_ n: Notification) { a(n); var d = d + 1; d = d * 2; UIView.animate(withDuration: d) { self.view.layoutIfNeeded() } }
      }
      """
    let findings = try Fixture.lint(source: source)
    #expect(findings.count == 1)
  }

  @Test("files without keyboard code are not lexed and give no finding")
  func screening() {
    #expect(!SourceScreen.mayMentionKeyboard(Array("let x = 1 // board".utf8)))
    #expect(SourceScreen.mayMentionKeyboard(Array("UIKeyboardWillShow".utf8)))
    #expect(SourceScreen.mayMentionKeyboard(Array("override var inputAccessoryView".utf8)))
    // At every offset and length around the eight-byte steps, against a plain substring test.
    for word in ["keyboard", "Keyboard", "eyboar", "inputAccessoryView", "AccessoryView", "yA"] {
      for before in 0..<17 {
        for after in 0..<10 {
          let text =
            String(repeating: "y", count: before % 3) + String(repeating: ".", count: before)
            + word + String(repeating: "A", count: after % 2) + String(repeating: " ", count: after)
          let expected = text.contains("eyboard") || text.contains("tAccessoryView")
          #expect(SourceScreen.mayMentionKeyboard(Array(text.utf8)) == expected, "\(text)")
        }
      }
    }
  }
}

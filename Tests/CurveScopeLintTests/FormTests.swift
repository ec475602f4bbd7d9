import CurveScope
import Testing

@testable import CurveScopeLint

/// What lint must find in one observer-form fixture.
struct FormCase: CustomTestStringConvertible, Sendable {
  var file: String
  var findings: [Expected]
  var testDescription: String { file }

  /// One finding: its line, form, notifications and (for methods) handler name.
  struct Expected: Sendable {
    var line: Int
    var form: ObserverForm
    var kinds: Set<KeyboardEventKind>
    var handler: String? = nil
  }
}

@Suite("Observer forms")
struct FormTests {
  static let cases: [FormCase] = [
    FormCase(
      file: "Forms/SelectorSwift.swift",
      findings: [
        .init(
          line: 16, form: .selector, kinds: [.willChangeFrame], handler: "keyboardWillChangeFrame")
      ]),
    FormCase(
      file: "Forms/SelectorStringSwift2.swift",
      findings: [
        .init(line: 14, form: .selector, kinds: [.willShow], handler: "keyboardWillShow"),
        .init(line: 25, form: .selector, kinds: [.willHide], handler: "keyboardWillHide"),
      ]),
    FormCase(
      file: "Forms/Swift4Names.swift",
      findings: [
        .init(
          line: 14, form: .selector, kinds: [.willChangeFrame, .willHide],
          handler: "frameWillChange")
      ]),
    FormCase(
      file: "Forms/BlockSwift.swift",
      findings: [
        .init(line: 12, form: .block, kinds: [.willShow]),
        .init(line: 22, form: .block, kinds: [.willHide, .willChangeFrame]),
      ]),
    FormCase(
      file: "Forms/CombineSwift.swift",
      findings: [
        .init(line: 12, form: .combine, kinds: [.willShow, .willHide]),
        .init(line: 32, form: .combine, kinds: [.willChangeFrame]),
      ]),
    FormCase(
      file: "Forms/AsyncSequenceSwift.swift",
      findings: [.init(line: 17, form: .asyncSequence, kinds: [.willChangeFrame])]),
    FormCase(
      file: "Forms/RxSwift.swift",
      findings: [.init(line: 12, form: .reactive, kinds: [.willChangeFrame])]),
    FormCase(
      file: "Forms/LayoutGuideSwift.swift",
      findings: [.init(line: 15, form: .keyboardLayoutGuide, kinds: [])]),
    FormCase(
      file: "Forms/AccessoryViewSwift.swift",
      findings: [.init(line: 10, form: .inputAccessoryView, kinds: [])]),
    FormCase(
      file: "Forms/SelectorObjC.m",
      findings: [
        .init(
          line: 15, form: .selector, kinds: [.willChangeFrame], handler: "keyboardWillChangeFrame")
      ]),
    FormCase(
      file: "Forms/BlockObjC.m",
      findings: [.init(line: 11, form: .block, kinds: [.willChangeFrame])]),
    FormCase(
      file: "Forms/AccessoryObjC.m",
      findings: [.init(line: 10, form: .inputAccessoryView, kinds: [])]),
    FormCase(
      file: "Forms/NamedMethodSwift.swift",
      findings: [
        .init(line: 7, form: .namedMethod, kinds: [.willShow], handler: "keyboardObserver"),
        .init(line: 17, form: .namedMethod, kinds: [.willHide], handler: "keyboardObserver"),
      ]),
  ]

  @Test("each form is found with its notifications and handler", arguments: cases)
  func forms(_ formCase: FormCase) throws {
    let findings = try Fixture.lint(formCase.file)
    #expect(findings.count == formCase.findings.count, "\(findings.map(\.position))")
    for (finding, expected) in zip(findings, formCase.findings) {
      // The handler's line; the finding itself is at the animation call.
      #expect(finding.handlerPosition.line == expected.line)
      #expect(finding.form == expected.form)
      #expect(Set(finding.notifications) == expected.kinds)
      if let handler = expected.handler { #expect(finding.handlerName == handler) }
    }
  }

  @Test("names through a variable, a for-in loop and forEach over an array")
  func namesThroughVariables() throws {
    let source = """
      final class V: UIViewController {
        override func viewDidLoad() {
          let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]
          names.forEach { NotificationCenter.default.addObserver(self, selector: #selector(a(_:)), name: $0, object: nil) }
          for name in [UIResponder.keyboardWillChangeFrameNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(b(_:)), name: name, object: nil)
          }
          let hide = UIResponder.keyboardDidHideNotification
          NotificationCenter.default.addObserver(self, selector: #selector(c(_:)), name: hide, object: nil)
        }
        @objc func a(_ n: Notification) { view.layoutIfNeeded() }
        @objc func b(_ n: Notification) { view.layoutIfNeeded() }
        @objc func c(_ n: Notification) { view.layoutIfNeeded() }
      }
      """
    let findings = try Fixture.lint(source: source)
    let kinds = Dictionary(
      uniqueKeysWithValues: findings.map { ($0.handlerName ?? "", Set($0.notifications)) })
    #expect(kinds["a"] == [.willShow, .willHide])
    #expect(kinds["b"] == [.willChangeFrame])
    #expect(kinds["c"] == [.didHide])
  }

  @Test("unrelated notifications, comments, strings and #if branches are not registrations")
  func decoys() throws {
    let source = """
      // NotificationCenter.default.addObserver(self, selector: #selector(k), name: UIResponder.keyboardWillShowNotification, object: nil)
      let text = "addObserver(self, selector: #selector(k), name: UIResponder.keyboardWillShowNotification, object: nil)"
      final class V: UIViewController {
        override func viewDidLoad() {
          NotificationCenter.default.addObserver(self, selector: #selector(k), name: UIApplication.didBecomeActiveNotification, object: nil)
          NotificationCenter.default.addObserver(self, forKeyPath: "keyboardWillShow", options: [], context: nil)
        }
        @objc func k() { view.layoutIfNeeded() }
      }
      """
    #expect(try Fixture.lint(source: source).isEmpty)
  }
}

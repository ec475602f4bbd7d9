import CurveScope
import Testing

@testable import CurveScopeLint

/// The in-place fix that deletes `beginFromCurrentState` from an options set (a SARIF `fix`),
/// applied to the handler's text by hand: the edited line reads as the flag removed, and lint
/// no longer reports the flag on it.
@Suite("Removing beginFromCurrentState in place")
struct OptionRemovalTests {
  /// A willChangeFrame handler animating with `options`.
  static func handler(options: String) -> String {
    """
    import UIKit

    final class ComposerController: UIViewController {
        @IBOutlet private var composerBottom: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardMoves(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        @objc private func keyboardMoves(_ note: Notification) {
            guard let info = note.userInfo,
                  let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                  let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
            else { return }
            composerBottom.constant = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
            UIView.animate(withDuration: duration, delay: 0,
                           options: \(options),
                           animations: { self.view.layoutIfNeeded() })
        }
    }
    """
  }

  /// `text` with `edit` made: lines and columns 1-based, columns in Unicode scalars.
  static func applying(_ edit: LintReplacement, to text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array(String($0).unicodeScalars)
    }
    let startLine = edit.start.line - 1
    let endLine = edit.end.line - 1
    let head = lines[startLine][..<(edit.start.column - 1)]
    let tail = lines[endLine][(edit.end.column - 1)...]
    lines.replaceSubrange(
      startLine...endLine, with: [Array(head) + Array(edit.text.unicodeScalars) + Array(tail)])
    return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
  }

  @Test(
    "a plain element of the options is deleted, leaving valid options",
    arguments: [
      (
        "[UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState]",
        "[UIView.AnimationOptions(rawValue: curve << 16)]"
      ),
      (
        "[.beginFromCurrentState, UIView.AnimationOptions(rawValue: curve << 16)]",
        "[UIView.AnimationOptions(rawValue: curve << 16)]"
      ),
      (
        "[UIView.AnimationOptions(rawValue: curve << 16), UIView.AnimationOptions.beginFromCurrentState, .allowUserInteraction]",
        "[UIView.AnimationOptions(rawValue: curve << 16), .allowUserInteraction]"
      ),
    ])
  func removes(_ options: String, _ expected: String) throws {
    let text = Self.handler(options: options)
    let findings = try Fixture.lint(source: text)
    let finding = try #require(findings.first)
    #expect(finding.codes == [.beginFromCurrentState], "\(finding.codes)")
    let edit = try #require(finding.fix?.replacement, "no in-place fix")
    #expect(edit.start.line == 20 && edit.end.line == 20)
    let edited = Self.applying(edit, to: text)
    #expect(edited == Self.handler(options: expected))
    // The edited handler no longer carries the flag.
    let after = try Fixture.lint(source: edited)
    #expect(!after.contains { $0.codes.contains(.beginFromCurrentState) })
  }

  @Test("options built by a call are left to the snippet: no in-place edit")
  func builtByCall() throws {
    let text = Self.handler(
      options: "UIView.AnimationOptions(rawValue: curve << 16).union(.beginFromCurrentState)")
    let finding = try #require(try Fixture.lint(source: text).first)
    #expect(finding.codes == [.beginFromCurrentState], "\(finding.codes)")
    #expect(finding.fix != nil)
    #expect(finding.fix?.replacement == nil)
  }
}

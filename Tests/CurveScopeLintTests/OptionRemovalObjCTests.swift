import CurveScope
import Testing

@testable import CurveScopeLint

/// The in-place fix that deletes `UIViewAnimationOptionBeginFromCurrentState` from an
/// Objective-C options mask joined by `|`, applied by hand as an editor applies a SARIF `fix`:
/// the edited line reads as the flag removed, and lint no longer reports the flag.
@Suite("Removing UIViewAnimationOptionBeginFromCurrentState in place (Objective-C)")
struct OptionRemovalObjCTests {
  /// A willChangeFrame handler in Objective-C animating with `options`.
  static func handler(options: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @implementation ComposerController
    - (void)viewDidLoad {
        [super viewDidLoad];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
    }
    - (void)keyboardWillChangeFrame:(NSNotification *)notification {
        CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
        NSTimeInterval duration = [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
        UIViewAnimationCurve curve = [notification.userInfo[UIKeyboardAnimationCurveUserInfoKey] integerValue];
        self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY([self.view convertRect:frame fromView:nil]);
        [UIView animateWithDuration:duration delay:0 options:\(options) animations:^{
            [self.view layoutIfNeeded];
        } completion:nil];
    }
    @end
    """
  }

  @Test(
    "a plain element of the mask is deleted with its bar, leaving a valid mask",
    arguments: [
      ("curve << 16 | UIViewAnimationOptionBeginFromCurrentState", "curve << 16"),
      ("UIViewAnimationOptionBeginFromCurrentState | curve << 16", "curve << 16"),
      ("(curve << 16) | UIViewAnimationOptionBeginFromCurrentState", "(curve << 16)"),
      (
        "(curve << 16) | UIViewAnimationOptionBeginFromCurrentState | UIViewAnimationOptionAllowUserInteraction",
        "(curve << 16) | UIViewAnimationOptionAllowUserInteraction"
      ),
    ])
  func removes(_ options: String, _ expected: String) throws {
    let text = Self.handler(options: options)
    let findings = try Fixture.lint(source: text, language: .objectiveC)
    let finding = try #require(findings.first)
    #expect(finding.codes == [.beginFromCurrentState], "\(finding.codes)")
    let edit = try #require(finding.fix?.replacement, "no in-place fix")
    #expect(edit.start.line == 12 && edit.end.line == 12)
    let edited = OptionRemovalTests.applying(edit, to: text)
    #expect(edited == Self.handler(options: expected))
    let after = try Fixture.lint(source: edited, language: .objectiveC)
    #expect(!after.contains { $0.codes.contains(.beginFromCurrentState) })
  }

  @Test("a mask held in a variable is left to the snippet: no in-place edit")
  func heldInVariable() throws {
    let text = Self.handler(options: "options").replacingOccurrences(
      of: "    [UIView animateWithDuration",
      with:
        "    UIViewAnimationOptions options = curve << 16 | UIViewAnimationOptionBeginFromCurrentState;\n    [UIView animateWithDuration"
    )
    let findings = try Fixture.lint(source: text, language: .objectiveC)
    let finding = try #require(findings.first { $0.codes.contains(.beginFromCurrentState) })
    #expect(finding.fix?.replacement == nil)
  }
}

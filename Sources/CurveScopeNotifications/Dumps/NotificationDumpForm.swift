/// The shape in which a keyboard notification appeared in a console dump.
///
/// The parser reads every form the same way; the form is reported so users and tests can see
/// which printer produced the text.
public enum NotificationDumpForm: String, CaseIterable, Hashable, Sendable {
  /// Objective-C `NSNotification` description (`NSLog(@"%@", note)` or lldb `po note`):
  /// `NSConcreteNotification 0x… {name = UIKeyboardWillShowNotification; userInfo = {…}}`.
  case objectiveCNotification
  /// A bare `NSDictionary` description, `{ Key = value; … }` (values quoted or not, `;` or `,`
  /// between entries), with or without an `NSLog` prefix or a label printed by the app.
  case objectiveCDictionary
  /// Swift's `print(userInfo)`: `[AnyHashable("Key"): value, …]`, or Swift 2's `[Key: value, …]`,
  /// possibly wrapped in `Optional(…)`.
  case swiftDictionary
  /// Swift's `print(notification)`: `name = …, object = …, userInfo = Optional([…])`.
  case swiftNotification
  /// lldb's `po` (or Swift's `dump`) of a Swift dictionary: a tree of `▿ key : AnyHashable("Key")`
  /// and `- value : …` lines.
  case lldbMirror
  /// Key–value lines with no enclosing brackets, as pasted from a partial copy.
  case keyList
  /// The JSON array `curvescope parse --json` prints, read back.
  case parseJSON
}

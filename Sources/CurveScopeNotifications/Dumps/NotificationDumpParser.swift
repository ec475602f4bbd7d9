/// Reads keyboard notifications from text pasted from Xcode's console, lldb or a log.
///
/// ## What real dumps look like
/// Collected from Stack Overflow questions, GitHub issues and source comments, blog posts and
/// openradar reports (2010–2024); every variant below parses:
/// - Objective-C notification (`NSLog(@"%@", note)`, lldb `po note`):
///   `NSConcreteNotification 0xc472900 {name = UIKeyboardWillChangeFrameNotification; userInfo = {`
///   then one `Key = value;` per line and `}}`. Values are quoted when they hold a `.`, a space or
///   a colon: `"0.25"`, `"NSRect: {{0, 264}, {320, 216}}"`; `7`, `1`, `0` are not. Often after an
///   `NSLog` prefix (`2012-01-19 13:05:48.791 App[1453:707] note: `) and among other notifications
///   (`UITextFieldTextDidBeginEditingNotification; object = <UITextField: …>`).
/// - Bare `NSDictionary` (`NSLog(@"%@", note.userInfo)`, `po userInfo`): `{ … }`, sometimes
///   after a label (`userInfo = {`, `(lldb) po userInfo`). iOS 8/9 era consoles print it with
///   unquoted values and commas, keys unsorted: `UIKeyboardFrameEndUserInfoKey = NSRect: {{0,
///   409}, {375, 258}},` and no comma after the last entry.
/// - Swift `print(userInfo)`: `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 409},
///   {375, 258}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, …]`, any key
///   order, one line or several, often in `Optional(…)`. Swift 2 printed bare keys:
///   `Optional([UIKeyboardFrameBeginUserInfoKey: NSRect: {{0, 736}, {414, 226}}, …])`; a
///   `[String: Any]` prints `["UIKeyboardFrameEndUserInfoKey": NSRect: …]`. Newer Xcode prints
///   booleans as `true`/`false`.
/// - Swift `print(notification)`: `name = UIKeyboardWillShowNotification, object = nil, userInfo
///   = Optional([AnyHashable(…): …])`, sometimes over several lines, after `▿ ` (lldb) or inside
///   `next(…)` (RxSwift); `userInfo = nil` for a notification posted without values. Names may be
///   printed as `NSNotification.Name(_rawValue: UIKeyboardWillShowNotification)`.
/// - lldb `po` of a Swift dictionary: `▿ key : AnyHashable("UIKeyboardFrameEndUserInfoKey")`,
///   `- value : "UIKeyboardFrameEndUserInfoKey"`, `- value : NSRect: {{0, 409}, {375, 258}}`. When
///   it follows the one-line form of the same `po notification`, it is not counted twice.
/// - Fragments: key lines without brackets, behind `//` or ` * ` comment marks, between notes in
///   other languages, or inside markdown backticks.
/// - Values: fractions (`445.33333333333326`), negatives (`{{-352, 0}, {352, 1024}}` on a rotated
///   iPad), exponents (`{{9.86076e-32, -64}, {0, 0}}`), zero sizes (`{{0, 768}, {1024, 0}}`),
///   durations `0.25`, `0.35`, `0.4`, `0` and curves `7` and `0`; rectangles also as `CGRect`,
///   bare `{{…}}`, Swift's `(0.0, 409.0, 375.0, 258.0)` and lldb's `(origin = (x = …, y = …), size
///   = (width = …, height = …))`.
/// - Keys: the five current ones, the iOS 3 `UIKeyboardBoundsUserInfoKey`,
///   `UIKeyboardCenterBeginUserInfoKey` and `UIKeyboardCenterEndUserInfoKey`, and unknown ones
///   (`UIKeyboardFrameChangedByUserInteraction = 0;` on iOS 5–7 iPads), kept as printed in
///   ``KeyboardNotification/otherValues``. Old iPad dumps have no curve or duration; keys other
///   than `UIKeyboard…` ones are ignored.
///
/// ## Times
/// A notification whose first line (or one of the three lines above it, after the previous
/// notification) starts with a console timestamp (``ConsoleTimestamp``: `NSLog`'s
/// `2025-01-14 10:22:31.118402+0100 App[4321:5c3a1]`, `log stream`'s default and compact
/// forms, Console.app rows, logcat, syslog) keeps it in ``KeyboardNotification/loggedAt``;
/// `print` and `po` output has none.
///
/// ## Rules
/// - A notification is a dictionary (or a run of key lines) holding at least one known key.
/// - A name (`name = X`, `NSNotification.Name(…)`, or a bare `UIKeyboardWillShowNotification`)
///   names the next notification that starts within 3 lines; a name inside a bracket that closes
///   first is forgotten.
/// - Outside brackets, a repeated key or a gap of more than 6 lines starts a new notification.
/// - A dictionary still open where the text ends (pastes often lose their closing `}}`) counts
///   with the entries read, unless ``allowsUnclosedDictionaries`` is `false`. A value cut short
///   is malformed.
/// - A known key whose value does not start like a printed value (code such as
///   `@{UIKeyboardFrameEndUserInfoKey: [NSValue valueWithCGRect:r]}`, or prose) is not an entry.
///   Swift's `Optional(…)` around a value is read through.
/// - Malformed values of known keys and the bounds below are ``NotificationDumpError``s naming
///   the line; anything else that is not a keyboard entry is skipped, so notifications can be
///   mixed with other log lines.
///
/// Complexity: linear time in the text's length, memory linear in its size.
public struct NotificationDumpParser: Sendable {
  /// Largest text accepted, bytes of UTF-8 (16 MiB).
  public var maximumInputBytes = 16 << 20
  /// Deepest nesting of `{`/`[` brackets accepted.
  public var maximumNestingDepth = 64
  /// Most notifications returned.
  public var maximumNotificationCount = 10_000
  /// Most unknown `UIKeyboard…` keys kept for one notification.
  public var maximumUnknownKeysPerNotification = 32
  /// Whether a dictionary of keyboard keys still open where the text ends is read as if closed
  /// (`true`, the default) or is an ``NotificationDumpError/Reason/unterminatedDictionary(opener:)``
  /// error.
  public var allowsUnclosedDictionaries = true

  /// A parser with the default bounds.
  public init() {}

  /// The keyboard notifications in `text`, in input order.
  /// - Throws: ``NotificationDumpError`` for a malformed value, a passed bound, a text without
  ///   any notification, or (when not allowed) a dictionary left open.
  public func parse(_ text: String) throws(NotificationDumpError) -> [KeyboardNotification] {
    let count = text.utf8.count
    guard count <= maximumInputBytes else {
      throw NotificationDumpError(
        line: nil, reason: .inputTooLarge(bytes: count, limit: maximumInputBytes))
    }
    let bytes = Array(text.utf8)
    var scanner = NotificationDumpScanner(bytes: bytes, limits: self)
    return NotificationDumpTimestamps.assign(try scanner.scan(), bytes: bytes)
  }

  /// The keyboard notifications in `text`, read with the default bounds.
  /// - Throws: ``NotificationDumpError`` (see the instance method `parse(_:)`).
  public static func parse(_ text: String) throws(NotificationDumpError) -> [KeyboardNotification] {
    try NotificationDumpParser().parse(text)
  }
}

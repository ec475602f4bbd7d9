/// A `userInfo` key of a keyboard notification that the dump parser reads into a typed field.
///
/// The raw values are the strings UIKit stores under these keys, which is what every console
/// prints. `bounds`, `centerBegin` and `centerEnd` are the iOS 3 keys (deprecated in iOS 3.2
/// when the frame keys arrived) that old dumps still show [UIKit `UIWindow.h`].
public enum KeyboardNotificationKey: String, CaseIterable, Hashable, Sendable {
  /// `UIKeyboardAnimationCurveUserInfoKey`: the `UIView.AnimationCurve` raw value (7 since iOS 7).
  case curve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIKeyboardAnimationDurationUserInfoKey`: the animation duration in seconds.
  case duration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIKeyboardFrameBeginUserInfoKey`: the keyboard frame before the animation, in screen points.
  case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIKeyboardFrameEndUserInfoKey`: the keyboard frame after the animation, in screen points.
  case frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app (iOS 9+).
  case isLocal = "UIKeyboardIsLocalUserInfoKey"
  /// `UIKeyboardBoundsUserInfoKey` (iOS 3): the keyboard bounds, origin {0, 0}.
  case bounds = "UIKeyboardBoundsUserInfoKey"
  /// `UIKeyboardCenterBeginUserInfoKey` (iOS 3): the keyboard centre before the animation.
  case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
  /// `UIKeyboardCenterEndUserInfoKey` (iOS 3): the keyboard centre after the animation.
  case centerEnd = "UIKeyboardCenterEndUserInfoKey"

  /// What kind of value the key holds.
  public enum ValueKind: Sendable {
    /// A number of seconds, finite and not negative.
    case duration
    /// An integer.
    case integer
    /// A boolean printed as `1`/`0`, `true`/`false` or `YES`/`NO`.
    case boolean
    /// A rectangle, `NSRect: {{x, y}, {width, height}}`.
    case rect
    /// A point, `NSPoint: {x, y}`.
    case point
  }

  /// The kind of value stored under the key.
  public var valueKind: ValueKind {
    switch self {
    case .curve: .integer
    case .duration: .duration
    case .frameBegin, .frameEnd, .bounds: .rect
    case .centerBegin, .centerEnd: .point
    case .isLocal: .boolean
    }
  }
}

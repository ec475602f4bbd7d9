public import CurveScopeCodec
public import CurveScopeSupport

/// One keyboard notification read from a console dump: its name, animation and frames.
///
/// Every field is optional because real dumps omit keys: the bare dictionary forms carry no name,
/// old iPad dumps have no curve or duration, iOS 3 dumps have bounds and centres but no frames,
/// and `UIKeyboardIsLocalUserInfoKey` only exists since iOS 9. Frames and centres are in screen
/// points, y downward, as UIKit reports them.
public struct KeyboardNotification: Hashable, Sendable {
  /// The notification's name, when the dump shows it.
  public var name: KeyboardNotificationName?
  /// `UIKeyboardAnimationDurationUserInfoKey`, seconds (0.25 since iOS 7; 0 for a change
  /// without animation).
  public var duration: Double?
  /// `UIKeyboardAnimationCurveUserInfoKey` (7, the keyboard's spring, since iOS 7).
  public var curve: AnimationCurve?
  /// `UIKeyboardFrameBeginUserInfoKey`: the frame before the animation.
  public var frameBegin: Rect?
  /// `UIKeyboardFrameEndUserInfoKey`: the frame after the animation.
  public var frameEnd: Rect?
  /// `UIKeyboardBoundsUserInfoKey` (iOS 3 key): the keyboard's bounds.
  public var bounds: Rect?
  /// `UIKeyboardCenterBeginUserInfoKey` (iOS 3 key): the centre before the animation.
  public var centerBegin: Point?
  /// `UIKeyboardCenterEndUserInfoKey` (iOS 3 key): the centre after the animation.
  public var centerEnd: Point?
  /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard belongs to the app that logged it.
  public var isLocal: Bool?
  /// Other `UIKeyboard…` keys of the same dictionary (such as
  /// `UIKeyboardFrameChangedByUserInteraction`), with their values as printed, unquoted.
  public var otherValues: [String: String]
  /// The 1-based line of the input where the notification starts (its name, or its first
  /// bracket or key).
  public var line: Int
  /// The printed form the notification was found in.
  public var form: NotificationDumpForm
  /// When the console printed it, when the paste shows (an `NSLog` or `log stream` prefix);
  /// `nil` for `print` and `po` output, which has no time.
  public var loggedAt: ConsoleTimestamp?

  /// Creates a notification; every field but the line defaults to absent.
  public init(
    name: KeyboardNotificationName? = nil,
    duration: Double? = nil,
    curve: AnimationCurve? = nil,
    frameBegin: Rect? = nil,
    frameEnd: Rect? = nil,
    bounds: Rect? = nil,
    centerBegin: Point? = nil,
    centerEnd: Point? = nil,
    isLocal: Bool? = nil,
    otherValues: [String: String] = [:],
    line: Int,
    form: NotificationDumpForm
  ) {
    self.name = name
    self.duration = duration
    self.curve = curve
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.bounds = bounds
    self.centerBegin = centerBegin
    self.centerEnd = centerEnd
    self.isLocal = isLocal
    self.otherValues = otherValues
    self.line = line
    self.form = form
  }
}

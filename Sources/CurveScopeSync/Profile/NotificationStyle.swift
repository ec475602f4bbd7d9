/// What a profile changes in the notifications the app receives, compared with the scenario's
/// (which are written as iOS posts them with full motion).
public struct NotificationStyle: Hashable, Sendable {
  /// The duration will-notifications report, in seconds; `nil` keeps the scenario's. A reported
  /// 0 (an instant change) stays 0.
  public var duration: Double?
  /// Whether notifications carry a UIKit curve (`false` for Android bridges, which have none).
  public var carriesCurve: Bool
  /// Whether a will-notification that shows the keyboard reports `CGRect.zero` as its end frame
  /// (Reduce Motion with cross-fade).
  public var zeroEndFrameWhenShowing: Bool
  /// Seconds after a willShow at which a didShow with the real frame follows; `nil` for none
  /// beyond the scenario's.
  public var didShowDelay: Double?

  /// Creates a style.
  public init(
    duration: Double? = nil, carriesCurve: Bool = true, zeroEndFrameWhenShowing: Bool = false,
    didShowDelay: Double? = nil
  ) {
    self.duration = duration
    self.carriesCurve = carriesCurve
    self.zeroEndFrameWhenShowing = zeroEndFrameWhenShowing
    self.didShowDelay = didShowDelay
  }

  /// Notifications as the scenario writes them.
  public static let unchanged = NotificationStyle()

  /// Whether the style changes nothing.
  public var isUnchanged: Bool { self == .unchanged }
}

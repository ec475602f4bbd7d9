public import CurveScopeCodec
public import CurveScopeSupport

/// One keyboard notification in a scenario: when it arrives and what its `userInfo` says.
///
/// Frames are in screen coordinates (points, y downward). `duration` and `curve` are optional
/// because old dumps lack those keys.
public struct KeyboardEvent: Hashable, Sendable {
  /// Seconds since the scenario's first event.
  public var time: Double
  /// Which notification it is.
  public var kind: KeyboardEventKind
  /// `UIKeyboardFrameBeginUserInfoKey`: where the keyboard starts.
  public var frameBegin: Rect
  /// `UIKeyboardFrameEndUserInfoKey`: where the keyboard ends.
  public var frameEnd: Rect
  /// `UIKeyboardAnimationDurationUserInfoKey` in seconds, when present.
  public var duration: Double?
  /// `UIKeyboardAnimationCurveUserInfoKey`, when present.
  public var curve: AnimationCurve?
  /// `UIKeyboardIsLocalUserInfoKey`, when present.
  public var isLocal: Bool?

  /// Creates an event.
  public init(
    time: Double, kind: KeyboardEventKind, frameBegin: Rect, frameEnd: Rect,
    duration: Double? = 0.25, curve: AnimationCurve? = .keyboard, isLocal: Bool? = true
  ) {
    self.time = time
    self.kind = kind
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }
}

/// Which keyboard notification an event stands for: the six UIKit posts. Only will-events
/// (``KeyboardNotificationName/Kind/isBeforeAnimation``) move the keyboard in a scenario;
/// strategies choose which kinds they react to.
public typealias KeyboardEventKind = KeyboardNotificationName.Kind

extension KeyboardNotificationName.Kind {
  /// The three kinds UIKit posts before the keyboard moves.
  public static let willKinds: Set<Self> = [.willShow, .willChangeFrame, .willHide]
}

/// How a handler turns a notification's end frame into where the bar goes.
///
/// Frames arrive in screen coordinates. With the window filling the screen and a docked
/// keyboard every reading agrees; they part on floating keyboards, zero end frames (Reduce
/// Motion), hardware keyboards (a full-height frame mostly below the screen) and windows that do
/// not fill the screen (Stage Manager, Slide Over).
public enum KeyboardFrameReading: String, Hashable, Sendable, CaseIterable {
  /// The frame's top converted into the window (`view.convert(frame, from: screen)`), the
  /// overlap with the window's bottom: the bar goes to min(top, window bottom). A floating
  /// keyboard's top is taken literally (the bar flies up to it) and `CGRect.zero` puts the bar at
  /// the window's top. The presets' reading.
  case top
  /// The frame's top taken as if it were in window coordinates (`view.convert(frame, from:
  /// nil)`, which converts from the window): right when the window fills the screen, off by the
  /// window's origin otherwise. The handler presets' reading.
  case screenAsWindow = "screen-as-window"
  /// The frame's height (`endFrame.height`), whatever its position, 0 for willHide: a hardware
  /// keyboard's full-height frame lifts the bar by the whole keyboard, `CGRect.zero` leaves it
  /// down.
  case height
  /// ``top``, but a frame narrower than the screen that does not reach its bottom counts as no
  /// keyboard (IQKeyboardManager's IQKeyboardInfo): floating keyboards and `CGRect.zero` leave
  /// the bar down.
  case dockedOnly = "docked-only"
}

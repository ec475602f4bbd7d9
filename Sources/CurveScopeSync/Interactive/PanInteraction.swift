public import CurveScopeSupport

/// An interactive keyboard dismissal (`keyboardDismissMode = .interactive`): a docked keyboard
/// shown at ``keyboardFrame``, a finger that drags it, and the release.
///
/// During the drag the keyboard's top follows the finger once the finger is inside it:
/// clamp(finger y, shown top, screen bottom), touch by touch, and UIKit posts no notification.
/// At the release the velocity decides: downward faster than ``hideVelocity`` (or the keyboard
/// already dragged off the screen) hides it, anything else returns it; the keyboard finishes with
/// its spring from the release position and velocity, and UIKit posts willChangeFrame and
/// willHide (or willShow) then. iOS does not document its rule; this velocity threshold is the
/// model's.
public struct PanInteraction: Hashable, Sendable {
  /// The default hide velocity: 100 pt/s downward.
  public static let defaultHideVelocity = 100.0

  /// The finger.
  public var track: PanTrack
  /// The shown keyboard before the drag, in screen coordinates.
  public var keyboardFrame: Rect
  /// The downward release velocity above which the keyboard hides, in points per second.
  public var hideVelocity: Double
  /// The named gesture the track was made from, if any.
  public var gesture: PanGesture?

  /// Creates an interaction.
  /// - Throws: ``PanTrackError/hideVelocity(_:)`` unless it is a finite number in [0, 100000].
  public init(
    track: PanTrack, keyboardFrame: Rect, hideVelocity: Double = defaultHideVelocity,
    gesture: PanGesture? = nil
  ) throws(PanTrackError) {
    guard hideVelocity.isFinite, hideVelocity >= 0, hideVelocity <= 100_000 else {
      throw .hideVelocity(hideVelocity)
    }
    self.track = track
    self.keyboardFrame = keyboardFrame
    self.hideVelocity = hideVelocity
    self.gesture = gesture
  }

  /// The release, in seconds since the drag began.
  public var releaseTime: Double { track.releaseTime }

  /// Whether the finger is still down at `time` (the drag runs from 0 until the release).
  public func isDragging(at time: Double) -> Bool {
    time >= 0 && time < releaseTime - 1e-9
  }

  /// The keyboard's top for a finger at `fingerY` on a screen `screenHeight` tall.
  public func keyboardTop(fingerY: Double, screenHeight: Double) -> Double {
    min(max(fingerY, keyboardFrame.minY), screenHeight)
  }

  /// The keyboard's top at the release.
  public func releaseKeyboardTop(screenHeight: Double) -> Double {
    keyboardTop(fingerY: track.releaseY, screenHeight: screenHeight)
  }

  /// The keyboard's velocity at the release (pt/s): the finger's while the finger holds it
  /// strictly between its shown top and the screen's bottom, else 0.
  public func releaseKeyboardVelocity(screenHeight: Double) -> Double {
    let y = track.releaseY
    return y > keyboardFrame.minY && y < screenHeight ? track.releaseVelocity : 0
  }

  /// Whether the keyboard hides at the release.
  public func hides(screenHeight: Double) -> Bool {
    track.releaseVelocity > hideVelocity
      || releaseKeyboardTop(screenHeight: screenHeight)
        >= screenHeight
  }
}

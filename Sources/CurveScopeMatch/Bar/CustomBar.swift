import CurveScopeSupport

/// A bar that moves like no preset, described by what fits it: an animation of its own towards
/// the keyboard's targets, starting a delay after each notification and running a duration
/// with a curve.
public struct CustomBar: Hashable, Sendable {
  /// The curve's name: a catalogue Bézier (`ease-in-out`, …), a spec for a spring
  /// (`spring(mass: 3, stiffness: …, damping: …)`, the keyboard's spring retimed), or `jump`
  /// for a bar that moves from one frame to the next without animating (duration 0).
  public var curve: String
  /// How long after the keyboard starts the bar starts, in ms (negative: before).
  public var startDelayMilliseconds: Double
  /// How long the bar's animation runs, in ms.
  public var durationMilliseconds: Double
  /// The RMS difference from the recorded bar, in points.
  public var rmsPoints: Double

  /// Whether the bar jumps instead of animating.
  public var isJump: Bool { curve == CustomBarFitter.jumpName }

  /// What the bar does, in words: `ease-out over 293 ms, starting +3.6 ms after the keyboard`,
  /// or `a jump, +498 ms after the keyboard starts`.
  public var motionText: String {
    let start = NumberText.signed(startDelayMilliseconds)
    return isJump
      ? "a jump without animation, \(start) ms after the keyboard starts"
      : "\(curve) over \(NumberText.reading(durationMilliseconds, decimals: 0)) ms, starting "
        + "\(start) ms after the keyboard"
  }
}

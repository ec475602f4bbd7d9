/// A bar that moves like no preset, described by what fits it: an animation of its own towards
/// the keyboard's targets, starting a delay after each notification and running a duration
/// with a curve.
public struct CustomBar: Hashable, Sendable {
  /// The curve's name: a catalogue Bézier (`ease-in-out`, …) or a spec for a spring
  /// (`spring(mass: 3, stiffness: …, damping: …)`, the keyboard's spring retimed).
  public var curve: String
  /// How long after the keyboard starts the bar starts, in ms (negative: before).
  public var startDelayMilliseconds: Double
  /// How long the bar's animation runs, in ms.
  public var durationMilliseconds: Double
  /// The RMS difference from the recorded bar, in points.
  public var rmsPoints: Double
}

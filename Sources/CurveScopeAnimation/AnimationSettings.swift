package import CurveScopePlot
package import CurveScopeSupport

/// How a measured motion becomes an animation: how many times slower than real time, how many
/// frames per second the file has, how many pixels per point, and the screens' appearance.
package struct AnimationSettings: Sendable, Hashable {
  /// The slow-motion factors allowed: 1 (real time) … 100.
  package static let slowMotionRange = NumberRange.closed(1, 100)
  /// The output frame rates allowed, in frames per second of playback (a GIF's delays are whole
  /// centiseconds, at least 2: 50 fps at most).
  package static let framesPerSecondRange = NumberRange.closed(1, 50)
  /// The pixels per point allowed.
  package static let scaleRange = NumberRange.closed(0.5, 4)
  /// The playback times allowed for the lead-in and the hold, in ms.
  package static let pauseRange = NumberRange.closed(0, 10_000)

  /// How many times slower than real time the motion plays (default 8: a 0.5 s keyboard
  /// animation takes 4 s).
  package let slowMotion: Double
  /// Frames per second of the file (default 30). Each frame shows what the display showed at
  /// that instant (the latest display frame, held until the next, as a camera filming the
  /// screen would see it).
  package let framesPerSecond: Double
  /// Pixels per point of the frames (default 1).
  package let scale: Double
  /// Light or dark screens (default light).
  package let appearance: ScreenAppearance
  /// How long the first frame shows before the motion starts, in ms of playback (default 500).
  package let leadInMilliseconds: Double
  /// How long the last frame holds, in ms of playback (default 2000).
  package let holdMilliseconds: Double

  /// The defaults: 8× slow motion, 30 fps, 1 px per point, light, 0.5 s lead-in, 2 s hold.
  package static let standard = AnimationSettings(
    unchecked: 8, framesPerSecond: 30, scale: 1, appearance: .light, leadIn: 500, hold: 2000)

  /// Creates settings, checking every bound.
  /// - Throws: ``AnimationError`` naming the setting outside its range.
  package init(
    slowMotion: Double = 8, framesPerSecond: Double = 30, scale: Double = 1,
    appearance: ScreenAppearance = .light, leadInMilliseconds: Double = 500,
    holdMilliseconds: Double = 2000
  ) throws(AnimationError) {
    let checks: [(String, Double, NumberRange, String)] = [
      ("slow motion", slowMotion, Self.slowMotionRange, "times"),
      ("frame rate", framesPerSecond, Self.framesPerSecondRange, "frames per second"),
      ("scale", scale, Self.scaleRange, "pixels per point"),
      ("lead-in", leadInMilliseconds, Self.pauseRange, "ms"),
      ("hold", holdMilliseconds, Self.pauseRange, "ms"),
    ]
    for (name, value, range, unit) in checks where !range.contains(value) {
      throw AnimationError(.setting(name: name, value: value, range: range, unit: unit))
    }
    self.init(
      unchecked: slowMotion, framesPerSecond: framesPerSecond, scale: scale,
      appearance: appearance, leadIn: leadInMilliseconds, hold: holdMilliseconds)
  }

  private init(
    unchecked slowMotion: Double, framesPerSecond: Double, scale: Double,
    appearance: ScreenAppearance, leadIn: Double, hold: Double
  ) {
    self.slowMotion = slowMotion
    self.framesPerSecond = framesPerSecond
    self.scale = scale
    self.appearance = appearance
    self.leadInMilliseconds = leadIn
    self.holdMilliseconds = hold
  }
}

extension CubicBezier {
  /// `CAMediaTimingFunction(name: .easeInEaseOut)`, (0.42, 0, 0.58, 1); UIView's `.easeInOut`
  /// (curve 0) is assumed to be the same curve. [<doc:KeyboardFacts>]
  public static let easeInOut = CubicBezier(validX1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// `CAMediaTimingFunction(name: .easeIn)`, (0.42, 0, 1, 1); UIView's `.easeIn` (curve 1).
  public static let easeIn = CubicBezier(validX1: 0.42, y1: 0, x2: 1, y2: 1)
  /// `CAMediaTimingFunction(name: .easeOut)`, (0, 0, 0.58, 1); UIView's `.easeOut` (curve 2).
  public static let easeOut = CubicBezier(validX1: 0, y1: 0, x2: 0.58, y2: 1)
  /// `CAMediaTimingFunction(name: .linear)`, (0, 0, 1, 1); UIView's `.linear` (curve 3).
  public static let linear = CubicBezier(validX1: 0, y1: 0, x2: 1, y2: 1)
  /// `CAMediaTimingFunction(name: .default)`, (0.25, 0.1, 0.25, 1), the curve of implicit layer
  /// animations (the same as CSS `ease`).
  public static let coreAnimationDefault = CubicBezier(validX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// A published Bézier stand-in for the keyboard's spring, (0.380, 0.700, 0.125, 1.000), meant
  /// to run over twice the reported duration (0.5 s); off by up to about 0.077 of the travel.
  public static let keyboardStandIn = CubicBezier(validX1: 0.38, y1: 0.7, x2: 0.125, y2: 1)
  /// The Bézier `curvescope fit keyboard` finds for the keyboard's curve 7 (y1, y2 in [0, 1],
  /// duration free, rounded to four decimals): (0.2258, 0.1706, 0.1485, 0.9988) over 0.384 s,
  /// off by at most 0.0091 of the travel over the first 0.6 s (RMS 0.0056), against 0.077 for
  /// ``keyboardStandIn``.
  public static let keyboardFit = CubicBezier(validX1: 0.2258, y1: 0.1706, x2: 0.1485, y2: 0.9988)
  /// Android's IME insets curve, (0.2, 0, 0, 1), run over 285 ms when the app animates in sync
  /// with the keyboard. [AOSP `InsetsController`]
  public static let androidIME = CubicBezier(validX1: 0.2, y1: 0, x2: 0, y2: 1)
}

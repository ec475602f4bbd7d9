public import CurveScopeTiming

/// A Bézier curve published as a stand-in for the keyboard's curve 7, to compare fits with.
public struct PublishedStandIn: Hashable, Sendable {
  /// A short label.
  public var name: String
  /// The control points.
  public var curve: CubicBezier
  /// Seconds it is meant to run.
  public var duration: Double
  /// Where it comes from and how it is meant to be used.
  public var source: String

  /// Creates a stand-in.
  public init(name: String, curve: CubicBezier, duration: Double, source: String) {
    self.name = name
    self.curve = curve
    self.duration = duration
    self.source = source
  }

  /// The two stand-ins of <doc:KeyboardFacts>: (0.380, 0.700, 0.125, 1.000) over twice the reported
  /// duration (0.5 s), and (0.1, 0.76, 0.55, 0.9) over the reported 0.25 s.
  public static let keyboard: [PublishedStandIn] = [
    PublishedStandIn(
      name: "keyboard-bezier", curve: .keyboardStandIn, duration: 0.5,
      source: "(0.380, 0.700, 0.125, 1.000) over twice the reported duration"),
    PublishedStandIn(
      name: "reported-0.25s", curve: CubicBezier(validX1: 0.1, y1: 0.76, x2: 0.55, y2: 0.9),
      duration: 0.25,
      source: "(0.1, 0.76, 0.55, 0.9) over the reported 0.25 s"),
  ]

  /// The stand-in as a timing function.
  /// - Throws: ``TimingError`` for a negative or non-finite duration (never for ``keyboard``).
  public func timing() throws(TimingError) -> BezierTiming {
    try BezierTiming(curve: curve, duration: duration)
  }

  /// Its error against `target` on `grid`, measured like a fit's.
  /// - Throws: ``TimingError`` as ``timing()``.
  public func accuracy(against target: Timing, on grid: FitGrid) throws -> FitAccuracy {
    FitAccuracy.measure(try timing(), against: target, on: grid)
  }
}

/// A map from values to colours through evenly spaced colour stops (for heat maps).
public struct ColorScale: Sendable {
  /// The stops, at 0, 1/(n-1), ..., 1 of the value range; at least one.
  public var stops: [Color]

  /// Creates a scale from its stops; an empty list becomes a single black stop.
  public init(stops: [Color]) {
    self.stops = stops.isEmpty ? [.okabeItoBlack] : stops
  }

  /// The colour at `fraction` of the range (clamped to 0...1; NaN gives the first stop),
  /// interpolated linearly between neighbouring stops.
  public func color(atFraction fraction: Double) -> Color {
    guard stops.count > 1, fraction.isFinite else { return stops[0] }
    let t = min(1, max(0, fraction)) * Double(stops.count - 1)
    let index = min(stops.count - 2, Int(t.rounded(.down)))
    return stops[index].mixed(with: stops[index + 1], fraction: t - Double(index))
  }

  /// Light yellow to dark vermillion: more is worse (overlap, gap). Stays ordered by lightness,
  /// so it reads without colour vision.
  public static let badness = ColorScale(stops: [
    Color(hex: 0xFFF7E0), Color(hex: 0xF6C85F), Color.okabeItoOrange, Color.okabeItoVermillion,
    Color(hex: 0x7A2E00),
  ])

  /// White to `color` to `color` darkened: more is worse, in the colour of what is measured
  /// (the overlap's reddish purple, the gap's sky blue). Ordered by lightness, so it reads
  /// without colour vision; the first stop is a near-white tint, so a 0 cell is not blank.
  public static func sequential(to color: Color) -> ColorScale {
    ColorScale(stops: [
      color.mixed(with: .white, fraction: 0.92), color.mixed(with: .white, fraction: 0.55),
      color, color.mixed(with: .okabeItoBlack, fraction: 0.35),
      color.mixed(with: .okabeItoBlack, fraction: 0.65),
    ])
  }
}

/// What the detector keeps of a frame: its bands (a few dozen per frame), so a tracker can
/// decide edges after learning colours and the bar's height from the whole recording without
/// keeping pixels.
struct FrameObservation {
  /// The region examined.
  var region: PixelRect
  /// Pixels per point used for the thresholds.
  var scale: Double
  /// The bands, top to bottom.
  var bands: [MarginBand]
  /// How the frame's samples map to RGB (for reporting colours).
  var matrix: YCbCrMatrix
  /// Whether the frame's samples use the full range.
  var isFullRange: Bool

  /// Points to rows.
  func rows(_ points: Double) -> Double { points * scale }
}

/// The colours and height a tracker learned (or the user gave), in the frame's samples.
struct EdgeModels {
  /// The keyboard's background.
  var keyboard: ColorSample?
  /// The bar's background.
  var bar: ColorSample?
  /// The bar's height in rows: from its reference top (``BarFinder/Result/referenceTop``) when
  /// learned, from its top edge when given.
  var barHeight: Double?
  /// Whether ``barHeight`` is measured from the reference top (learned) rather than the top
  /// edge (a hint).
  var barHeightIsReference = false
}

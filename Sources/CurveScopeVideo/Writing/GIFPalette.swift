public import CurveScopeDetection

/// The colours of a GIF animation: at most 255 colours plus one index kept for "unchanged"
/// (transparent) pixels of later frames.
///
/// Figures are drawn in a few flat colours plus anti-aliased edges between them. When the
/// sample images hold at most 255 distinct colours, the palette holds them exactly. Otherwise
/// the most frequent colours (every colour covering at least 1/4000 of the pixels, up to 5/8
/// of the palette) are kept exactly, and the rest of the slots go to a weighted median cut of the
/// remaining colours (Heckbert 1982, "Color image quantization for frame buffer display"),
/// so flat areas stay exact and only edges are approximated.
public struct GIFPalette: Sendable, Equatable {
  /// The colours, at most ``maximumColors``.
  public let colors: [RGB8]
  /// Whether every colour of the samples is in the palette exactly.
  public let isExact: Bool

  /// The most colours a palette holds (256 GIF indices minus the transparent one).
  public static let maximumColors = 255

  /// Builds the palette from sample images (the first, middle and last frames of an
  /// animation are usually enough: its colours do not change).
  /// - Parameters:
  ///   - samples: the images whose colours the palette must hold.
  ///   - maximumColors: at most this many colours (2…255; default 255). Fewer colours make
  ///     smaller files (LZW finds longer repeats) at the cost of anti-aliased edges.
  public init(samples: [PixelImage], maximumColors: Int = GIFPalette.maximumColors) {
    let limit = max(2, min(Self.maximumColors, maximumColors))
    var histogram = ColorHistogram()
    for image in samples { histogram.add(image) }
    let counted = histogram.sortedByCount()
    if counted.count <= limit {
      colors = counted.map(\.color)
      isExact = true
      return
    }
    let total = counted.reduce(0) { $0 + $1.count }
    let anchors = counted.prefix(limit * 5 / 8).prefix { $0.count * 4000 >= total }
    let rest = Array(counted.dropFirst(anchors.count))
    let boxes = MedianCut.representatives(of: rest, count: limit - anchors.count)
    var seen = Set(anchors.map(\.color))
    var result = anchors.map(\.color)
    for color in boxes where seen.insert(color).inserted { result.append(color) }
    colors = result
    isExact = false
  }

  /// A palette of given colours (at most ``maximumColors``; the rest are dropped).
  public init(colors: [RGB8]) {
    var seen = Set<RGB8>()
    self.colors = Array(colors.filter { seen.insert($0).inserted }.prefix(Self.maximumColors))
    isExact = true
  }
}

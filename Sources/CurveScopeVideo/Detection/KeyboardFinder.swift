/// Finds the keyboard: the band at the bottom of the region, when it has the keyboard's colour
/// (from a model) or, without a model, holds at least two full rows of key caps.
enum KeyboardFinder {
  /// The keyboard found at the bottom of a frame.
  struct Result {
    /// Index of the topmost band of the keyboard (the bands from it down are the keyboard).
    var topBand: Int
    /// The edge.
    var edge: DetectedEdge
    /// The keyboard's background colour.
    var color: ColorSample
    /// Full rows of key caps seen.
    var keyRows: Int
  }

  /// What the bottom of a frame shows.
  enum Outcome {
    /// A keyboard, with its top edge.
    case keyboard(Result)
    /// No keyboard where one is known to look a certain way: hidden.
    case hidden(DetectedEdge)
    /// Nothing decidable (no key caps and no colour model).
    case unknown
  }

  /// Band colours closer than this (8-bit levels) are one surface.
  static let sameSurface: Float = 6
  /// A colour within this of a model matches it.
  static let matchesModel: Float = 10

  static func find(in observation: FrameObservation, model: ColorSample?) -> Outcome {
    let bands = observation.bands
    guard var topIndex = bands.indices.last else { return .unknown }
    let bottomColor = bands[topIndex].color
    // The keyboard's bands from the bottom up: one surface, split only by noise.
    while topIndex > 0, bands[topIndex - 1].agrees,
      bands[topIndex - 1].color.distance(to: bottomColor) <= sameSurface
    {
      topIndex -= 1
    }
    let fullRow = Int(observation.rows(12).rounded())
    let keyRows = bands[topIndex...].reduce(0) { count, band in
      count + band.keyCapRuns.filter { $0.count >= fullRow }.count
    }
    let regionBottom = Double(observation.region.y + observation.region.height)
    let isKeyboard: Bool
    if let model {
      isKeyboard = bottomColor.distance(to: model) <= matchesModel
    } else {
      isKeyboard = keyRows >= 2
    }
    guard isKeyboard, bands[topIndex].agrees else {
      guard let model else { return .unknown }
      let contrast = bottomColor.distance(to: model)
      return .hidden(
        DetectedEdge(
          row: regionBottom, confidence: Double(min(1, contrast / 20)) * 0.9,
          evidence: .keyboardHidden))
    }
    // The edge from the flat band above to the first flat band of the keyboard, the blends
    // between them (merged into the keyboard or not) shared out.
    var clean = topIndex
    while clean < bands.count - 1,
      bands[clean].height < 3 || bands[clean].color.distance(to: bottomColor) > 3
    {
      clean += 1
    }
    let blend = max(2, Int(observation.rows(1.5).rounded()))
    let above = BandEdge.flatBand(
      above: topIndex, in: bands, thin: 2, blend: blend, limit: 2 * blend)
    let edge =
      above < topIndex
      ? BandEdge.between(bands, upperEnd: above, lowerStart: clean) : Double(bands[topIndex].top)
    let contrast = topIndex > 0 ? bands[topIndex - 1].color.distance(to: bottomColor) : 0
    let evidence: DetectedEdge.Evidence = keyRows >= 1 ? .keyCaps : .keyboardColor
    let base = evidence == .keyCaps ? 1.0 : 0.75
    return .keyboard(
      Result(
        topBand: topIndex,
        edge: DetectedEdge(
          row: edge, confidence: base * Double(min(1, contrast / 12)), evidence: evidence),
        color: bottomColor, keyRows: keyRows))
  }
}

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
  static let matchesModel: Float = 5

  /// Looks at the bottom of a frame.
  /// - Parameters:
  ///   - model: the keyboard's colour, when known.
  ///   - barModel: the bar's colour, when known: a band closer to it than to the keyboard's is
  ///     not the keyboard.
  static func find(
    in observation: FrameObservation, model: ColorSample?, barModel: ColorSample? = nil
  ) -> Outcome {
    let bands = observation.bands
    guard var topIndex = bands.indices.last else { return .unknown }
    let bottomColor = bands[topIndex].color
    // The keyboard's bands from the bottom up: one surface, split only by noise (up to three
    // rows of thin bands of any colour between two parts of it are part of it: key-cap edges
    // and compression artefacts reach the margins of some recordings).
    while topIndex > 0 {
      var candidate = topIndex - 1
      var thinRows = 0
      while candidate > 0, bands[candidate].height <= 2,
        thinRows + bands[candidate].height <= 3
      {
        thinRows += bands[candidate].height
        candidate -= 1
      }
      guard bands[candidate].agrees,
        bands[candidate].color.distance(to: bottomColor) <= sameSurface
      else { break }
      topIndex = candidate
    }
    let fullRow = Int(observation.rows(12).rounded())
    let keyRows = bands[topIndex...].reduce(0) { count, band in
      count + band.keyCapRuns.filter { $0.count >= fullRow }.count
    }
    let regionBottom = Double(observation.region.y + observation.region.height)
    // A text field's border above the first row of key caps (or with no key caps at all): a bar
    // of the keyboard's colour, which the margins cannot tell from the keyboard.
    // (Rows within 2 pt of the top are left out: a row blended across the edge looks wide.)
    let firstKeys = bands[topIndex...].flatMap(\.keyCapRuns).map(\.lowerBound).min()
    let clearOfEdge = Double(bands[topIndex].top) + observation.rows(2)
    let fieldAbove = bands[topIndex...].contains { band in
      band.wideRows.contains { row in
        Double(row) >= clearOfEdge && firstKeys.map { row < $0 } ?? true
      }
    }
    let isKeyboard: Bool
    if let model {
      let distance = bottomColor.distance(to: model)
      isKeyboard =
        distance <= matchesModel && !fieldAbove
        && barModel.map { distance < bottomColor.distance(to: $0) } ?? true
    } else {
      isKeyboard = keyRows >= 2 && !fieldAbove
    }
    if fieldAbove, keyRows >= 1 { return .unknown }
    guard isKeyboard, bands[topIndex].agrees else {
      // Hidden only on positive evidence: the bottom is clearly another colour than the
      // keyboard's, or the bar's, or holds a text field; a blurred, ambiguous bottom is unknown.
      guard let model else { return .unknown }
      let contrast = bottomColor.distance(to: model)
      let barLike =
        barModel.map {
          bottomColor.distance(to: $0) <= matchesModel && bottomColor.distance(to: $0) < contrast
        } ?? false
      guard
        (bands[topIndex].agrees && (contrast > 2 * matchesModel || barLike))
          || (fieldAbove && keyRows == 0)
      else { return .unknown }
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

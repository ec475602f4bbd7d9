/// Finds the input bar above the keyboard (or at the bottom when the keyboard is hidden): the
/// nearest full-width band that has the bar's colour (from a model) or, without one, holds a
/// text field or buttons and is 12…150 pt tall; plain bands between it and the keyboard are a
/// gap showing the app's background.
enum BarFinder {
  /// The bar found in a frame.
  struct Result {
    /// Index of the bar's band.
    var band: Int
    /// The bar's top edge (row), including a hairline over it.
    var top: Double
    /// The bar's top as a reference for displacements and height (see
    /// ``BandEdge/reference(_:upperEnd:lowerStart:)``): off the true top by a constant.
    var referenceTop: Double
    /// The bar's lowest visible row edge.
    var visibleBottom: Double
    /// Whether the bar's band ends at the keyboard's top edge.
    var touchesKeyboard: Bool
    /// The bar's background colour.
    var color: ColorSample
    /// Contrast of the bar's bottom edge with what is below it.
    var bottomContrast: Float
    /// The keyboard's top edge, when a thin gap between bar and keyboard placed it better than
    /// the keyboard's own search (see ``ThinGap``).
    var keyboardTop: Double?
  }

  /// Searches upwards from the band above `startBand` (exclusive; `bands.count` when the
  /// keyboard is hidden) at most 250 pt.
  static func find(
    in observation: FrameObservation, keyboardTopBand: Int?, keyboardTop: Double?,
    model: ColorSample?
  ) -> Result? {
    let bands = observation.bands
    let start = (keyboardTopBand ?? bands.count) - 1
    guard start >= 0 else { return nil }
    let blend = max(2, Int(observation.rows(1).rounded()))
    let minimumStructure = max(1, Int(observation.rows(1).rounded()))
    let limit = Double(bands[start].bottom) - observation.rows(250)
    var index = start
    while index >= 0, Double(bands[index].bottom) > limit {
      let band = bands[index]
      defer { index -= 1 }
      if band.height <= blend || !band.agrees { continue }
      let structured = band.structuredRows >= minimumStructure
      let isBar: Bool
      if let model {
        isBar = band.color.distance(to: model) <= 4
      } else {
        let tall = Double(band.height) <= observation.rows(150)
        let touching = keyboardTopBand.map { index == $0 - 1 } ?? (index == bands.count - 1)
        isBar = structured && tall && (Double(band.height) >= observation.rows(12) || touching)
      }
      if isBar {
        return result(bands, index: index, keyboardTopBand: keyboardTopBand, keyboardTop: keyboardTop, observation: observation)
      }
      if structured { return nil }  // content, not a gap: the bar is not in view
    }
    return nil
  }

  private static func result(
    _ bands: [MarginBand], index: Int, keyboardTopBand: Int?, keyboardTop: Double?,
    observation: FrameObservation
  ) -> Result {
    let band = bands[index]
    // A hairline (a thin band over the bar) belongs to the bar.
    var topIndex = index
    if index >= 2 {
      let above = bands[index - 1]
      if Double(above.height) <= observation.rows(1.5) + 1, above.agrees {
        topIndex = index - 1
      }
    }
    let top = BandEdge.between(bands, upperEnd: topIndex - 1, lowerStart: topIndex)
    // The top as a reference for the bar's displacement and height: the content above to the
    // bar's body, the hairline and blends between counted in.
    let blend = max(2, Int(observation.rows(1.5).rounded()))
    let content = BandEdge.flatBand(
      above: index, in: bands, thin: 2, blend: blend,
      limit: Int(observation.rows(2).rounded()) + 2)
    let referenceTop =
      content >= 0 && content < index
      ? BandEdge.reference(bands, upperEnd: content, lowerStart: index) : top
    // The bar's own bottom edge: to the first band below it that is not a blend (a blend is a
    // row or two whose colour lies between the bar's and the next band's).
    let lower = BandEdge.flatBand(below: index, in: bands, blend: blend, limit: 2 * blend)
    var visibleBottom =
      lower < bands.count
      ? BandEdge.between(bands, upperEnd: index, lowerStart: lower) : Double(band.bottom)
    var keyboardEdge: Double?
    if let keyboardBand = keyboardTopBand, lower >= keyboardBand, content >= 0, content < index,
      let thin = ThinGap.edges(
        bands, bar: index, keyboard: lower, gap: bands[content].color.y)
    {
      visibleBottom = thin.barBottom
      keyboardEdge = thin.keyboardTop
    }
    // Ending within 1 pt (a blend or two) of the keyboard's edge is touching it.
    let reach = max(2, observation.rows(0.75))
    let keyboardRow = keyboardEdge ?? keyboardTop
    let touches =
      keyboardTopBand != nil && keyboardRow.map { $0 - visibleBottom <= reach } ?? false
    let contrast =
      lower < bands.count ? band.color.distance(to: bands[lower].color) : 20
    return Result(
      band: index, top: top, referenceTop: referenceTop,
      visibleBottom: min(visibleBottom, keyboardRow ?? visibleBottom), touchesKeyboard: touches,
      color: band.color, bottomContrast: contrast, keyboardTop: keyboardEdge)
  }
}

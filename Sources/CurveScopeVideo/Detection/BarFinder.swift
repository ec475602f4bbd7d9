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
  ///
  /// With a colour model, structured bands of another colour on the way (app content showing
  /// in a gap) are passed over; a bar found beyond them must touch the keyboard or have the
  /// bar's known height (`barHeight`, rows) within 3 pt, so a band of the bar's colour far up
  /// (a navigation bar) is not taken for it.
  static func find(
    in observation: FrameObservation, keyboardTopBand: Int?, keyboardTop: Double?,
    model: ColorSample?, barHeight: Double? = nil
  ) -> Result? {
    let bands = observation.bands
    let start = (keyboardTopBand ?? bands.count) - 1
    guard start >= 0 else { return nil }
    let blend = max(2, Int(observation.rows(1).rounded()))
    let minimumStructure = max(1, Int(observation.rows(1).rounded()))
    let limit = Double(bands[start].bottom) - observation.rows(250)
    var index = start
    var passedContent = false
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
        let found = result(
          bands, index: index, keyboardTopBand: keyboardTopBand, keyboardTop: keyboardTop,
          barHeight: barHeight, observation: observation)
        guard passedContent else { return found }
        let height = found.visibleBottom - found.referenceTop
        if found.touchesKeyboard { return found }
        if let barHeight, abs(height - barHeight) <= observation.rows(3) { return found }
        return nil
      }
      if structured {
        // Content: without a colour to look for, the bar is not in view; with one, a gap may
        // show the app's content.
        guard model != nil else { return nil }
        passedContent = true
      }
    }
    return nil
  }

  private static func result(
    _ bands: [MarginBand], index: Int, keyboardTopBand: Int?, keyboardTop: Double?,
    barHeight: Double?, observation: FrameObservation
  ) -> Result {
    // `index` is the bar's lowest band. A thin band seen in one margin only is a hairline whose
    // other end compression lost, or an artefact inside the bar: with the bar's height known,
    // the bar continues up through such bands as long as it stays within that height.
    var upper = index
    if let barHeight {
      let highest = Double(bands[index].bottom) - barHeight - observation.rows(2)
      while upper >= 2, bands[upper - 1].height <= 2,
        bands[upper - 1].isOneSided(against: bands[upper].color),
        bands[upper - 2].color.distance(to: bands[upper].color) <= 3,
        Double(bands[upper - 2].top) >= highest
      {
        upper -= 2
      }
    }
    let band = bands[index]
    // A hairline (a thin band over the bar) belongs to the bar.
    var topIndex = upper
    if upper >= 2 {
      let above = bands[upper - 1]
      if Double(above.height) <= observation.rows(1.5) + 1, above.agrees {
        topIndex = upper - 1
      }
    }
    let top = BandEdge.between(bands, upperEnd: topIndex - 1, lowerStart: topIndex)
    // The top as a reference for the bar's displacement and height: the content above to the
    // bar's body, the hairline and blends between counted in.
    let blend = max(2, Int(observation.rows(1.5).rounded()))
    let content = BandEdge.flatBand(
      above: upper, in: bands, thin: 2, blend: blend,
      limit: Int(observation.rows(2).rounded()) + 2)
    let referenceTop =
      content >= 0 && content < upper
      ? BandEdge.reference(bands, upperEnd: content, lowerStart: upper) : top
    // The bar's own bottom edge: to the first band below it that is not a blend (a blend is a
    // row or two whose colour lies between the bar's and the next band's).
    let lower = BandEdge.flatBand(below: index, in: bands, blend: blend, limit: 2 * blend)
    var visibleBottom =
      lower < bands.count
      ? BandEdge.between(bands, upperEnd: index, lowerStart: lower) : Double(band.bottom)
    var keyboardEdge: Double?
    if let keyboardBand = keyboardTopBand, lower >= keyboardBand, content >= 0, content < upper,
      let thin = ThinGap.edges(
        bands, bar: index, keyboard: lower, gap: bands[content].color.y)
    {
      visibleBottom = thin.barBottom
      keyboardEdge = thin.keyboardTop
    }
    // Ending within 1 pt (a blend or two) of the keyboard's edge is touching it.
    let reach = max(2, observation.rows(0.75))
    let keyboardRow = keyboardEdge ?? keyboardTop
    // (Not when a band other than a blend lies between them: a gap of a row or two.)
    let touches =
      keyboardTopBand.map { lower >= $0 } ?? false
      && keyboardRow.map { $0 - visibleBottom <= reach } ?? false
    // Resting on the keyboard, the bar's bottom is the keyboard's edge (the sharper of the two).
    if touches, let keyboardRow { visibleBottom = keyboardRow }
    let contrast =
      lower < bands.count ? band.color.distance(to: bands[lower].color) : 20
    return Result(
      band: index, top: top, referenceTop: referenceTop,
      visibleBottom: min(visibleBottom, keyboardRow ?? visibleBottom), touchesKeyboard: touches,
      color: band.color, bottomContrast: contrast, keyboardTop: keyboardEdge)
  }
}

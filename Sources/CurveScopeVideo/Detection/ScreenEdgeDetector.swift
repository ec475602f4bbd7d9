/// Finds, in an upright frame of a screen recording, the keyboard's top edge and the input
/// bar's bottom edge, as pixel rows with a confidence each, `nil` when not found.
///
/// The frame is read once, row by row (an internal row profile): each row's margin colour (the outer
/// 2 pt at both sides, where full-width surfaces show) and what lies along it. Rows of one
/// margin colour form bands. The keyboard is the band at the bottom when it holds two or more
/// full rows of key caps (several narrow shapes across a row, on the band's colour), or has
/// the keyboard's known colour; its top edge is the band's top, refined to a fraction of a row
/// from the blend row an edge leaves. The bar is the nearest full-width band above it (or at the
/// bottom when the keyboard is hidden) that holds a text field or buttons, or has the bar's
/// known colour; plain bands between are a gap. Where the keyboard covers the bar's lower
/// edge, the bar's bottom is its top plus its height, when the height is known.
///
/// One frame alone can miss what a recording shows elsewhere (a keyboard just starting to rise
/// shows no key caps; a covered bar hides its height): ``ScreenEdgeTracker`` learns the
/// colours and the bar's height from every frame first.
public struct ScreenEdgeDetector: Sendable {
  /// What the user said about the recording.
  public var hints: ScreenEdgeHints

  /// Creates a detector.
  public init(hints: ScreenEdgeHints = .none) {
    self.hints = hints
  }

  /// The edges in one frame, using only the hints.
  public func detect(_ image: YCbCrImage) -> ScreenEdges {
    guard let observation = observe(image) else { return ScreenEdges() }
    return resolve(
      observation, models: hintModels(matrix: image.matrix, fullRange: image.isFullRange))
  }

  /// Profiles a frame into bands (`nil` when the region of interest misses the frame).
  func observe(_ image: YCbCrImage) -> FrameObservation? {
    let full = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
    guard
      let region = (hints.regionOfInterest ?? full).clipped(
        toWidth: image.width, height: image.height), region.width >= 16, region.height >= 16
    else { return nil }
    let scale =
      ScreenScale.infer(width: region.width, height: region.height, given: hints.scale)?
      .pixelsPerPoint ?? Double(region.width) / 390
    let profile = RowProfile(image: image, region: region, scale: scale)
    return FrameObservation(
      region: region, scale: scale, bands: MarginBand.bands(of: profile), matrix: image.matrix,
      isFullRange: image.isFullRange)
  }

  /// The models the hints give.
  func hintModels(matrix: YCbCrMatrix, fullRange: Bool) -> EdgeModels {
    EdgeModels(
      keyboard: hints.keyboardColor.map { ColorSample($0, matrix: matrix, fullRange: fullRange) },
      bar: hints.barColor.map { ColorSample($0, matrix: matrix, fullRange: fullRange) },
      barHeight: hints.barHeightPixels.flatMap { $0.isFinite && $0 > 0 ? $0 : nil })
  }

  /// Decides the edges of an observed frame with colour and height models.
  func resolve(_ observation: FrameObservation, models: EdgeModels) -> ScreenEdges {
    var edges = ScreenEdges()
    let keyboardBand: Int?
    switch KeyboardFinder.find(in: observation, model: models.keyboard, barModel: models.bar) {
    case .keyboard(let found):
      edges.keyboardTop = found.edge
      edges.keyboardColor = found.color.rgb(
        matrix: observation.matrix, fullRange: observation.isFullRange)
      keyboardBand = found.topBand
    case .hidden(let edge):
      edges.keyboardTop = edge
      keyboardBand = nil
    case .unknown:
      return edges
    }
    guard
      let keyboardTop = edges.keyboardTop,
      let bar = BarFinder.find(
        in: observation, keyboardTopBand: keyboardBand, keyboardTop: keyboardTop.row,
        model: models.bar, barHeight: models.barHeight)
    else { return edges }
    edges.barColor = bar.color.rgb(matrix: observation.matrix, fullRange: observation.isFullRange)
    if let refined = bar.keyboardTop { edges.keyboardTop?.row = refined }
    edges.barTop = DetectedEdge(row: bar.top, confidence: 0.9, evidence: .visibleEdge)
    edges.barVisibleBottom = bar.visibleBottom
    // Heights learned from the recording are measured from the reference top; a given height
    // from the top edge.
    let height = models.barHeight.map {
      models.barHeightIsReference ? $0 : $0 + bar.top - bar.referenceTop
    }
    let visible = bar.visibleBottom - bar.referenceTop
    let tolerance = max(1.5, observation.rows(0.75))
    if let height, visible > 3 * height, visible > height + observation.rows(150) {
      // Far taller than the bar: its top edge was not seen (a hairline lost to compression
      // merged bar and content), so no bottom can be placed from it.
      edges.barTop = nil
      edges.barVisibleBottom = nil
      return edges
    }
    guard keyboardBand != nil, bar.touchesKeyboard else {
      // Above a gap, or at the bottom with the keyboard hidden: the bottom edge is in view.
      edges.barBottom = DetectedEdge(
        row: bar.visibleBottom, confidence: 0.95 * Double(min(1, bar.bottomContrast / 10)),
        evidence: .visibleEdge)
      return edges
    }
    // Touching the keyboard: in sync, or covered. Only the bar's height tells which.
    guard let height else { return edges }
    if visible < height - tolerance || visible > height + observation.rows(2) {
      // Covered by the keyboard (shorter than the bar), or run into a gap of the bar's own
      // colour (taller): the rigid bar ends at its top plus its height.
      edges.barIsCovered = visible < height
      edges.barBottom = DetectedEdge(
        row: bar.referenceTop + height, confidence: 0.6, evidence: .barTopPlusHeight)
    } else {
      edges.barBottom = DetectedEdge(
        row: bar.visibleBottom, confidence: keyboardTop.confidence, evidence: .visibleEdge)
    }
    return edges
  }
}

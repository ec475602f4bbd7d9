/// Finds the keyboard's top edge and the input bar's lowest edge in every frame of a screen
/// recording by following what moves, not what it looks like.
///
/// Frames are profiled as they are decoded (each row's mean luma in 16 strips: an image on a
/// worker thread, one frame in flight; a decoder's lent plane on the caller's thread, not
/// copied); ``finish()`` then reads the whole recording's profiles:
/// 1. The bottom band's motion from frame to frame gives the runs where something rises from or
///    falls to the screen's bottom, and the still frames at their ends.
/// 2. The upper ends' most common look is the keyboard at rest (the reference); lower ends where
///    that look shows nowhere are the keyboard hidden.
/// 3. The keyboard's top edge at rest is the top of what hidden frames never show (or, when the
///    keyboard is never hidden, of the moving region of its panel's colour).
/// 4. The keyboard's rows at rest are registered against every frame (the placement with the
///    most evidence, to a fraction of a row): glass, blur or a dimmed screen change its look,
///    not its rows' positions. Confidence is 1 − e^(−evidence/10); an edge under
///    ``keyboardThreshold`` is `nil`.
/// 5. The bar is what above the keyboard moves down with it when it hides; its rows are
///    registered in every frame above the keyboard's edge there. Confidence is 1 − ratio/0.5
///    (the best match's difference over the median of all shifts): a bar seen needs
///    ``barThreshold``, a covered bar's inferred edge ``coveredThreshold``.
/// 6. Where an edge was not found next to a frame where it was, that frame's own rows next to
///    the edge are registered against it (a glass keyboard whose look changed as it moved, a bar
///    that grew): the edge is kept when the step is clear and distinctive (not a plain stretch
///    that matches a point away as well) and, for the keyboard, its rows differ from the screen
///    with the keyboard hidden; confidence 1 − ratio/0.5.
///
/// An edge not found is `nil`, never guessed.
public final class MotionEdgeTracker {
  /// The least confidence of a keyboard edge reported (about 2.5 nats of evidence).
  public static let keyboardThreshold = 0.22
  /// The least confidence of a bar edge reported as seen (a match under 0.35 of the median).
  public static let barThreshold = 0.3
  /// The least confidence of a covered bar's inferred edge (a match under 0.2 of the median).
  public static let coveredThreshold = 0.6

  /// How far a row's strips may move from their first frame's levels and the row still count
  /// as never changing (a codec's noise on a plain fill).
  public static let stillTolerance = 8

  /// The fewest still rows at the region's bottom taken for the screen's end: 2 points (a
  /// codec's row or two of unchanged edge is not a margin).
  public static func stillRowsNeeded(pixelsPerPoint: Double) -> Double {
    max(4, 2 * pixelsPerPoint)
  }

  /// The hints.
  public let hints: ScreenEdgeHints
  /// Rounded corners a frame drew over the examined region's bottom, when the caller found them
  /// (``RoundedCorners/insets(in:screen:)``): the strips they touch are not compared in their
  /// rows. Set before ``finish()``.
  public var bottomCorners: RoundedCorners.Insets?
  private let maximumProfileBytes: Int
  private var pipeline: ProfilePipeline?
  private var region: PixelRect?
  private var frameCount = 0

  /// Creates a tracker; profiles take at most `maximumProfileBytes` (strips are merged beyond).
  public init(hints: ScreenEdgeHints = .none, maximumProfileBytes: Int = 256 << 20) {
    self.hints = hints
    self.maximumProfileBytes = maximumProfileBytes
  }

  /// The region examined (known from the first frame).
  public var examinedRegion: PixelRect? { region }

  /// Profiles the next frame.
  public func add(_ image: YCbCrImage) {
    prepare(width: image.width, height: image.height).submit(image)
  }

  /// Profiles the next frame from a lent luma plane (read during the call, not kept): a
  /// decoder's own frame, with no copy. Frames may come either way, in order.
  public func add(luma plane: LumaPlane) {
    prepare(width: plane.width, height: plane.height).profileNow(plane)
  }

  /// The pipeline, made for the first frame's size.
  private func prepare(width: Int, height: Int) -> ProfilePipeline {
    frameCount += 1
    if let pipeline { return pipeline }
    let full = PixelRect(x: 0, y: 0, width: width, height: height)
    let chosen =
      (hints.regionOfInterest ?? full).clipped(toWidth: width, height: height) ?? full
    region = chosen
    let made = ProfilePipeline(
      profiler: StripProfiler(region: chosen), maximumBytes: maximumProfileBytes)
    pipeline = made
    return made
  }

  /// Every frame's edges (rows of the upright frame), what was learned, or why nothing was.
  public func finish() -> MotionDetection {
    guard let pipeline, let region else {
      return MotionDetection(frames: [], model: nil, failure: .noKeyboardMotion)
    }
    let store = pipeline.drain()
    let scale = hints.pixelsPerPoint ?? Double(region.width) / 390
    // Rows at the bottom that no frame changes are below the screen (a plain margin or frame
    // the screen was not told from): the keyboard hides to above them. They stay in the
    // analysis (left out, one copy's keyboard was placed wrongly near the bottom).
    let stillRowsAtEnds = (
      top: store.stillRowsAtTop(tolerance: Self.stillTolerance),
      bottom: store.stillRowsAtBottom(tolerance: Self.stillTolerance)
    )
    var stillBottomRows = stillRowsAtEnds.bottom
    if Double(stillBottomRows) < Self.stillRowsNeeded(pixelsPerPoint: scale)
      || stillBottomRows >= store.rows / 2
    {
      stillBottomRows = 0
    }
    var result = MotionAnalysis.run(
      store: store, width: region.width, pixelsPerPoint: scale, corners: bottomCorners)
    let offset = Double(region.y)
    func shifted(_ edge: DetectedEdge?) -> DetectedEdge? {
      edge.map {
        DetectedEdge(row: $0.row + offset, confidence: $0.confidence, evidence: $0.evidence)
      }
    }
    result.frames = result.frames.map {
      FrameEdges(
        keyboardTop: shifted($0.keyboardTop), keyboardCandidate: shifted($0.keyboardCandidate),
        barBottom: shifted($0.barBottom), barCoveredBottom: shifted($0.barCoveredBottom),
        keyboardAbsent: $0.keyboardAbsent, barUnderKeyboard: $0.barUnderKeyboard)
    }
    if var model = result.model {
      model.restingKeyboardTop += offset
      model.bar?.restingBottom += offset
      result.model = model
    }
    var detection = MotionDetection(
      frames: result.frames, model: result.model, failure: result.failure)
    detection.stillBottomRows = stillBottomRows
    detection.stillRowsAtEnds = stillRowsAtEnds
    return detection
  }
}

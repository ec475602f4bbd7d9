/// Detects the keyboard's and the bar's edges through a whole recording: frames are observed
/// one by one (a few dozen bands each are kept, never pixels), then ``finish()`` learns what
/// one frame cannot show — the keyboard's colour from the frames with key caps, the bar's
/// colour and height from the frames where it is seen whole — and decides every frame with
/// them.
///
/// The bar's height is, in order: the most common height of frames with a gap between bar and
/// keyboard (the bar's own bottom edge in view); else the height a bar touching the keyboard
/// keeps over many frames when it is also the tallest seen (a bar in sync, or at rest: a covered
/// bar's visible height changes every frame); else the most common height with the keyboard
/// hidden (on real screens that includes the safe area under a bar, so pass the height as a
/// hint when a bar is never seen whole above the keyboard).
///
/// Frames are profiled on a worker thread while the caller decodes the next one (one frame in
/// flight).
public final class ScreenEdgeTracker {
  /// The hints (colours and height given here win over learned ones).
  public let hints: ScreenEdgeHints
  private let detector: ScreenEdgeDetector
  private let pipeline: ObservationPipeline
  private var observations: [FrameObservation?] = []
  /// What ``finish()`` learned (`nil` members where nothing could be).
  public private(set) var learned = ScreenEdgeModels()

  /// Creates a tracker.
  public init(hints: ScreenEdgeHints = .none) {
    self.hints = hints
    detector = ScreenEdgeDetector(hints: hints)
    pipeline = ObservationPipeline(detector: detector)
  }

  /// Observes the next frame.
  public func add(_ image: YCbCrImage) {
    pipeline.submit(image)
  }

  /// The edges of every frame observed, in order.
  public func finish() -> [ScreenEdges] {
    observations = pipeline.drain()
    guard let sample = observations.lazy.compactMap({ $0 }).first else {
      return observations.map { _ in ScreenEdges() }
    }
    var models = detector.hintModels(matrix: sample.matrix, fullRange: sample.isFullRange)
    if models.keyboard == nil { models.keyboard = learnKeyboard() }
    if models.bar == nil { models.bar = learnBar(models) }
    if models.barHeight == nil {
      models.barHeight = learnBarHeight(models)
      models.barHeightIsReference = true
    }
    learned = ScreenEdgeModels(
      keyboardColor: models.keyboard?.rgb(matrix: sample.matrix, fullRange: sample.isFullRange),
      barColor: models.bar?.rgb(matrix: sample.matrix, fullRange: sample.isFullRange),
      barHeightPixels: models.barHeight)
    return observations.map { observation in
      observation.map { detector.resolve($0, models: models) } ?? ScreenEdges()
    }
  }

  /// The median keyboard colour of the frames with key caps.
  private func learnKeyboard() -> ColorSample? {
    let colors: [ColorSample] = observations.compactMap { observation in
      guard let observation,
        case .keyboard(let found) = KeyboardFinder.find(in: observation, model: nil)
      else { return nil }
      return found.color
    }
    return Self.median(colors)
  }

  /// The median colour of the bars found without a bar model.
  private func learnBar(_ models: EdgeModels) -> ColorSample? {
    var partial = models
    partial.bar = nil
    partial.barHeight = nil
    let colors: [ColorSample] = observations.compactMap { observation in
      guard let observation else { return nil }
      return keyboardAndBar(observation, partial)?.bar.color
    }
    return Self.median(colors)
  }

  /// The bar's height in rows (see the type's documentation for the order of sources).
  private func learnBarHeight(_ models: EdgeModels) -> Double? {
    var gaps: [Double] = []
    var touching: [Double] = []
    var hidden: [Double] = []
    for observation in observations {
      guard let observation, let found = keyboardAndBar(observation, models) else { continue }
      let height = found.bar.visibleBottom - found.bar.referenceTop
      if !found.keyboardShown {
        hidden.append(height)
      } else if found.bar.touchesKeyboard {
        touching.append(height)
      } else if let keyboard = found.keyboardTop,
        keyboard - found.bar.visibleBottom >= observation.rows(2)
      {
        // A gap of 2 pt or more: the bar's own bottom edge is in view.
        gaps.append(height)
      }
    }
    if gaps.count >= 2, let fromGaps = Self.mode(gaps) { return fromGaps }
    // Touching the keyboard, a bar in sync (or at rest) keeps one height over many frames, the
    // tallest seen; a covered bar's visible height changes every frame.
    if let plateau = Self.plateau(touching) { return plateau }
    return Self.mode(hidden) ?? touching.max()
  }

  private func keyboardAndBar(_ observation: FrameObservation, _ models: EdgeModels) -> (
    bar: BarFinder.Result, keyboardShown: Bool, keyboardTop: Double?
  )? {
    switch KeyboardFinder.find(in: observation, model: models.keyboard, barModel: models.bar) {
    case .keyboard(let keyboard):
      return BarFinder.find(
        in: observation, keyboardTopBand: keyboard.topBand, keyboardTop: keyboard.edge.row,
        model: models.bar
      ).map { ($0, true, keyboard.edge.row) }
    case .hidden(let edge):
      return BarFinder.find(
        in: observation, keyboardTopBand: nil, keyboardTop: edge.row, model: models.bar
      ).map { ($0, false, nil) }
    case .unknown:
      return nil
    }
  }

  /// The most common value (the taller on a tie), averaged with the values within a row of it:
  /// heights seen whole agree; covered or blurred ones scatter.
  private static func mode(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    var best: (count: Int, value: Double) = (0, 0)
    for value in values {
      let count = values.filter { abs($0 - value) <= 1 }.count
      if count > best.count || (count == best.count && value > best.value) {
        best = (count, value)
      }
    }
    let near = values.filter { abs($0 - best.value) <= 1 }
    return near.reduce(0, +) / Double(near.count)
  }

  /// The tallest height that at least max(3, n/5) of `values` share (within 0.75 row), the
  /// mean of those; `nil` when no height recurs that often.
  private static func plateau(_ values: [Double]) -> Double? {
    let needed = max(3, values.count / 5)
    for candidate in values.sorted(by: >) {
      let near = values.filter { abs($0 - candidate) <= 0.75 }
      if near.count >= needed { return near.reduce(0, +) / Double(near.count) }
    }
    return nil
  }

  private static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    return values.sorted()[values.count / 2]
  }

  private static func median(_ colors: [ColorSample]) -> ColorSample? {
    guard !colors.isEmpty else { return nil }
    let middle = colors.count / 2
    return ColorSample(
      y: colors.map(\.y).sorted()[middle], cb: colors.map(\.cb).sorted()[middle],
      cr: colors.map(\.cr).sorted()[middle])
  }
}

/// Detects the keyboard's and the bar's edges through a whole recording: frames are observed
/// one by one (a few dozen bands each are kept, never pixels), then ``finish()`` learns what
/// one frame cannot show — the keyboard's colour from the frames with key caps, the bar's
/// colour and height from the frames where it is seen whole — and decides every frame with
/// them.
///
/// The bar's height comes from, in order: frames with a gap between bar and keyboard (the
/// bar's own bottom edge in view); else the tallest bar seen touching the keyboard in two or
/// more frames (a bar in sync at rest); else the bar at the bottom while the keyboard is hidden.
public final class ScreenEdgeTracker {
  /// The hints (colours and height given here win over learned ones).
  public let hints: ScreenEdgeHints
  private let detector: ScreenEdgeDetector
  private var observations: [FrameObservation?] = []
  /// What ``finish()`` learned: keyboard colour, bar colour, bar height in pixel rows.
  public private(set) var learned: (keyboardColor: RGB8?, barColor: RGB8?, barHeightPixels: Double?) =
    (nil, nil, nil)

  /// Creates a tracker.
  public init(hints: ScreenEdgeHints = .none) {
    self.hints = hints
    detector = ScreenEdgeDetector(hints: hints)
  }

  /// Observes the next frame.
  public func add(_ image: YCbCrImage) {
    observations.append(detector.observe(image))
  }

  /// Frames observed so far.
  public var frameCount: Int { observations.count }

  /// The edges of every frame observed, in order.
  public func finish() -> [ScreenEdges] {
    guard let sample = observations.lazy.compactMap({ $0 }).first else {
      return observations.map { _ in ScreenEdges() }
    }
    var models = detector.hintModels(matrix: sample.matrix, fullRange: sample.isFullRange)
    if models.keyboard == nil { models.keyboard = learnKeyboard() }
    if models.bar == nil { models.bar = learnBar(models) }
    if models.barHeight == nil { models.barHeight = learnBarHeight(models) }
    learned = (
      models.keyboard?.rgb(matrix: sample.matrix, fullRange: sample.isFullRange),
      models.bar?.rgb(matrix: sample.matrix, fullRange: sample.isFullRange), models.barHeight
    )
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
      let height = found.bar.visibleBottom - found.bar.top
      if !found.keyboardShown {
        hidden.append(height)
      } else if found.bar.touchesKeyboard {
        touching.append(height)
      } else {
        gaps.append(height)
      }
    }
    if let median = Self.median(gaps) { return median }
    // The tallest height seen at least twice (±1 row): a bar at rest on the keyboard.
    let sorted = touching.sorted(by: >)
    for (index, height) in sorted.enumerated()
    where index + 1 < sorted.count && height - sorted[index + 1] <= 1 {
      return height
    }
    return Self.median(hidden)
  }

  private func keyboardAndBar(_ observation: FrameObservation, _ models: EdgeModels) -> (
    bar: BarFinder.Result, keyboardShown: Bool
  )? {
    switch KeyboardFinder.find(in: observation, model: models.keyboard) {
    case .keyboard(let keyboard):
      return BarFinder.find(
        in: observation, keyboardTopBand: keyboard.topBand, keyboardTop: keyboard.edge.row,
        model: models.bar
      ).map { ($0, true) }
    case .hidden(let edge):
      return BarFinder.find(
        in: observation, keyboardTopBand: nil, keyboardTop: edge.row, model: models.bar
      ).map { ($0, false) }
    case .unknown:
      return nil
    }
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

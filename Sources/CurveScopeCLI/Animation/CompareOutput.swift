import CurveScopeMeasure
import CurveScopeOutput
import CurveScopeSupport

#if Figures
  import CurveScopePlot
#endif
#if Video
  import CurveScopeAnimation
#endif

/// What `compare -o FILE` writes, decided from the options before any analysis: a still figure
/// (``CompareFigureKind``), a plain screen as a still or a recording (`--figure screen`), or the
/// annotated slow-motion animation (`.gif`, `.mp4`).
enum CompareOutput {
  /// A still figure of a kind other than the screen.
  case figure(path: String, format: OutputFormat, kind: CompareFigureKind, options: RenderOptions)
  #if Video
    /// One display frame of the plain screen: `at` ms, or the worst desync.
    case screenStill(
      path: String, format: OutputFormat, at: Double?, scale: Double?,
      appearance: ScreenAppearance)
    /// The annotated animation.
    case animation(path: String, format: AnimationFormat, settings: AnimationSettings)
    /// The plain screen as a recording.
    case screenRecording(
      path: String, format: AnimationFormat, slowMotion: Double, framesPerSecond: Double?,
      scale: Double?, appearance: ScreenAppearance)
  #endif

  /// The output named by `-o` and the options that shape it; `nil` without `-o`.
  /// - Throws: ``UsageError`` for an option without `-o` or one that does not apply to the
  ///   output's format or figure, ``OutputFormatError`` for an unknown extension,
  ///   ``RenderOptionsError`` for a bad `--size` or `--scale`.
  static func resolve(_ arguments: ParsedArguments) throws -> CompareOutput? {
    let shaping = MotionOutputOptions.declared.filter { $0.primaryName != "--output" }
    guard let path = arguments.text(FigureOptions.output) else {
      if let given = shaping.first(where: { arguments.isGiven($0) }) {
        throw UsageError(.option(given.primaryName), .needs("-o FILE to draw a figure"))
      }
      return nil
    }
    try FigureOptions.requireFigures(path)
    let format =
      try arguments.choice(MotionOutputOptions.format, as: FigureFileFormat.self)
      ?? FigureFileFormat(path: path)
    let kind = try CompareFigureKind(arguments)
    #if Video
      return try resolve(path: path, format: format, kind: kind, arguments)
    #else
      guard let still = format.still, kind != .screen else {
        throw UsageError(
          .optionValue(FigureOptions.output.primaryName, path),
          .notInThisBuild(
            feature: "an animation or a screen (-o FILE.gif|.mp4, --figure screen)",
            trait: BuildTraits.Trait.video.rawValue))
      }
      return .figure(
        path: path, format: still, kind: kind, options: try FigureOptions.renderOptions(arguments))
    #endif
  }

  #if Video
    /// The output of `-o path` in `format` for `kind`, with the animations' and screens' options.
    private static func resolve(
      path: String, format: FigureFileFormat, kind: CompareFigureKind,
      _ arguments: ParsedArguments
    ) throws -> CompareOutput? {
      let appearance =
        try arguments.choice(MotionOutputOptions.appearance, as: ScreenAppearance.self) ?? .light
      if let still = format.still {
        try refuse(
          [MotionOutputOptions.slowMotion, MotionOutputOptions.outputFPS], arguments,
          .needs("-o FILE.gif or FILE.mp4"))
        guard kind == .screen else {
          try refuse(
            [MotionOutputOptions.at, MotionOutputOptions.appearance], arguments,
            .needs("--figure screen, or -o FILE.gif or FILE.mp4"))
          return .figure(
            path: path, format: still, kind: kind,
            options: try FigureOptions.renderOptions(arguments))
        }
        try refuse([FigureOptions.size], arguments, .conflicts(with: "--figure screen"))
        return .screenStill(
          path: path, format: still, at: try arguments.number(MotionOutputOptions.at),
          scale: try scale(arguments, range: ScreenRecording.scaleRange), appearance: appearance)
      }
      guard let animation = format.animation else { return nil }
      try refuse([FigureOptions.size], arguments, .conflicts(with: "an animation (.gif or .mp4)"))
      try refuse([MotionOutputOptions.at], arguments, .needs("--figure screen and a still format"))
      switch kind {
      case .screen:
        return .screenRecording(
          path: path, format: animation,
          slowMotion: try arguments.number(MotionOutputOptions.slowMotion) ?? 1,
          framesPerSecond: try arguments.number(MotionOutputOptions.outputFPS),
          scale: try scale(arguments, range: ScreenRecording.scaleRange), appearance: appearance)
      case .comparison:
        let settings = try AnimationSettings(
          slowMotion: try arguments.number(MotionOutputOptions.slowMotion)
            ?? AnimationSettings.standard.slowMotion,
          framesPerSecond: try arguments.number(MotionOutputOptions.outputFPS)
            ?? AnimationSettings.standard.framesPerSecond,
          scale: try scale(arguments, range: AnimationSettings.scaleRange)
            ?? AnimationSettings.standard.scale,
          appearance: appearance)
        return .animation(path: path, format: animation, settings: settings)
      case .filmstrip, .overview:
        throw UsageError(
          .optionValue(CompareFigureKind.option.primaryName, kind.rawValue),
          .conflicts(with: "an animation (.gif or .mp4); it is a still figure (.png, .svg, .pdf)"))
      }
    }
  #endif

  /// Whether, with no strategy named, this output shows the instructive pair rather than every
  /// preset: a comparison or a filmstrip, still or animated (the overview and the plain screen
  /// do not).
  var drawsPair: Bool {
    switch self {
    case .figure(_, _, let kind, _): return kind == .comparison || kind == .filmstrip
    #if Video
      case .animation: return true
      case .screenStill, .screenRecording: return false
    #endif
    }
  }

  /// The drawing columns a still figure's series are reduced to: eight per pixel of its width,
  /// as the layout's own reduction draws them.
  var drawingColumns: Int {
    if case .figure(_, _, _, let options) = self { return 8 * options.pixelWidth }
    return 8 * RenderOptions.standard.pixelWidth
  }

  /// The output path.
  var path: String {
    switch self {
    case .figure(let path, _, _, _): return path
    #if Video
      case .screenStill(let path, _, _, _, _), .animation(let path, _, _),
        .screenRecording(let path, _, _, _, _, _):
        return path
    #endif
    }
  }

  #if Figures
    /// Writes the output for the measurements of one scenario (or a recording and its model).
    /// - Parameters:
    ///   - screen: what a screen shows, when not `measurements` (a recording without its model).
    ///   - figure: builds the still figure of a kind.
    /// - Throws: ``UsageError`` when a screen is asked for several strategies; what the figure,
    ///   the animation or the writer throws.
    func write(
      _ measurements: [SyncMeasurement], screen: [SyncMeasurement]? = nil,
      progress: ProgressLine? = nil, figure: (CompareFigureKind) throws -> Figure
    ) throws {
      defer { progress?.finish() }
      switch self {
      case .figure(let path, let format, let kind, let options):
        try figure(kind).write(to: path, format: format, options: options)
      #if Video
        case .animation(let path, let format, let settings):
          try SyncAnimation(measurements, settings: settings).write(
            to: path, format: format, progress: progress?.reporter)
        case .screenStill(let path, let format, let at, let scale, let appearance):
          let measurement = try Self.one(screen ?? measurements)
          let recording = try ScreenRecording(
            still: measurement, scale: scale, appearance: appearance)
          let frame =
            at.map(recording.frame(atMilliseconds:)) ?? ScreenRecording.worstFrame(measurement)
          try recording.writeStill(frame: frame, to: path, format: format)
        case .screenRecording(
          let path, let format, let slowMotion, let framesPerSecond, let scale, let appearance):
          try ScreenRecording(
            try Self.one(screen ?? measurements), slowMotion: slowMotion,
            framesPerSecond: framesPerSecond,
            scale: scale, appearance: appearance
          ).write(to: path, format: format, progress: progress?.reporter)
      #endif
      }
    }

  #endif

  #if Video
    /// The one measurement a screen shows.
    private static func one(_ measurements: [SyncMeasurement]) throws -> SyncMeasurement {
      guard measurements.count == 1, let only = measurements.first else {
        throw UsageError(
          .optionValue(CompareFigureKind.option.primaryName, CompareFigureKind.screen.rawValue),
          .needs("one strategy (--strategy NAME); \(measurements.count) were compared"))
      }
      return only
    }
  #endif

  #if Video
    /// `--scale` checked against the range of the output, `nil` when not given.
    private static func scale(_ arguments: ParsedArguments, range: NumberRange) throws(UsageError)
      -> Double?
    {
      guard let scale = try arguments.number(FigureOptions.scale) else { return nil }
      guard range.contains(scale) else {
        throw UsageError(
          .optionValue(FigureOptions.scale.primaryName, arguments.text(FigureOptions.scale) ?? ""),
          .outOfRange(range, unit: "pixels per point"))
      }
      return scale
    }

    /// Refuses any of `options` given, with `cause`.
    private static func refuse(
      _ options: [OptionSpec], _ arguments: ParsedArguments, _ cause: UsageError.Cause
    ) throws(UsageError) {
      if let given = options.first(where: { arguments.isGiven($0) }) {
        throw UsageError(.option(given.primaryName), cause)
      }
    }
  #endif
}

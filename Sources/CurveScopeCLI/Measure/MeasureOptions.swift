#if Video
  import CurveScopeOutput
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  /// The options of `curvescope measure`, each declared once, and how they become a
  /// ``RecordingMeasurer`` and output paths.
  enum MeasureOptions {
    /// `--scale`: pixels per point of the recording.
    static let scale = OptionSpec.option(
      "--scale", value: "px",
      help: "Pixels per point of the recording (2 or 3 for a whole-screen iPhone recording)",
      domain: .number(RecordingMeasurer.scaleRange, unit: "pixels per point"),
      default: "inferred when the frame is a known iPhone screen at 2× or 3×")
    /// `--roi`: the region showing the screen.
    static let roi = OptionSpec.option(
      "--roi", value: "x,y,w,h",
      help: "Only this region of the upright frame, in pixels, shows the phone's screen (a device "
        + "frame, a split view); edges are measured from its top",
      default: "the whole frame")
    /// `--keyboard-color`.
    static let keyboardColor = OptionSpec.option(
      "--keyboard-color", value: "#rrggbb",
      help: "The keyboard's background colour, for a keyboard without rows of letter keys (a "
        + "number pad) or one never shown whole",
      default: "learned from the frames with key caps")
    /// `--bar-color`.
    static let barColor = OptionSpec.option(
      "--bar-color", value: "#rrggbb", help: "The input bar's background colour at its ends",
      default: "learned from the recording")
    /// `--bar-height`.
    static let barHeight = OptionSpec.option(
      "--bar-height", value: "pt",
      help: "The input bar's height, for a bar the keyboard covers before it is ever seen whole",
      domain: .number(RecordingMeasurer.barHeightRange, unit: "points"),
      default: "learned from the recording")
    /// `--trace-out`.
    static let traceOut = OptionSpec.option(
      "--trace-out", value: "file",
      help: "Write the measured trace (README \"Trace files\") to this .json or .csv file, "
        + "atomically", role: .output
    ).writingFile()
    /// `--debug-frames`.
    static let debugFrames = OptionSpec.option(
      "--debug-frames", value: "folder",
      help: "Write a few frames as PNG with the detected edges drawn over them into this folder "
        + "(created when missing)", role: .outputFolder
    ).writingFile()
    /// `--debug-frame-count`.
    static let debugFrameCount = OptionSpec.option(
      "--debug-frame-count", value: "n", help: "How many frames --debug-frames writes",
      domain: .integer(1...MeasuredRecording.maximumNotableFrames), default: "6")
    /// `--json`.
    static let json = OptionSpec.flag(
      "--json",
      help: "Print a JSON array with one object: the measures as compare --trace --json prints "
        + "them, and recording (the video, the scale, what was learned, every frame's edges with "
        + "its confidence).")
    /// `--frames`.
    static let frames = OptionSpec.flag(
      "--frames",
      help: "Print every frame's edges, evidence and confidence (with --json: add the trace's "
        + "per-frame series too).")
    /// `--figure` for `measure` (the kinds `compare --trace` draws).
    static let figureKind = CompareFigureKind.option

    /// The options that describe the recording to the detector.
    static let detection = [scale, roi, keyboardColor, barColor, barHeight]
    /// The figure options (the figure's own scale is the default: `--scale` is the recording's).
    static let figure = [
      FigureOptions.output, figureKind, FigureOptions.size, FigureOptions.format,
    ]

    /// The measurer the options describe.
    /// - Throws: ``UsageError`` for a value that does not read or is out of bounds.
    static func measurer(_ arguments: ParsedArguments) throws(UsageError) -> RecordingMeasurer {
      func parsed<T>(_ option: OptionSpec, _ parse: (String) throws(ScreenHintError) -> T)
        throws(UsageError) -> T?
      {
        guard let text = arguments.text(option) else { return nil }
        do {
          return try parse(text)
        } catch {
          throw UsageError(.optionValue(option.primaryName, text), .invalidValue(error))
        }
      }
      return RecordingMeasurer(
        regionOfInterest: try parsed(roi, PixelRect.parse),
        scale: try arguments.number(scale),
        keyboardColor: try parsed(keyboardColor, RGB8.parse),
        barColor: try parsed(barColor, RGB8.parse),
        barHeight: try arguments.number(barHeight))
    }

    /// `--trace-out`'s path and format, or `nil`.
    /// - Throws: ``UsageError`` when the path ends in neither `.json` nor `.csv`.
    static func traceOutput(_ arguments: ParsedArguments) throws(UsageError) -> (
      path: String, format: TraceFileFormat
    )? {
      guard let path = arguments.text(traceOut) else { return nil }
      let lowered = path.lowercased()
      guard
        let format = TraceFileFormat.allCases.first(where: { lowered.hasSuffix(".\($0.rawValue)") })
      else {
        throw UsageError(
          .optionValue(traceOut.primaryName, path),
          .unknownName(kind: "trace file extension", known: [".json", ".csv"], suggestion: nil))
      }
      return (path, format)
    }

    /// `-o`'s path, checked for a known format and size, or `nil` (refusing `--figure`, `--size`
    /// and `--format` without it).
    /// - Throws: ``UsageError``, ``OutputFormatError`` or ``RenderOptionsError`` (exit 64).
    static func figurePath(_ arguments: ParsedArguments) throws -> String? {
      guard let path = arguments.text(FigureOptions.output) else {
        if let given = figure.dropFirst().first(where: { arguments.isGiven($0) }) {
          throw UsageError(.option(given.primaryName), .needs("-o FILE to draw a figure"))
        }
        return nil
      }
      _ = try FigureOptions.outputFormat(arguments, path: path)
      _ = try renderOptions(arguments)
      return path
    }

    /// The figure's render options: `--size` at the figures' default scale.
    static func renderOptions(_ arguments: ParsedArguments) throws -> RenderOptions {
      var width = RenderOptions.standard.pixelWidth
      var height = RenderOptions.standard.pixelHeight
      if let text = arguments.text(FigureOptions.size) {
        (width, height) = try RenderOptions.parseSize(text)
      }
      return try RenderOptions(
        pixelWidth: width, pixelHeight: height, scale: RenderOptions.standard.scale)
    }
  }
#endif

#if Video
  import CurveScopeOutput
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeDetection
  import CurveScopeVideo

  /// The options of `curvescope measure`, each declared once, and how they become a
  /// ``RecordingMeasurer`` and output paths.
  enum MeasureOptions {
    /// `--pixels-per-point`: the recording's scale.
    static let pixelsPerPoint = OptionSpec.option(
      "--pixels-per-point", value: "px",
      help: "Pixels per point of the recording (2 or 3 for a whole-screen iPhone recording, the "
        + "screen's width in pixels over its width in points or dp otherwise)",
      domain: .number(RecordingMeasurer.scaleRange, unit: "pixels per point"),
      default: "the frame's size when it is a known iPhone recording, else its shape, else the "
        + "width over 390 pt (an estimate, said so)")
    /// `--roi`: the region showing the screen.
    static let roi = OptionSpec.option(
      "--roi", value: "x,y,w,h",
      help: "Only this region of the upright frame, in pixels, shows the phone's screen (a device "
        + "frame, a simulator window, one of two phones); edges are measured from its top",
      default: "a screen found inside a plain border of one brightness or between side "
        + "margins no frame changes (a device frame, a white page), else the whole frame")
    /// `--trace-out`.
    static let traceOut = OptionSpec.option(
      "--trace-out", value: "file",
      help: "Write the measured trace (as compare --trace reads it) to this .json or .csv file, "
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
    static let detection = [pixelsPerPoint, roi]
    /// The figure options (at the figures' default scale).
    static let figure = [
      FigureOptions.output, figureKind, FigureOptions.size, FigureOptions.format,
    ]

    /// The measurer the options describe.
    /// - Throws: ``UsageError`` for a value that does not read or is out of bounds.
    static func measurer(_ arguments: ParsedArguments) throws(UsageError) -> RecordingMeasurer {
      var region: PixelRect?
      if let text = arguments.text(roi) {
        do {
          region = try PixelRect.parse(text)
        } catch {
          throw UsageError(.optionValue(roi.primaryName, text), .invalidValue(error))
        }
      }
      return RecordingMeasurer(
        regionOfInterest: region, pixelsPerPoint: try arguments.number(pixelsPerPoint))
    }

    /// `--debug-frames`' folder, or `nil`; `--debug-frame-count` needs it.
    /// - Throws: ``UsageError`` for an empty folder name, or a count without a folder.
    static func debugFolder(_ arguments: ParsedArguments) throws(UsageError) -> String? {
      guard let folder = arguments.text(debugFrames) else {
        if arguments.isGiven(debugFrameCount) {
          throw UsageError(.option(debugFrameCount.primaryName), .needs(debugFrames.primaryName))
        }
        return nil
      }
      guard !folder.isEmpty else {
        throw UsageError(.optionValue(debugFrames.primaryName, folder), .needs("a folder name"))
      }
      return folder
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

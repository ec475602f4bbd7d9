import CurveScopePlot

/// The options of commands that write figures: size and scale, checked into ``RenderOptions``.
enum FigureOptions {
  /// `--size` and `--scale`.
  static let rendering: [OptionSpec] = [
    .option(
      "--size", value: "WxH",
      help: "Figure size in pixels, each side 100…10000, at most 40000000 pixels.",
      default: "1600x1000"),
    .option(
      "--scale", value: "s",
      help: "Pixels per point, 0.5…8; the layout is size / scale points (at least 100 a side).",
      default: "2"),
  ]

  /// `--format`, for commands whose `-o FILE` names one figure.
  static let format = OptionSpec.option(
    "--format", value: "format",
    help: "png, svg or pdf; overrides FILE's extension (needed for a path without one, such as "
      + "/dev/stdout).",
    default: "FILE's extension")

  /// The format to write `path` in: `--format`, else the path's extension.
  /// - Throws: ``UsageError`` for an unknown `--format`, ``OutputFormatError`` (exit 64) for a
  ///   path whose extension is not png, svg or pdf.
  static func outputFormat(_ arguments: ParsedArguments, path: String) throws -> OutputFormat {
    guard let text = arguments.value("--format") else { return try OutputFormat(path: path) }
    guard let format = OutputFormat(rawValue: text.lowercased()) else {
      throw UsageError(
        subject: "--format '\(text)'", problem: "unknown format; expected png, svg or pdf")
    }
    return format
  }

  /// Whether any rendering option was given.
  static func isGiven(_ arguments: ParsedArguments) -> Bool {
    arguments.value("--size") != nil || arguments.value("--scale") != nil
      || arguments.value("--format") != nil
  }

  /// The render options from `--size` and `--scale`.
  /// - Throws: ``RenderOptionsError`` (exit 64) for a malformed or out-of-bounds size or scale,
  ///   ``UsageError`` for a scale that is not a number.
  static func renderOptions(_ arguments: ParsedArguments) throws -> RenderOptions {
    var width = RenderOptions.standard.pixelWidth
    var height = RenderOptions.standard.pixelHeight
    if let size = arguments.value("--size") {
      (width, height) = try RenderOptions.parseSize(size)
    }
    let scale = try arguments.value("--scale", as: Double.self) ?? RenderOptions.standard.scale
    return try RenderOptions(pixelWidth: width, pixelHeight: height, scale: scale)
  }
}

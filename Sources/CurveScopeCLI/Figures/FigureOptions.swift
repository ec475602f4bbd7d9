import CurveScopeOutput

/// The options of commands that write figures, each declared once: output path, file type,
/// size and scale, checked into ``RenderOptions``.
enum FigureOptions {
  /// `-o FILE`.
  static let output = OptionSpec.option(
    "--output", "-o", value: "file",
    help: "Also draw the figure to this file (written atomically); its extension gives the "
      + "file type.",
    role: .output
  ).writingFile()
  /// `--size WxH` in pixels.
  static let size = OptionSpec.option(
    "--size", value: "WxH",
    help: "Figure size in pixels, each side 100…10000, at most 40000000 pixels.",
    default: "1600x1000")
  /// `--scale`, pixels per point.
  static let scale = OptionSpec.option(
    "--scale", value: "s",
    help: "Pixels per point; the layout is size / scale points (at least 100 a side)",
    domain: .number(
      .closed(RenderOptions.scaleRange.lowerBound, RenderOptions.scaleRange.upperBound),
      unit: ""),
    default: "2")
  /// `--figure-format`, for commands whose `-o FILE` names one figure (`--format` chooses
  /// what is printed).
  static let format = OptionSpec.option(
    "--figure-format", value: "type",
    help: "The figure's file type, for a path without an extension (such as /dev/stdout); "
      + "overrides FILE's extension",
    domain: .choice(OutputFormat.allCases.map(\.rawValue)), default: "FILE's extension")

  /// `--size` and `--scale`.
  static let rendering = [size, scale]

  /// The format to write `path` in: `--figure-format`, else the path's extension.
  /// - Throws: ``UsageError`` for an unknown `--figure-format`, ``OutputFormatError`` (exit 64)
  ///   for a path whose extension is not png, svg or pdf.
  static func outputFormat(_ arguments: ParsedArguments, path: String) throws -> OutputFormat {
    guard let format = try arguments.choice(format, as: OutputFormat.self) else {
      return try OutputFormat(path: path)
    }
    return format
  }

  /// Whether any rendering option was given.
  static func isGiven(_ arguments: ParsedArguments) -> Bool {
    [size, scale, format].contains { arguments.isGiven($0) }
  }

  /// The path of `-o`, checked for a known format, or `nil` without `-o`.
  /// - Throws: ``UsageError`` when rendering options (or `others`) come without `-o`;
  ///   ``OutputFormatError`` (exit 64) for an unknown extension.
  static func path(_ arguments: ParsedArguments, others: [OptionSpec] = []) throws -> String? {
    guard let path = arguments.text(output) else {
      if let given = (others + [size, scale, format]).first(where: { arguments.isGiven($0) }) {
        throw UsageError(.option(given.primaryName), .needs("-o FILE to draw a figure"))
      }
      return nil
    }
    try requireFigures(path)
    _ = try outputFormat(arguments, path: path)
    _ = try renderOptions(arguments)
    return path
  }

  /// Refuses `-o PATH` in a build without the `Figures` trait.
  /// - Throws: ``UsageError`` `.notInThisBuild`.
  static func requireFigures(_ path: String) throws(UsageError) {
    try BuildTraits.require(
      .figures, for: "a figure (-o)", at: .optionValue(output.primaryName, path))
  }

  /// The figure options a command declares: `-o` in every build (refused by name without
  /// `Figures`), `--size`, `--scale` and `--figure-format` only with it.
  static var declared: [OptionSpec] {
    BuildTraits.figures ? [output] + rendering + [format] : [output]
  }

  /// The render options from `--size` and `--scale`.
  /// - Throws: ``RenderOptionsError`` (exit 64) for a malformed or out-of-bounds size or scale,
  ///   ``UsageError`` for a scale that is not a number.
  static func renderOptions(_ arguments: ParsedArguments) throws -> RenderOptions {
    var width = RenderOptions.standard.pixelWidth
    var height = RenderOptions.standard.pixelHeight
    if let text = arguments.text(size) {
      (width, height) = try RenderOptions.parseSize(text)
    }
    let scale = try arguments.number(scale) ?? RenderOptions.standard.scale
    return try RenderOptions(pixelWidth: width, pixelHeight: height, scale: scale)
  }
}

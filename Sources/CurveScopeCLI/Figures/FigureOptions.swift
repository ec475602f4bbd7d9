import CurveScope
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

  /// Whether any rendering option was given.
  static func isGiven(_ arguments: ParsedArguments) -> Bool {
    arguments.value("--size") != nil || arguments.value("--scale") != nil
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

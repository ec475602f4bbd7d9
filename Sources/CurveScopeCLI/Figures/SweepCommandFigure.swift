import CurveScopePlot
import CurveScopeSync

/// The heat map `sweep -o FILE` draws.
enum SweepCommandFigure {
  /// The path of `-o` (its extension names the format: sweep's `--format` is the text's), or
  /// `nil` without `-o`.
  /// - Throws: ``UsageError`` for `--size`/`--scale` without `-o`; ``OutputFormatError`` for an
  ///   unknown extension; ``RenderOptionsError`` for a bad size or scale.
  static func path(_ arguments: ParsedArguments) throws -> String? {
    guard let path = arguments.text(FigureOptions.output) else {
      if let given = FigureOptions.rendering.first(where: { arguments.isGiven($0) }) {
        throw UsageError(.option(given.primaryName), .needs("-o FILE to draw a figure"))
      }
      return nil
    }
    _ = try OutputFormat(path: path)
    _ = try FigureOptions.renderOptions(arguments)
    return path
  }

  /// Max overlap and max gap by strategy and profile when several profiles are swept, else max
  /// overlap by strategy and keyboard height.
  /// - Throws: ``FigureInputError`` when there are no rows.
  static func figure(_ sweep: SyncSweep, rows: [SyncSweep.Row]) throws -> Figure {
    if sweep.profiles.count > 1 {
      return try ProfileHeatMapFigure(sweep, rows: rows).figure()
    }
    return try SweepHeatMapFigure(sweep, rows: rows, measure: .maxOverlap, columns: .keyboardHeight)
      .figure()
  }
}

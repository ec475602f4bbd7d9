import CurveScopeSync

#if Figures
  import CurveScopePlot
#endif

/// The heat map `sweep -o FILE` draws.
enum SweepCommandFigure {
  /// The path of `-o` (its extension, or `--figure-format`, names the file type), or
  /// `nil` without `-o`.
  /// - Throws: ``UsageError`` for `--size`/`--scale` without `-o`; ``OutputFormatError`` for an
  ///   unknown extension; ``RenderOptionsError`` for a bad size or scale.
  static func path(_ arguments: ParsedArguments) throws -> String? {
    try FigureOptions.path(arguments)
  }

  #if Figures
    /// Max overlap and max gap by strategy and profile when several profiles are swept, else max
    /// overlap by strategy and keyboard height.
    /// - Throws: ``FigureInputError`` when there are no rows.
    static func figure(_ sweep: SyncSweep, rows: [SyncSweep.Row]) throws -> Figure {
      if sweep.profiles.count > 1 {
        return try ProfileHeatMapFigure(sweep, rows: rows).figure()
      }
      return try SweepHeatMapFigure(
        sweep, rows: rows, measure: .maxOverlap, columns: .keyboardHeight
      )
      .figure()
    }
  #endif
}

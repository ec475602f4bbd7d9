import CurveScopeMeasure
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
    /// The signed worst gap by strategy and profile when several profiles are swept, else max
    /// overlap by strategy and keyboard height (the grid ``SweepFigureRows`` keeps rows for).
    /// - Throws: ``FigureInputError`` when there are no rows.
    static func figure(_ sweep: SyncSweep, rows: [SyncSweep.Row]) throws -> Figure {
      let kept = SweepFigureRows(sweep: sweep)
      let grid = SyncGrid(sweep: sweep, rows: rows, measure: kept.measure, axis: kept.axis)
      if grid.axis == .profile {
        return try ProfileHeatMapFigure(grid).figure()
      }
      return try SweepHeatMapFigure(grid).figure()
    }
  #endif
}

import CurveScopeFit
import CurveScopeSupport
import CurveScopeTiming

/// `curvescope sample SPRING --snippets`: the spring's ports to other platforms, measured on a
/// 600-interval grid over 1.2 × its duration, for a 291 pt travel.
enum SampleSnippets {
  /// The snippets section for `timing`: text (`table`, the default) or one JSON object
  /// (`json`).
  /// - Throws: ``UsageError`` when the curve is not a spring, or for `--format csv` (snippets
  ///   are no rows).
  static func text(curve: CurveSpec, timing: Timing, format: SampleFormat?) throws -> String {
    guard let target = SpringPortTarget(timing) else {
      throw UsageError(
        .option(SampleCommand.snippets.primaryName),
        .needs("a spring (keyboard or spring(…)); for Béziers use curvescope fit"))
    }
    if format == .csv {
      throw UsageError(
        .optionValue("--format", "csv"),
        .conflicts(with: "--snippets (snippets are no rows: use --format text or json)"))
    }
    let grid = try FitGrid(window: 1.2 * max(target.cut, 0.01), intervals: FitGrid.defaultIntervals)
    let ports = try SpringPorts.ports(for: timing, travel: 291, grid: grid) ?? []
    let name = curve.name ?? curve.text.trimmingWhitespace()
    let report = SpringPortReport(ports: ports, cut: target.cut, keyboardHeight: 291)
    if format == .json {
      return JSONValue.object([
        ("curve", .string(name)), ("instants", .int(grid.count)),
        ("windowMs", .double(grid.window * 1000)), ("travelPoints", .int(291)),
        ("springs", report.jsonValue),
      ]).prettyText + "\n"
    }
    return "\(name): errors measured at \(grid.count) instants over the first "
      + "\(NumberText.reading(grid.window * 1000)) ms; travel 291 pt\n\n" + report.text
  }
}

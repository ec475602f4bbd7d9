import CurveScopeFit
import CurveScopeSupport

/// The CSS `linear()` section of `curvescope fit`: the chosen stops as CSS, their error, and the
/// error of every stop count tried.
struct LinearEasingReport {
  /// The fits.
  var table: LinearEasingFitTable
  /// Points per unit of travel.
  var keyboardHeight: Double

  /// `0.0019 (0.55 pt)`.
  func error(_ fraction: Double) -> String {
    "\(NumberText.fixed(fraction, decimals: 4)) (\(NumberText.fixed(fraction * keyboardHeight, decimals: 2)) pt)"
  }

  /// The human-readable section.
  var text: String {
    let chosen = table.chosen
    let why =
      chosen.stopCount == table.defaultStopCount
      ? (chosen.accuracy.maxError <= table.goal
        ? "the fewest within \(NumberText.exact(table.goal)) of the travel"
        : "none within \(NumberText.exact(table.goal)) up to this count")
      : "as asked; \(table.defaultStopCount) meet \(NumberText.exact(table.goal))"
    var lines = [
      "CSS linear(): \(chosen.stopCount) stops (\(why)) over "
        + "\(NumberText.reading(chosen.duration * 1000)) ms, evaluated as CSS Easing Level 2 defines it",
      "  \(chosen.css)",
      "  max error \(error(chosen.accuracy.maxError)) at "
        + "\(NumberText.reading(chosen.accuracy.maxErrorTime * 1000)) ms, RMS \(error(chosen.accuracy.rmsError))",
      "",
    ]
    var rows = TextTable(
      headers: ["stops", "max error", "RMS error"], alignments: [.right, .right, .right])
    for fit in table.fits {
      rows.append([
        "\(fit.stopCount)\(fit.stopCount == chosen.stopCount ? " *" : "")",
        error(fit.accuracy.maxError), error(fit.accuracy.rmsError),
      ])
    }
    lines.append(rows.text)
    return lines.joined(separator: "\n")
  }

  /// The section as JSON.
  var jsonValue: JSONValue {
    let chosen = table.chosen
    return .object([
      ("stops", .int(chosen.stopCount)),
      ("defaultStops", .int(table.defaultStopCount)),
      ("goal", .double(table.goal)),
      ("css", .string(chosen.css)),
      ("easing", .string(chosen.easing.cssText())),
      ("durationSeconds", .double(chosen.duration)),
      ("maxError", .double(chosen.accuracy.maxError)),
      ("maxErrorAtMs", .double(chosen.accuracy.maxErrorTime * 1000)),
      ("rmsError", .double(chosen.accuracy.rmsError)),
      ("maxErrorPoints", .double(chosen.accuracy.maxError * keyboardHeight)),
      (
        "points",
        .array(
          chosen.easing.stops.map {
            .object([("output", .double($0.output)), ("input", .double($0.input ?? 0))])
          })
      ),
      (
        "table",
        .array(
          table.fits.map {
            .object([
              ("stops", .int($0.stopCount)), ("maxError", .double($0.accuracy.maxError)),
              ("rmsError", .double($0.accuracy.rmsError)),
            ])
          })
      ),
    ])
  }
}

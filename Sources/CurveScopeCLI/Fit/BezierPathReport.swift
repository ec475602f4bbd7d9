import CurveScopeFit
import CurveScopeSupport

/// The Android multi-segment section of `curvescope fit`: the error of a `PathInterpolator` path
/// with 1, 2 and 3 cubic segments, and the snippet of the fewest segments within the goal (or of
/// the most tried).
struct BezierPathReport {
  /// The fits, by segment count from 1.
  var fits: [BezierPathFit]
  /// The error goal (0.002 of the travel, as for `linear()`).
  var goal: Double
  /// Points per unit of travel.
  var keyboardHeight: Double

  /// The fit whose snippet is printed (the library's rule, ``BezierPathFitter/chosen(_:goal:)``).
  var chosen: BezierPathFit? { BezierPathFitter.chosen(fits, goal: goal) }

  /// Whether one Bézier misses the goal, so the section is worth printing.
  var isNeeded: Bool { BezierPathFitter.isNeeded(fits, goal: goal) }

  /// The human-readable section.
  var text: String {
    guard let chosen else { return "" }
    var lines = [
      "Android PathInterpolator with a multi-segment Path (one cubic Bézier misses "
        + "\(NumberText.exact(goal))): errors of the exact cubics; Android flattens the path "
        + "to within 0.002",
      "",
    ]
    var table = TextTable(
      headers: ["segments", "duration", "max error", "RMS error"],
      alignments: [.right, .right, .right, .right])
    for fit in fits {
      table.append([
        "\(fit.segmentCount)\(fit.segmentCount == chosen.segmentCount ? " *" : "")",
        "\(NumberText.reading(fit.duration * 1000)) ms",
        "\(NumberText.fixed(fit.accuracy.maxError, decimals: 4)) "
          + "(\(NumberText.fixed(fit.accuracy.maxError * keyboardHeight, decimals: 2)) pt)",
        "\(NumberText.fixed(fit.accuracy.rmsError, decimals: 4)) "
          + "(\(NumberText.fixed(fit.accuracy.rmsError * keyboardHeight, decimals: 2)) pt)",
      ])
    }
    lines.append(table.text)
    lines.append("Paste (Android, \(chosen.segmentCount) segments):")
    lines.append("  \(chosen.androidSnippet)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The section as JSON.
  var jsonValue: JSONValue {
    .object([
      ("goal", .double(goal)),
      ("chosenSegments", chosen.map { .int($0.segmentCount) } ?? .null),
      ("android", chosen.map { .string($0.androidSnippet) } ?? .null),
      (
        "table",
        .array(
          fits.map { fit in
            .object([
              ("segments", .int(fit.segmentCount)), ("durationSeconds", .double(fit.duration)),
              ("maxError", .double(fit.accuracy.maxError)),
              ("rmsError", .double(fit.accuracy.rmsError)),
              (
                "cubics",
                .array(
                  fit.path.segments.map { s in
                    .array([s.x1, s.y1, s.x2, s.y2, s.x3, s.y3].map { .double($0) })
                  })
              ),
            ])
          })
      ),
    ])
  }
}

import CurveScopeFit
import CurveScopeSupport
import CurveScopeTiming

/// What `curvescope fit` prints: the fit, its errors in fractions of the travel and in points,
/// the stand-ins' errors measured the same way, and the snippets.
struct FitReport {
  /// The target as typed (`keyboard`, `bezier(…)`).
  var targetName: String
  /// The fit.
  var fit: BezierFit
  /// The published stand-ins and their accuracy (the keyboard only).
  var standIns: [(standIn: PublishedStandIn, accuracy: FitAccuracy)]
  /// Points per unit of travel.
  var keyboardHeight: Double

  /// The snippets for the rounded fit.
  var snippets: FitSnippets {
    FitSnippets(curve: fit.rounded.curve, duration: fit.rounded.duration)
  }

  /// `0.0091 (2.66 pt)`.
  func error(_ fraction: Double) -> String {
    "\(NumberText.fixed(fraction, decimals: 4)) (\(NumberText.fixed(fraction * keyboardHeight, decimals: 2)) pt)"
  }

  /// The human-readable report.
  var text: String {
    let grid = fit.grid
    let rounded = fit.rounded
    let durationMode: String
    switch fit.options.duration {
    case .free: durationMode = "duration free"
    case .fixed(let seconds): durationMode = "duration fixed at \(JSONValue.number(seconds)) s"
    }
    let yRange =
      fit.options.allowsOvershoot ? "y1, y2 in [-1, 2] (overshoot allowed)" : "y1, y2 in [0, 1]"
    var lines = [
      "\(TerminalText.escaped(targetName)) (runs \(NumberText.reading(fit.target.duration * 1000)) ms): error measured "
        + "over the first \(NumberText.reading(grid.window * 1000)) ms at \(grid.count) instants "
        + "\(NumberText.reading(grid.step * 1000, decimals: 3)) ms apart",
      "cubic Bézier, \(yRange), \(durationMode); errors as a fraction of the travel and in points "
        + "on a \(JSONValue.number(keyboardHeight)) pt keyboard",
      "",
    ]
    var table = TextTable(
      headers: ["", "x1, y1, x2, y2", "duration", "max error", "at", "RMS error"],
      alignments: [.left, .left, .right, .right, .right, .right])
    func row(_ label: String, _ curve: CubicBezier, _ duration: Double, _ accuracy: FitAccuracy) {
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map {
        NumberText.fixed($0, decimals: BezierFit.controlPointDecimals)
      }
      table.append([
        label, points.joined(separator: ", "),
        "\(NumberText.reading(duration * 1000, decimals: 2)) ms",
        error(accuracy.maxError),
        accuracy.maxError < 1e-9 ? "—" : "\(NumberText.reading(accuracy.maxErrorTime * 1000)) ms",
        error(accuracy.rmsError),
      ])
    }
    row("fit", rounded.curve, rounded.duration, rounded.accuracy)
    for (standIn, accuracy) in standIns {
      row(standIn.name, standIn.curve, standIn.duration, accuracy)
    }
    lines.append(table.text)
    if let standIn = standIns.first {
      let ratio = standIn.accuracy.maxError / max(rounded.accuracy.maxError, 1e-12)
      lines.append(
        "The fit's max error is \(NumberText.reading(ratio)) times smaller than that of the "
          + "published stand-in \(standIn.standIn.source).")
    }
    let optimum = fit.optimum
    let unrounded = [optimum.curve.x1, optimum.curve.y1, optimum.curve.x2, optimum.curve.y2].map {
      NumberText.fixed($0, decimals: 6)
    }
    lines.append(
      "Unrounded optimum: (\(unrounded.joined(separator: ", "))) over "
        + "\(NumberText.fixed(optimum.duration * 1000, decimals: 3)) ms, max error "
        + "\(NumberText.fixed(optimum.accuracy.maxError, decimals: 6)); "
        + "\(fit.evaluations) objective evaluations.")
    lines.append("")
    lines.append("Paste:")
    for (label, code) in snippets.all {
      lines.append("  \(label + String(repeating: " ", count: max(0, 15 - label.count))) \(code)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as JSON for tools.
  var jsonValue: JSONValue {
    let rounded = fit.rounded
    func curveMembers(_ curve: CubicBezier, _ duration: Double, _ accuracy: FitAccuracy)
      -> [(String, JSONValue)]
    {
      [
        ("x1", .double(curve.x1)), ("y1", .double(curve.y1)), ("x2", .double(curve.x2)),
        ("y2", .double(curve.y2)), ("durationSeconds", .double(duration)),
        ("maxError", .double(accuracy.maxError)), ("rmsError", .double(accuracy.rmsError)),
        ("maxErrorAtMs", .double(accuracy.maxErrorTime * 1000)),
        ("maxErrorPoints", .double(accuracy.maxError * keyboardHeight)),
        ("rmsErrorPoints", .double(accuracy.rmsError * keyboardHeight)),
      ]
    }
    let durationMode: JSONValue
    switch fit.options.duration {
    case .free: durationMode = .string("free")
    case .fixed: durationMode = .string("fixed")
    }
    var members: [(String, JSONValue)] = [
      ("target", .string(targetName)),
      ("targetDurationSeconds", .double(fit.target.duration)),
      ("windowSeconds", .double(fit.grid.window)),
      ("samples", .int(fit.grid.intervals)),
      ("duration", durationMode),
      ("allowOvershoot", .bool(fit.options.allowsOvershoot)),
      ("keyboardHeightPoints", .double(keyboardHeight)),
    ]
    members += curveMembers(rounded.curve, rounded.duration, rounded.accuracy)
    members.append(
      (
        "unrounded",
        .object(curveMembers(fit.optimum.curve, fit.optimum.duration, fit.optimum.accuracy))
      ))
    members.append(
      (
        "standIns",
        .array(
          standIns.map { standIn, accuracy in
            .object(
              [("name", .string(standIn.name)), ("source", .string(standIn.source))]
                + curveMembers(standIn.curve, standIn.duration, accuracy))
          })
      ))
    let snippets = snippets
    members.append(
      (
        "snippets",
        .object([
          ("css", .string(snippets.css)), ("coreAnimation", .string(snippets.coreAnimation)),
          ("uiKit", .string(snippets.uiKit)), ("android", .string(snippets.android)),
          ("flutter", .string(snippets.flutter)),
        ])
      ))
    members.append(("evaluations", .int(fit.evaluations)))
    return .object(members)
  }
}

import CurveScopeFit
import CurveScopeSupport
import CurveScopeTiming

/// What `curvescope fit` prints after the Bézier: the exact springs (for spring targets).
struct FitExtras {
  /// The spring ports, when the target is a spring.
  var springs: SpringPortReport?
  /// The CSS `linear()` fits.
  var linear: LinearEasingReport
  /// The multi-segment Android paths.
  var path: BezierPathReport

  /// Computes the sections for `target`, fitted as `fit`.
  init(target: Timing, fit: BezierFit, arguments: ParsedArguments, height: Double) throws {
    if let ports = try SpringPorts.ports(for: target, travel: height, grid: fit.grid),
      let cut = SpringPortTarget(target)?.cut
    {
      springs = SpringPortReport(ports: ports, cut: cut, keyboardHeight: height)
    }
    let stops = try arguments.integer(FitCommand.cssLinear)
    linear = LinearEasingReport(
      table: try LinearEasingFitter.fit(target, grid: fit.grid, stopCount: stops),
      keyboardHeight: height)
    path = BezierPathReport(
      fits: try BezierPathFitter.fit(fit), goal: LinearEasingFitter.defaultGoal,
      keyboardHeight: height)
  }

  /// The sections as text, each preceded by a blank line.
  var text: String {
    var text = path.isNeeded ? "\n" + path.text : ""
    text += "\n" + linear.text
    if let springs { text += "\n" + springs.text }
    return text
  }

  /// `base` (the Bézier report's object) with the sections' members appended.
  func json(adding base: JSONValue) -> JSONValue {
    guard case .object(var members) = base else { return base }
    members.append(("androidPath", path.jsonValue))
    members.append(("cssLinear", linear.jsonValue))
    if let springs { members.append(("springs", springs.jsonValue)) }
    return .object(members)
  }
}

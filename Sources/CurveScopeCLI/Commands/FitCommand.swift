import CurveScopeFit
import CurveScopeSupport
import CurveScopeTiming

#if Figures
  import CurveScopePlot
#endif

/// `curvescope fit CURVE`: the cubic Bézier (and duration) closest to a timing curve, with
/// snippets to paste.
enum FitCommand: Command {
  static let spec = CommandSpec(
    name: "fit",
    abstract: "Fit a cubic Bézier (and its duration) to a timing curve, with snippets to paste.",
    discussion: """
      Finds the control points (x1, y1, x2, y2) and, unless fixed, the duration of the cubic \
      Bézier whose largest position error against CURVE is smallest, as a fraction of the \
      travel. The error is measured at N + 1 evenly spaced instants (N = --samples) over 1.2 × \
      the curve's duration (keyboard: the first 0.6 s, 1 ms apart), or over the fixed \
      duration when longer. x1, x2 lie in [0, 1]; y1, y2 in [0, 1] (no overshoot) unless \
      --allow-overshoot ([-1, 2]). A free duration is searched in [0.1, 1.2] × the curve's.

      The search is Nelder–Mead, first on a smooth L^p mean of the errors from fixed starting \
      curves, then on the maximum itself with restarts; it is deterministic. The result is \
      rounded for pasting (4 decimals, whole milliseconds when the duration is free, the \
      control points refitted for it) and the errors shown are those of the rounded numbers; \
      the unrounded optimum is shown too. For the keyboard the published stand-ins are \
      measured the same way.

      CURVE is a catalogue name, bezier(x1,y1,x2,y2) or spring(…) as for `sample`, run for \
      its own duration (keyboard 0.5 s, springs until they settle).

      Beyond the Bézier: when one Bézier misses 0.002 of the travel, an Android \
      PathInterpolator path of 2 and 3 cubic segments; a CSS linear() easing (--css-linear N \
      stops, by default the fewest within 0.002), with the error of every stop count; and, for \
      springs, the exact spring on Core Animation, SwiftUI, Jetpack Compose, Android views, \
      Flutter, React Native Reanimated and Framer Motion, each measured with CurveScope's model \
      of that platform's spring (its closed form, whether it honours over-damping, where it \
      ends the animation).
      """,
    arguments: [
      ArgumentSpec(name: "curve", help: "A curve name, bezier(x1,y1,x2,y2) or spring(…).")
    ],
    options: [
      duration, fixedDuration, freeDuration, allowOvershoot, samples, keyboardHeight, output,
      cssLinear,
    ] + (BuildTraits.figures ? FigureOptions.rendering + [FigureOptions.format] : []),
    examples: [
      "curvescope fit keyboard",
      "curvescope fit keyboard --duration 0.25",
      "curvescope fit keyboard --json",
      "curvescope fit keyboard -o fit.png",
      "curvescope fit keyboard --css-linear 20",
      "curvescope fit 'spring(mass: 1, stiffness: 157.9, damping: 17.6)' --allow-overshoot",
    ])

  /// `--duration`.
  static let duration = OptionSpec.option(
    "--duration", value: "seconds", help: "Fix the Bézier's duration (implies --fixed-duration)",
    domain: .number(.openClosed(0, BezierFitOptions.maximumDuration), unit: "seconds"),
    default: "free")
  /// `--fixed-duration`.
  static let fixedDuration = OptionSpec.flag(
    "--fixed-duration", help: "Fix the duration to the curve's own (or --duration).")
  /// `--free-duration`.
  static let freeDuration = OptionSpec.flag(
    "--free-duration", help: "Let the fit choose the duration (the default).")
  /// `--allow-overshoot`.
  static let allowOvershoot = OptionSpec.flag(
    "--allow-overshoot", help: "Let y1 and y2 range over [-1, 2] instead of [0, 1].")
  /// `--samples`.
  static let samples = OptionSpec.option(
    "--samples", value: "n", help: "Intervals of the error grid (N + 1 instants)",
    domain: .integer(FitGrid.minimumIntervals...FitGrid.maximumIntervals),
    default: "\(FitGrid.defaultIntervals)")
  /// `--keyboard-height`.
  static let keyboardHeight = OptionSpec.option(
    "--keyboard-height", value: "pt", help: "Points of travel, to quote errors in points",
    domain: .number(.openClosed(0, 10_000), unit: "points"), default: "291")
  /// `-o FILE`.
  static let output = OptionSpec.option(
    "--output", "-o", value: "file",
    help: "Also draw the fit figure (.png, .svg or .pdf): curves and errors over time.",
    role: .output
  ).writingFile()
  /// `--css-linear`.
  static let cssLinear = OptionSpec.option(
    "--css-linear", value: "n", help: "Stops of the CSS linear() approximation",
    domain: .integer(LinearEasingFitter.stopRange), default: "the fewest within 0.002")

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    if let path = arguments.text(output) {
      try FigureOptions.requireFigures(path)
      _ = try FigureOptions.outputFormat(arguments, path: path)
      _ = try FigureOptions.renderOptions(arguments)
      try OutputTarget.check(path, option: output.primaryName, io: io)
    } else if let given = [FigureOptions.size, FigureOptions.scale, FigureOptions.format].first(
      where: { arguments.isGiven($0) })
    {
      throw UsageError(.option(given.primaryName), .needs("-o FILE to draw a figure"))
    }
    let curveText = arguments.positionals.first ?? ""
    let spec: CurveSpec
    let target: Timing
    do {
      spec = try CurveSpec(parsing: curveText)
      target = try spec.timing()
    } catch let error as any CurveScopeError {
      throw UsageError(.argumentValue(curveText), .invalidValue(error))
    }
    var options = try fitOptions(arguments)
    if arguments.flag(fixedDuration), options.duration == .free {
      options.duration = .fixed(target.duration)
    }
    let height = try arguments.number(keyboardHeight) ?? 291
    let fit: BezierFit
    do {
      fit = try BezierFitter.fit(target, options: options)
    } catch let error as FitError {
      throw UsageError(.argumentValue(curveText), .invalidValue(error))
    }
    let isKeyboard = target == Timing.keyboardCurve
    let standIns = isKeyboard ? PublishedStandIn.keyboard : []
    let name = spec.name ?? spec.text.trimmingWhitespace()
    let report = FitReport(
      targetName: name, fit: fit,
      standIns: try standIns.map { ($0, try $0.accuracy(against: target, on: fit.grid)) },
      keyboardHeight: height)
    if let path = arguments.text(output) {
      let label = isKeyboard ? "keyboard (curve 7)" : name
      let comparison = try FitComparison(fit: fit, targetLabel: label, standIns: standIns)
      let title =
        isKeyboard
        ? "A cubic Bézier for the iOS keyboard's curve 7" : "A cubic Bézier fitted to \(name)"
      #if Figures
        try FitFigure(comparison, title: title, keyboardHeight: height).figure().write(
          to: path, format: FigureOptions.outputFormat(arguments, path: path),
          options: FigureOptions.renderOptions(arguments))
      #else
        _ = (comparison, title)
        try FigureOptions.requireFigures(path)
      #endif
    }
    let extras = try FitExtras(target: target, fit: fit, arguments: arguments, height: height)
    if arguments.reportFormat == .json {
      io.print(extras.json(adding: report.jsonValue).prettyText)
    } else {
      io.print(report.text + extras.text, terminator: "")
    }
    return .success
  }

  /// The fit options from `--duration`, `--fixed-duration`, `--free-duration`,
  /// `--allow-overshoot` and `--samples`.
  static func fitOptions(_ arguments: ParsedArguments) throws -> BezierFitOptions {
    var options = BezierFitOptions(allowsOvershoot: arguments.flag(allowOvershoot))
    let seconds = try arguments.number(duration)
    if arguments.flag(freeDuration), seconds != nil || arguments.flag(fixedDuration) {
      throw UsageError(
        .option(freeDuration.primaryName),
        .conflicts(with: seconds != nil ? duration.primaryName : fixedDuration.primaryName))
    }
    if let seconds { options.duration = .fixed(seconds) }
    if let intervals = try arguments.integer(samples) { options.intervals = intervals }
    return options
  }
}

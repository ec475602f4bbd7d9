import CurveScopeSupport
import CurveScopeTiming

/// `curvescope sample CURVE [--duration S] [--fps N] [--format csv|json|text]
/// [--force-duration]`: a timing curve, one row per display frame.
enum SampleCommand: Command {
  static let spec = CommandSpec(
    name: "sample",
    abstract: "Sample a timing curve once per display frame: time, progress, value, velocity.",
    discussion: """
      Rows are at t = k / fps for k = 0, 1, …, n, where frame n is the first at or after the end \
      of the animation. Columns: time_ms (milliseconds since the start; timeMs in JSON), \
      progress (fraction of the duration elapsed), value (the curve's output, may overshoot) and \
      velocity (value per second). CSV and JSON print numbers at full precision; text (a table, \
      also spelled table) rounds them for reading.

      CURVE is a name (ease-in-out, ease-in, ease-out, linear, ca-default, keyboard, \
      keyboard-overdamped, keyboard-bezier, keyboard-fit, android-ime), bezier(x1,y1,x2,y2), or \
      spring(mass:…,stiffness:…,damping:…[,velocity:…][,model:coreAnimation|exact]). Quote \
      specs with parentheses in the shell.

      Durations: named curves run their catalogue duration (0.25 s for the UIKit curves), \
      bezier(…) 0.25 s, springs until they stay within 0.001 of the end. keyboard runs 0.5 s \
      and ignores --duration, as UIKit ignores the duration passed with curve 7; add \
      --force-duration to cut its spring at --duration instead (a what-if). A spring given \
      --duration is removed at that time, as CoreAnimation does, not stretched. From the end \
      on the value is exactly 1 and the velocity 0.
      """,
    arguments: [
      ArgumentSpec(name: "curve", help: "A curve name, bezier(x1,y1,x2,y2) or spring(…).")
    ],
    options: [duration, fps, forceDuration, snippets],
    examples: [
      "curvescope sample keyboard",
      "curvescope sample ease-in-out --duration 0.25 --fps 120 --format text",
      "curvescope sample 'bezier(0.38, 0.7, 0.125, 1)' --duration 0.5",
      "curvescope sample 'spring(mass: 1, stiffness: 157.9, damping: 17.6)' --format json",
      "curvescope sample keyboard --duration 0.25 --force-duration --format text",
      "curvescope sample keyboard --snippets",
    ],
    formats: [.csv, .json, .text])

  /// `--duration`.
  static let duration = OptionSpec.option(
    "--duration", value: "seconds",
    help: "How long the curve runs; ignored by keyboard unless --force-duration is given",
    domain: .number(.atLeast(0), unit: "seconds"), default: "the curve's own")
  /// `--fps`.
  static let fps = OptionSpec.option(
    "--fps", value: "n", help: "Display rate",
    domain: .number(FrameRate.range, unit: "frames per second"),
    default: FrameRateDefault.helpText)
  /// `--force-duration`.
  static let forceDuration = OptionSpec.flag(
    "--force-duration",
    help: "Apply --duration to keyboard too: the same spring, removed at that time.")

  /// `--snippets`.
  static let snippets = OptionSpec.flag(
    "--snippets",
    help: "Instead of rows, print the spring's code for other platforms with their errors "
      + "(springs and keyboard only; --format table or json).")

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let curveText = arguments.positionals.first ?? ""
    let curve: CurveSpec
    do throws(CurveSpecError) {
      curve = try CurveSpec(parsing: curveText)
    } catch {
      throw UsageError(.argumentValue(curveText), .invalidValue(error))
    }
    let requested = try arguments.number(duration)
    let frameRate = try arguments.frameRate(fps) ?? FrameRateDefault.rate
    let outputFormat = SampleFormat(arguments.reportFormat)
    var seconds = requested
    if curve.definition == .keyboard, requested != nil, !arguments.flag(forceDuration) {
      seconds = nil
      io.printError(
        "note: keyboard runs \(NumberText.exact(KeyboardTiming.standardDuration)) s as UIKit "
          + "does; --duration ignored (add --force-duration to apply it)")
    }
    let timing: Timing
    let request: SampleRequest
    do {
      timing = try curve.timing(duration: seconds)
      // The row count is checked here, before the first byte is printed.
      request = try SampleRequest(curve: curve, timing: timing, frameRate: frameRate)
    } catch let error as TimingError {
      if error.parameter == "duration", let text = arguments.text(duration) {
        throw UsageError(.optionValue(duration.primaryName, text), .invalidValue(error))
      }
      throw UsageError(.argumentValue(curveText), .invalidValue(error))
    }
    if case .spring(let spring, .coreAnimation) = curve.definition, spring.dampingRatio > 1 {
      io.printError(
        "note: damping ratio \(NumberText.exact((spring.dampingRatio * 1000).rounded() / 1000)) "
          + "> 1 runs as critically damped, as CoreAnimation, WebKit, React Native and Flutter "
          + "do; add model: exact for the literal over-damped motion")
    }
    if arguments.flag(snippets) {
      // The snippets' errors are measured on a fixed grid of instants, not per display frame.
      if arguments.isGiven(fps) {
        throw UsageError(
          .option(fps.primaryName),
          .conflicts(with: "--snippets (their errors are measured at fixed instants, not frames)"))
      }
      io.print(
        try SampleSnippets.text(
          curve: curve, timing: timing,
          // Snippets are text unless a format is asked for (the table's rows are CSV by default).
          format: arguments.optionValues["--format"] == nil ? nil : outputFormat),
        terminator: "")
      return .success
    }
    try request.write(outputFormat, to: &io)
    return .success
  }
}

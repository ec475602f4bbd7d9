import CurveScopeSupport

#if Video
  import CurveScopeAnimation
  import CurveScopePlot
#endif

/// The options of `compare -o` for animations and screens, each declared once.
enum MotionOutputOptions {
  /// `--figure-format`: overrides the extension of `-o`, stills and animations.
  static let format = OptionSpec.option(
    "--figure-format", value: "type",
    help: "The figure's file type, for a path without an extension (such as /dev/stdout); "
      + "overrides FILE's extension",
    domain: .choice(FigureFileFormat.allCases.map(\.rawValue)), default: "FILE's extension")
  /// `--scale` as `compare` states it: the still figures' option (read through
  /// ``FigureOptions/scale``, the same name and domain) with the animations' bounds and defaults.
  static let scale = OptionSpec.option(
    "--scale", value: "s",
    help: "Pixels per point; a chart's layout is size / scale points (at least 100 a side); "
      + "animations take 0.5-4, --figure screen 1-4",
    domain: FigureOptions.scale.domain,
    default: "2; animations 1; --figure screen the iPhone's (3 for 375x812, 2 for 414x896)")

  /// `compare`'s figure options as this build draws: `-o` always (refused by name without
  /// `Figures`), the stills' options with `Figures`, the animations' with `Video`.
  static var declared: [OptionSpec] {
    var options = [FigureOptions.output]
    #if Figures
      options += [CompareFigureKind.option, FigureOptions.size, scale, format]
    #endif
    #if Video
      options += motion
    #endif
    return options
  }

  #if Video
    /// `--slow-motion N`.
    static let slowMotion = OptionSpec.option(
      "--slow-motion", value: "n",
      help: "With -o FILE.gif|.mp4: play the motion N times slower than real time",
      domain: .number(AnimationSettings.slowMotionRange, unit: "times"),
      default: "8; 1 for --figure screen")
    /// `--output-fps N`: the animation file's frame rate (`--fps` is the simulated display's).
    static let outputFPS = OptionSpec.option(
      "--output-fps", value: "n",
      help: "With -o FILE.gif|.mp4: frames per second of the file, each showing the display "
        + "frame on screen at that instant (--fps is the simulated display's rate)",
      domain: .number(AnimationSettings.framesPerSecondRange, unit: "frames per second"),
      default: "30; for --figure screen one frame per display frame")
    /// `--at MS`: which instant a still `--figure screen` shows.
    static let at = OptionSpec.option(
      "--at", value: "ms",
      help: "With --figure screen and a still format: draw the display frame on screen at this "
        + "time (ms from the first notification)",
      domain: .number(.closed(-3_600_000, 3_600_000), unit: "ms"),
      default: "the frame of the worst desync (deepest overlap or widest gap; in sync: half "
        + "travel)")
    /// `--appearance light|dark`.
    static let appearance = OptionSpec.option(
      "--appearance", value: "mode",
      help: "With an animation or --figure screen: the screens' mode",
      domain: .choice(ScreenAppearance.allCases.map(\.rawValue)), default: "light")

    /// The options only animations and screens take.
    static let motion = [slowMotion, outputFPS, at, appearance]
  #endif
}

#if Figures
  import CurveScopePlot
#endif
#if Video
  import CurveScopeAnimation
#endif

/// The paragraphs of `compare --help` about drawing, as this build draws: stills with the
/// `Figures` trait, animations and screens with `Video` too.
enum CompareHelp {
  #if Video
    /// Stills, then animations and screens.
    static let drawing = "\n\n" + stills + "\n\n" + animations
  #elseif Figures
    /// Stills; animations need the `Video` trait.
    static let drawing =
      "\n\n" + stills + "\n\n-o FILE.gif|.mp4 and --figure screen need the Video trait, which "
      + "this build was made without."
  #else
    /// Nothing is drawn in this build.
    static let drawing =
      "\n\n-o needs the Figures trait (and animations the Video trait), which this build was "
      + "made without: it prints the measures only."
  #endif

  #if Figures
    /// `-o FILE.png|.svg|.pdf`.
    static let stills = """
      With -o the chart is also drawn to FILE (PNG, SVG or PDF by its extension, or \
      --figure-format for a path without one; written atomically): --figure comparison (screen \
      positions and the gap over time; the first strategy is shaded and annotated), filmstrip (the \
      bottom of the screen at a row of frames, one row per strategy, at most \
      \(FilmstripFigure.maximumRows)) or overview (every strategy's gap, worst first). The summary \
      is printed as without -o.
      """
  #endif

  #if Video
    /// `-o FILE.gif|.mp4` and `--figure screen`.
    static let animations = """
      -o FILE.gif or FILE.mp4 (or --figure-format gif|mp4) draws the motion as a slow-motion \
      screen animation instead: one phone per strategy side by side (--strategy all: a row of \
      twelve), each labelled with its strategy and verdict and showing its display frames as a \
      screen recording would, the keyboard's top edge, the input bar, the overlap and the gap \
      marked in the figures' colours, a counter with the time of the frame on screen (ms) and a \
      progress bar. --slow-motion N plays it N times slower (default 8), --output-fps the file's \
      rate (default 30: each frame shows the display frame on screen at that instant; the first \
      frame shows 0.5 s before the motion, the last holds 2 s), --scale its pixels per point \
      (default 1), --appearance light or dark. --figure screen draws the plain screen with no \
      marks, as a recording shows it, at the iPhone's own pixel size (375×812 at 3×): as .png, \
      .svg or .pdf the display frame at --at MS (default: the frame of the worst desync), as .mp4 \
      or .gif the whole motion, one frame per display frame at its own time (real time unless \
      --slow-motion; --output-fps samples it at a constant rate instead); it shows one strategy. \
      Animations are bounded before drawing (at most \(AnimationLimits.maximumFrames) frames, 8192 \
      px a side, \(AnimationLimits.maximumPhones) phones) and written to regular files only.
      """
  #endif
}

import CurveScopeCodec
import CurveScopeExplain
import CurveScopeFit
import CurveScopeMeasure
import CurveScopePlot
import CurveScopeSupport
public import CurveScopeSync
import CurveScopeTiming

/// Which figures the documentation gallery holds, in the order `index.md` lists them.
///
/// For every scenario: a comparison of its most instructive handler (the first one out of sync
/// in `InstructiveComparison.handlerPreference`, the mistakes apps make most) and one of each
/// other distinct way a handler is out of sync (handlers with the same gap at every frame count
/// once), and a strategy overview of every preset. The followers of interactive dismissal and
/// prediction (`kvo-center`, `pan-tracker`, `display-link-predictive`, `input-accessory-view`)
/// are in every overview and in figures of their own, not in one comparison per scenario (each
/// would repeat the same jump or lag on every scenario). An interactive scenario gets an interactive-dismissal
/// figure (the finger, the keyboard, the gallery's followers) instead of comparisons.
/// Filmstrips for the ``keyScenarios``. Then the curve gallery, the Bézier fit to the keyboard
/// curve, the option bit field and two sweeps (max overlap by keyboard height, max gap by
/// reported duration); then the keyboard profiles' heat map, the interactive dismissals, a
/// dismissal for each named gesture no scenario plays, and the frame-pacing spread
/// (``profileItems(scenarioDismissals:playedGestures:)``).
public enum GalleryPlan {
  /// Scenarios that also get a filmstrip (when present).
  public static let keyScenarios = [
    "show-375x812-291", "hide-375x812-291", "third-party-sogou-triple", "hide-interrupts-show",
  ]
  /// Keyboard heights of the height sweep, in points (the ScenarioFiles article; heights of real keyboards).
  public static let sweepHeights: [Double] = [216, 224, 253, 258, 260, 271, 291, 301, 336, 346]
  /// Reported durations of the duration sweep, in seconds.
  public static let sweepDurations = [0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]

  /// Section names, in order.
  public static let sections =
    [
      "Animations", "Comparisons", "Filmstrips", "Strategy overviews", "Recorded traces",
      "Timing curves", "Animation options", "Sweeps",
    ] + profileSections

  /// The items for these scenarios (each at its preferred rate, else 120 Hz).
  /// - Throws: whatever analysing a scenario throws (``MotionError``, ``TimingError``).
  public static func items(scenarios: [Scenario]) throws -> [GalleryItem] {
    var comparisons: [GalleryItem] = []
    var filmstrips: [GalleryItem] = []
    var overviews: [GalleryItem] = []
    var dismissals: [GalleryItem] = []
    var playedGestures: Set<PanGesture> = []
    for scenario in scenarios {
      let rate = scenario.preferredFrameRate.flatMap { try? FrameRate(hertz: $0) } ?? .hz120
      let analyses = try InputBarStrategy.presets.map {
        try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(rate)).measurement()
      }
      let base = fileName(scenario.name)
      if let interaction = scenario.interaction {
        if let gesture = interaction.gesture { playedGestures.insert(gesture) }
        let followers = dismissalStrategies.compactMap { strategy in
          analyses.first { $0.series.barName == strategy.name }
        }
        dismissals.append(
          GalleryItem(
            name: "dismissal-\(base)", section: "Interactive dismissal",
            caption: "\(scenario.name): the finger, the keyboard it drags and "
              + "\(followers.count) followers, before and after the release.",
            figure: try InteractiveDismissalFigure(
              followers, drag: interaction.drag(screenHeight: scenario.screenHeight))))
      }
      let chosen = scenario.interaction == nil ? InstructiveComparison.handlers(analyses) : []
      for (index, analysis) in chosen.enumerated() {
        let name = analysis.series.barName
        comparisons.append(
          GalleryItem(
            name: index == 0 ? "comparison-\(base)" : "comparison-\(base)-\(name)",
            section: "Comparisons",
            caption: "\(scenario.name), \(name): \(SyncVerdict.sentence(analysis.summary)).",
            figure: try ComparisonFigure([analysis])))
      }
      if keyScenarios.contains(scenario.name), let lead = chosen.first {
        filmstrips.append(
          GalleryItem(
            name: "filmstrip-\(base)", section: "Filmstrips",
            caption: "\(scenario.name), \(lead.series.barName): the bottom of the screen frame "
              + "by frame, as a slow-motion recording shows it.",
            figure: try FilmstripFigure([lead])))
      }
      let ranked = SyncSummary.worstFirst(analyses.map(\.summary))
      let worst = analyses[ranked[0]]
      overviews.append(
        GalleryItem(
          name: "overview-\(base)", section: "Strategy overviews",
          caption: "\(scenario.name): every preset's gap, worst first (worst: "
            + "\(worst.series.barName), \(SyncVerdict.short(worst.summary))).",
          figure: try StrategyOverviewFigure(analyses)))
    }
    return comparisons + filmstrips + overviews + fixedItems()
      + profileItems(scenarioDismissals: dismissals, playedGestures: playedGestures)
  }

  /// The figures that do not depend on the scenarios.
  static func fixedItems() -> [GalleryItem] {
    return [
      GalleryItem(
        name: "curves", section: "Timing curves",
        caption: "Every catalogue curve's progress and velocity; the keyboard's curve 7 in three "
          + "models against ease-in-out over the reported 0.25 s.",
        figure: CurveGalleryFigure()),
      GalleryItem(
        name: "fit-keyboard", section: "Timing curves",
        caption: "The cubic Bézier closest to the keyboard's curve 7 (keyboard-fit, max error "
          + "\(keyboardFitErrorText) of travel over 0.6 s) against the published stand-ins, with "
          + "the error over time.",
        figure: KeyboardFitFigure()),
      GalleryItem(
        name: "fit-keyboard-elsewhere", section: "Timing curves",
        caption: "The keyboard's curve 7 on other platforms: exact springs (Core Animation, "
          + "SwiftUI, Compose, Android, Flutter, Reanimated, Framer Motion), CSS linear() and an "
          + "Android multi-segment path, with their errors.",
        figure: KeyboardPortsFigure()),
      GalleryItem(
        name: "option-bits", section: "Animation options",
        caption: "The 32 bits of UIView.AnimationOptions: 7 << 16 is the keyboard curve; "
          + "16 << 16 flips the view; an unshifted 7 sets three flags.",
        figure: OptionBitsFigure()),
    ] + sweepItems()
  }

  /// `name` with every character other than letters, digits, `-`, `_` and `.` replaced by `-`,
  /// and no leading dot (hidden files are the writer's temporaries).
  public static func fileName(_ name: String) -> String {
    let safe = String(
      name.map { character -> Character in
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
          ? character : "-"
      })
    let trimmed = safe.drop { $0 == "." }
    return trimmed.isEmpty ? "scenario" : String(trimmed)
  }
}

import CurveScopeChart
import CurveScopeMeasure
import CurveScopePlot
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

extension GalleryPlan {
  /// The sections of the keyboard-profile, dismissal and pacing figures, in order.
  static let profileSections = ["Keyboard profiles", "Interactive dismissal", "Frame pacing"]

  /// The followers an interactive-dismissal figure draws.
  static let dismissalStrategies: [InputBarStrategy] = [
    .curveShift, .panTracker, .kvoCenter, .displayLink, .inputAccessoryView,
  ]

  /// The strategies of the pacing figure.
  static let pacingStrategies: [InputBarStrategy] = [
    .displayLink, .displayLinkPredictive, .kvoCenter, .curveShift, .layoutGuide,
  ]
  /// The pacing figure's runs per strategy, from seed ``pacingSeed``.
  static let pacingRuns = 200
  /// The pacing figure's first seed.
  static let pacingSeed: UInt64 = 1

  /// The pacing figure's display: ProMotion 120/80/60 Hz changing rate at 5 % of refreshes,
  /// 1 ms jitter, 5 % app frames missed.
  static func pacingModel() throws -> FramePacing {
    try FramePacing(
      rates: [.hz120, try FrameRate(hertz: 80), .hz60], jitterMilliseconds: 1,
      dropProbability: 0.05, rateChangeProbability: 0.05)
  }

  /// The profile heat map's sweep: every preset under every built-in profile, one 291 pt show
  /// reported as 0.25 s at 120 Hz.
  static var profileSweep: SyncSweep {
    var sweep = SyncSweep(
      strategies: InputBarStrategy.presets, keyboardHeights: [291], frameRates: [.hz120],
      durations: [0.25])
    sweep.profiles = KeyboardProfile.builtIn
    return sweep
  }

  /// The profile heat map, the scenarios' interactive dismissals, a dismissal figure for each
  /// named gesture no scenario plays, and the pacing spread.
  static func profileItems(scenarioDismissals: [GalleryItem], playedGestures: Set<PanGesture>)
    -> [GalleryItem]
  {
    var items = [
      GalleryItem(
        name: "heatmap-profiles", section: "Keyboard profiles",
        caption: "Every preset under every keyboard profile (a \(heightsText(profileSweep)) pt "
          + "show, \(durationsText(profileSweep)) s, \(curveAndRateText(profileSweep))): the "
          + "worse of max overlap and max gap, with each profile's provenance.",
        figure: ProfileSweepFigure())
    ]
    items += scenarioDismissals
    for gesture in PanGesture.allCases where !playedGestures.contains(gesture) {
      items.append(
        GalleryItem(
          name: "dismissal-\(gesture.rawValue)", section: "Interactive dismissal",
          caption: "Interactive dismissal (\(gesture.rawValue)): the finger, the keyboard it "
            + "drags and \(dismissalStrategies.count) followers, before and after the release.",
          figure: DismissalGalleryFigure(gesture: gesture)))
    }
    let display = (try? pacingModel()).map { pacingText($0.conditions) } ?? "?"
    items.append(
      GalleryItem(
        name: "pacing-spread", section: "Frame pacing",
        caption: "Max overlap and gap over \(pacingRuns) seeded runs of a jittery ProMotion "
          + "display (\(display)): the predictive follower against the one-frame-late copy.",
        figure: PacingGalleryFigure()))
    return items
  }

  /// `120/80/60 Hz, 1 ms jitter, 5 % app frames missed`: the pacing model in a caption.
  static func pacingText(_ conditions: PacingConditions) -> String {
    let rates = conditions.ratesHertz.map { NumberText.reading($0, minus: .typographic) }
    return "\(rates.joined(separator: "/")) Hz, "
      + "\(NumberText.reading(conditions.jitterMilliseconds, minus: .typographic)) ms jitter, "
      + "\(NumberText.reading(conditions.dropProbability * 100, minus: .typographic)) % app frames "
      + "missed"
  }
}

/// The profile heat map, its sweep run when built (on a worker thread).
struct ProfileSweepFigure: FigureBuilder {
  func figure(theme: Theme) throws -> Figure {
    let sweep = GalleryPlan.profileSweep
    let grid = SyncGrid(
      sweep: sweep, rows: try sweep.run(threads: 1), measure: .signedWorstGap, axis: .profile)
    return try ProfileHeatMapFigure(grid).figure(theme: theme)
  }
}

/// A named gesture's dismissal with the gallery's followers, analysed when built.
struct DismissalGalleryFigure: FigureBuilder {
  var gesture: PanGesture

  func figure(theme: Theme) throws -> Figure {
    let scenario = try Scenario.interactiveDismissal(gesture)
    guard let interaction = scenario.interaction else {
      throw FigureInputError(figure: "dismissal figure", .notInteractive)
    }
    let measurements = try GalleryPlan.dismissalStrategies.map {
      try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz120)).measurement()
    }
    return try InteractiveDismissalFigure(
      measurements, drag: interaction.drag(screenHeight: scenario.screenHeight)
    )
    .figure(theme: theme)
  }
}

/// The pacing spread on the default show, its runs done when built.
struct PacingGalleryFigure: FigureBuilder {
  func figure(theme: Theme) throws -> Figure {
    let pacing = try GalleryPlan.pacingModel()
    let study = try PacingStudy(
      pacing: pacing, runs: GalleryPlan.pacingRuns, seed: GalleryPlan.pacingSeed)
    let scenario = try Scenario.defaultShow()
    let results = try GalleryPlan.pacingStrategies.map {
      try study.run(
        SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz120)), threads: 1)
    }
    return try PacingSpreadFigure(
      results, pacing: pacing.conditions, scenario: scenario.name, seed: GalleryPlan.pacingSeed
    )
    .figure(theme: theme)
  }
}

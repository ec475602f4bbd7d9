public import CurveScopeChart
import CurveScopeSupport
import CurveScopeTiming

/// The curve gallery: every catalogue curve's progress and velocity.
///
/// Top row: the Bézier and linear curves over normalised time (t / duration), progress and
/// velocity in travel per duration. Bottom row: the keyboard's models over real time (the
/// critically damped spring CoreAnimation runs for 0.5 s, the literal over-damped solution, the
/// published Bézier stand-in over 0.5 s, the fitted `keyboard-fit`) against ease-in-out over the
/// reported 0.25 s, which is what a bar
/// animated with the reported duration and the default curve does. Every point is a
/// ``TimingSampler`` sample at 1000 Hz.
public struct CurveGalleryFigure: FigureBuilder {
  /// The catalogue names drawn in the keyboard row, in order.
  public static let keyboardModels = [
    "keyboard", "keyboard-overdamped", "keyboard-bezier", "keyboard-fit",
  ]
  /// How much real time the keyboard row shows, in seconds.
  public static let keyboardWindow = 0.8

  /// One sampled curve.
  struct Curve {
    var label: String
    var progress: [DataPoint]
    var velocity: [DataPoint]
    var style: LineStyle
  }

  /// The curve gallery (it draws the built-in catalogue; there is nothing to choose).
  public init() {}

  /// Builds the figure: four panels, two columns.
  /// - Throws: ``TimingError`` if a catalogue curve cannot be sampled (not for the built-in
  ///   catalogue).
  public func figure(theme: Theme) throws -> Figure {
    let keyboardModels = Self.keyboardModels
    let keyboardWindow = Self.keyboardWindow
    let rate = try FrameRate(hertz: 1000)
    let others: [Color] = [
      .okabeItoBlack, .okabeItoVermillion, .okabeItoBluishGreen, .okabeItoReddishPurple,
      .okabeItoSkyBlue, .okabeItoBlack,
    ]
    var normalised: [Curve] = []
    for entry in CurveCatalogue.all where !keyboardModels.contains(entry.name) {
      let timing = try entry.timing()
      let duration = timing.duration
      let samples = try TimingSampler.sample(timing, frameRate: rate)
      let index = normalised.count
      normalised.append(
        Curve(
          label: "\(entry.name) (\(NumberText.reading(duration * 1000, minus: .typographic)) ms)",
          progress: samples.map { DataPoint(x: $0.progress, y: $0.value) },
          // Velocity is 0 from the end on; the last sample (at the end) would draw a drop.
          velocity: samples.filter { $0.progress < 1 }.map {
            DataPoint(x: $0.progress, y: $0.velocity * duration)
          },
          style: LineStyle(
            color: others[index % others.count], width: 2,
            dash: index == others.count - 1 ? LineStyle.dashed : [])))
    }
    var keyboard: [Curve] = []
    let dashes: [[Double]] = [[], LineStyle.dashed, LineStyle.dotted, [8, 3, 2, 3]]
    for (index, name) in keyboardModels.enumerated() {
      guard let entry = CurveCatalogue.curve(named: name) else { continue }
      let samples = try TimingSampler.sample(
        try entry.timing(), duration: keyboardWindow, frameRate: rate)
      keyboard.append(
        Curve(
          label: Self.label(entry),
          progress: samples.map { DataPoint(x: $0.timeMilliseconds, y: $0.value) },
          velocity: samples.map { DataPoint(x: $0.timeMilliseconds, y: $0.velocity) },
          style: LineStyle(color: theme.keyboard, width: 2.2, dash: dashes[index % dashes.count])))
    }
    if let easeInOut = CurveCatalogue.curve(named: "ease-in-out") {
      let samples = try TimingSampler.sample(
        try easeInOut.timing(duration: 0.25), duration: keyboardWindow, frameRate: rate)
      keyboard.append(
        Curve(
          label: "ease-in-out over the reported 0.25 s",
          progress: samples.map { DataPoint(x: $0.timeMilliseconds, y: $0.value) },
          velocity: samples.map { DataPoint(x: $0.timeMilliseconds, y: $0.velocity) },
          style: LineStyle(color: theme.bar, width: 2)))
    }
    let fractionAxis = Axis(
      title: "time", unit: "fraction of duration", range: .fixed(lower: 0, upper: 1))
    let timeAxis = Axis(title: "time", unit: "ms", range: .tight)
    let marks = [
      ReferenceLine(
        .vertical, at: 250,
        style: LineStyle(color: theme.secondaryText, width: 1, dash: LineStyle.dotted),
        inlineLabel: "reported 0.25 s"),
      ReferenceLine(
        .vertical, at: 500,
        style: LineStyle(color: theme.secondaryText, width: 1, dash: LineStyle.dotted),
        inlineLabel: "removed at 0.5 s"),
    ]
    var small = theme
    small.fonts.panelTitle = 12
    small.fonts.legend = 10
    return Figure(
      header: Header(
        title: "Timing curves: every catalogue curve, progress and velocity",
        lines: [
          Header.Line(
            "Top: UIKit, CoreAnimation and Android curves over normalised time. Bottom: the "
              + "keyboard's curve 7 (two spring models, the published and the fitted Bézier) over "
              + "real time, against ease-in-out over the 0.25 s the notification reports.")
        ],
        legendEntries: (normalised + keyboard).map {
          LegendEntry($0.label, swatch: .line($0.style, marker: nil))
        }),
      panels: [
        .plot(
          Self.panel(
            "Progress (Bézier and linear curves)", normalised, \.progress, x: fractionAxis,
            y: Axis(title: "progress", unit: "fraction of travel"), legend: .hidden)),
        .plot(
          Self.panel(
            "Velocity", normalised, \.velocity, x: fractionAxis,
            y: Axis(title: "velocity", unit: "travel per duration"), legend: .hidden)),
        .plot(
          Self.panel(
            "Keyboard curve 7: progress", keyboard, \.progress, x: timeAxis,
            y: Axis(title: "progress", unit: "fraction of travel"), references: marks,
            legend: .hidden)),
        .plot(
          Self.panel(
            "Keyboard curve 7: velocity", keyboard, \.velocity, x: timeAxis,
            y: Axis(title: "velocity", unit: "travel per s"), references: marks,
            legend: .hidden)),
      ],
      theme: small, columnCount: 2)
  }

  /// `keyboard: critically damped spring, 0.5 s (CoreAnimation)` and the like.
  static func label(_ entry: NamedCurve) -> String {
    switch entry.name {
    case "keyboard": return "keyboard (spring, critically damped, 0.5 s)"
    case "keyboard-overdamped": return "keyboard-overdamped (solved literally)"
    case "keyboard-bezier": return "keyboard-bezier (stand-in, 0.5 s)"
    case "keyboard-fit": return "keyboard-fit (fitted Bézier, 0.384 s)"
    default: return entry.name
    }
  }

  static func panel(
    _ title: String, _ curves: [Curve], _ values: KeyPath<Curve, [DataPoint]>, x: Axis, y: Axis,
    references: [ReferenceLine] = [], legend: LegendPlacement = .best(allowOutside: false)
  ) -> PlotPanel {
    PlotPanel(
      title: title, xAxis: x, yAxis: y,
      series: curves.map { Series(label: $0.label, points: $0[keyPath: values], line: $0.style) },
      referenceLines: references, legend: legend)
  }
}

import CurveScopeMeasure
import CurveScopePlot
import CurveScopeSupport
import CurveScopeSync

extension GalleryPlan {
  /// The height sweep: every preset over ``sweepHeights``, reported as 0.25 s at 120 Hz.
  static var heightSweep: SyncSweep {
    SyncSweep(
      strategies: InputBarStrategy.presets, keyboardHeights: sweepHeights, frameRates: [.hz120],
      durations: [0.25])
  }

  /// The duration sweep: every preset over ``sweepDurations``, a 291 pt keyboard at 120 Hz.
  static var durationSweep: SyncSweep {
    SyncSweep(
      strategies: InputBarStrategy.presets, keyboardHeights: [291], frameRates: [.hz120],
      durations: sweepDurations)
  }

  /// The two sweep heat maps: max overlap by keyboard height, max gap by reported duration.
  static func sweepItems() -> [GalleryItem] {
    let (heights, durations) = (heightSweep, durationSweep)
    return [
      GalleryItem(
        name: "heatmap-overlap-by-height", section: "Sweeps",
        caption: "Max overlap of every preset over keyboard heights "
          + "\(range(heights.keyboardHeights, heightText)) pt (\(durationsText(heights)) s, "
          + "\(curveAndRateText(heights))).",
        figure: SweepFigure(sweep: heights, measure: .maxOverlap, axis: .keyboardHeight)),
      GalleryItem(
        name: "heatmap-gap-by-duration", section: "Sweeps",
        caption: "Max blank gap of every preset over reported durations "
          + "\(range(durations.durations, durationText)) s (\(heightsText(durations)) pt, "
          + "\(curveAndRateText(durations))).",
        figure: SweepFigure(sweep: durations, measure: .maxGap, axis: .duration)),
    ]
  }

  /// `216–346`: the first and last of `values` (as swept), or the one value.
  static func range(_ values: [Double], _ text: (Double) -> String) -> String {
    guard let first = values.first, let last = values.last else { return "" }
    return values.count == 1 ? text(first) : "\(text(first))–\(text(last))"
  }

  /// A height in points as a caption writes it: `291`.
  static func heightText(_ height: Double) -> String {
    NumberText.reading(height, minus: .typographic)
  }

  /// A duration in seconds as a caption writes it: `0.25`.
  static func durationText(_ duration: Double) -> String {
    NumberText.reading(duration, decimals: 3, minus: .typographic)
  }

  /// The sweep's heights: `291`, `216, 291`.
  static func heightsText(_ sweep: SyncSweep) -> String {
    sweep.keyboardHeights.map(heightText).joined(separator: ", ")
  }

  /// The sweep's reported durations: `0.25`, `0.25, 0.4`.
  static func durationsText(_ sweep: SyncSweep) -> String {
    sweep.durations.map(durationText).joined(separator: ", ")
  }

  /// `curve 7, 120 Hz`.
  static func curveAndRateText(_ sweep: SyncSweep) -> String {
    "curve \(sweep.curve.rawValue), "
      + sweep.frameRates.map { NumberText.reading($0.hertz, minus: .typographic) }
      .joined(separator: "/") + " Hz"
  }
}

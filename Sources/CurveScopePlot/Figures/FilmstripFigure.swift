public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// The filmstrip: the bottom of the screen at a row of frame instants, keyboard and bar as
/// rectangles, the part of the bar hidden under the keyboard and the blank gap highlighted: the
/// picture a slow-motion screen recording shows. One row per strategy, the same frames in each.
///
/// Positions are the series' frame values (``FrameSeries/frames``; a frame where an edge was not
/// seen says so instead of drawing it); the bar, whose height the series does not know, is drawn
/// ``barHeight`` points tall. Frames: the first, each row's
/// maximum overlap and maximum gap, the frame from which everything has settled, and frames
/// filling the widest intervals between those, up to the count asked for.
public struct FilmstripFigure: FigureBuilder {
  /// The most strategies (rows) one filmstrip shows.
  public static let maximumRows = 3
  /// The drawn height of the input bar, in screen points (a typical 44 pt bar).
  public static let barHeight = 44.0
  /// The frames shown when none are asked for.
  public static let defaultFrameCount = 10

  /// The measurements drawn, one row each.
  public let analyses: [SyncMeasurement]
  /// How many frames to show (at least 2, at most the series' frames).
  public let frameCount: Int

  /// A filmstrip of `analyses` (one scenario and clock, up to ``maximumRows`` strategies).
  /// - Throws: ``FigureInputError`` when `analyses` is empty, has more than ``maximumRows``
  ///   strategies, or mixes scenarios or clocks.
  public init(
    _ analyses: [SyncMeasurement], frameCount: Int = FilmstripFigure.defaultFrameCount
  ) throws(FigureInputError) {
    guard let primary = analyses.first else {
      throw FigureInputError(figure: "filmstrip", .noStrategies)
    }
    guard analyses.count <= Self.maximumRows else {
      throw FigureInputError(figure: "filmstrip", .tooManyStrategies(maximum: Self.maximumRows))
    }
    for analysis in analyses.dropFirst() where !analysis.series.isComparable(with: primary.series) {
      throw FigureInputError(
        figure: "filmstrip", .otherScenario(strategy: analysis.series.barName))
    }
    self.analyses = analyses
    self.frameCount = frameCount
  }

  /// Builds the figure: a header with the verdicts, then one diagram of every row.
  public func figure(theme: Theme) -> Figure {
    let analyses = self.analyses
    let primary = analyses[0]
    let summaries = analyses.map(\.summary)
    let chosen = Self.frames(analyses, summaries: summaries, count: frameCount)
    var lines: [Header.Line] = []
    if analyses.count == 1 {
      lines.append(ComparisonFigure.verdictLine("Verdict", summaries[0], theme: theme))
      lines.append(Header.Line("Strategy \(primary.series.barName): \(primary.series.barSummary)"))
    } else {
      lines.append(
        Header.Line(
          "One row per strategy (\(analyses.map(\.series.barName).joined(separator: ", "))), "
            + "each titled with its verdict: overlap, blank gap and lag at half travel."))
    }
    lines.append(
      Header.Line(
        ScenarioText.line(primary) + " · \(chosen.count) frames shown · input bar drawn "
          + "\(NumberText.reading(Self.barHeight, minus: .typographic)) pt tall"))
    let header = Header(
      title: "Filmstrip · \(primary.series.title)"
        + (analyses.count == 1 ? " · \(primary.series.barName)" : ""),
      lines: lines)
    let strip = FilmstripDrawing(
      analyses: analyses, summaries: summaries, frames: chosen, theme: theme,
      height: max(120, 500 - 28 - HeaderEstimate.height(header, width: 772, theme: theme) - 10 - 22)
    )
    return Figure(
      header: header,
      panels: [.diagram(strip.panel())], theme: theme)
  }

  /// The frame indices shown, ascending, among the frames every row has (strategies measured
  /// on one clock share their frames up to the shortest window; a frame after it, such as a
  /// longer row's settling, clamps to the last shared one): the key frames of every row (first,
  /// maximum overlap, maximum gap, settled), then, until `count` (at least 2, at most the shared
  /// frames), the middle frame of the interval with the highest score: its share of all motion
  /// (the sum over rows of |Δ keyboard top| + |Δ bar bottom| + |Δ gap| from frame to frame) plus
  /// its share of all frames, so frames gather where things change without leaving long
  /// stretches empty.
  public static func frames(_ analyses: [SyncMeasurement], summaries: [SyncSummary], count: Int)
    -> [Int]
  {
    guard let primary = analyses.first?.series,
      let shared = analyses.map(\.series.frames.count).min(), shared > 0
    else { return [] }
    let times = primary.frames.prefix(shared).map(\.timeMilliseconds)
    let last = times.count - 1
    /// The frame nearest to `milliseconds` (the earlier on a tie).
    func index(_ milliseconds: Double) -> Int {
      guard milliseconds.isFinite else { return 0 }
      var low = 0
      var high = last
      while low < high {
        let middle = (low + high) / 2
        if times[middle] < milliseconds { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { return 0 }
      return milliseconds - times[low - 1] <= times[low] - milliseconds ? low - 1 : low
    }
    var chosen: Set<Int> = [0]
    var end = 0
    for summary in summaries {
      if let at = summary.maxOverlapAtMilliseconds { chosen.insert(index(at)) }
      if let at = summary.maxGapAtMilliseconds { chosen.insert(index(at)) }
      end = max(
        end, index(max(summary.keyboardSettleMilliseconds, summary.barSettleMilliseconds)))
    }
    chosen.insert(end > 0 ? end : last)
    // motion[k]: the motion up to frame k, summed over rows.
    var motion = [Double](repeating: 0, count: times.count)
    for analysis in analyses {
      let frames = analysis.series.frames
      for k in 1..<max(1, min(frames.count, motion.count)) {
        let (previous, frame) = (frames[k - 1], frames[k])
        // A change is counted only between two frames that both saw it.
        func change(_ a: Double?, _ b: Double?) -> Double {
          guard let a, let b else { return 0 }
          return abs(b - a)
        }
        motion[k] +=
          change(previous.keyboardTop, frame.keyboardTop)
          + change(previous.barBottom, frame.barBottom) + change(previous.gap, frame.gap)
      }
    }
    for k in motion.indices.dropFirst() { motion[k] += motion[k - 1] }
    let target = min(max(2, count), last + 1)
    var sorted = chosen.sorted()
    while sorted.count < target {
      var best: (start: Int, end: Int, score: Double)?
      let totalMotion = max(motion[last], 1e-12)
      for (a, b) in zip(sorted, sorted.dropFirst()) where b - a >= 2 {
        let score = (motion[b] - motion[a]) / totalMotion + Double(b - a) / Double(max(1, last))
        if score > best?.score ?? -1 { best = (a, b, score) }
      }
      guard let best else {
        guard let after = (0...last).first(where: { !sorted.contains($0) }) else { break }
        sorted.append(after)
        sorted.sort()
        continue
      }
      sorted.append((best.start + best.end) / 2)
      sorted.sort()
    }
    return sorted
  }
}

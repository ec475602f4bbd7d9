public import CurveScopeMeasure
import CurveScopeSupport

extension SyncAnalysis {
  /// The finest drawing grid, in ms.
  public static let defaultCurveStep = 1.0
  /// The most grid points between frames over the whole window (long windows get a coarser
  /// step).
  public static let maximumCurvePoints = 4000

  /// The simulated frames as a ``FrameSeries``: frame k at t = k / rate, both edges on every
  /// frame.
  /// - Parameter curveStep: when given, the series also carries ``SeriesCurves`` for drawing:
  ///   the motion on a grid of `curveStep` ms (at least window / ``maximumCurvePoints``) plus
  ///   every frame instant, after a lead-in of one frame interval before the first notification.
  ///
  /// Complexity: O(frames × running animations), plus the grid when asked.
  public func series(curveStep: Double? = nil) -> FrameSeries {
    let margin = strategy.margin
    let frames = seriesFrames(margin: margin)
    return FrameSeries(
      unchecked: scenario.name, title: seriesTitle, screenWidth: scenario.screenWidth,
      screenHeight: scenario.screenHeight, events: profiled.notifications, barName: strategy.name,
      barSummary: strategy.summary, margin: margin, frames: frames,
      provenance: .simulated(frameRate: clock.rate), keyboardEnd: keyboard.finalValue,
      barEnd: finalBarBottom, firstTravel: firstTravel,
      curves: curveStep.map { curves(step: $0, frames: frames) })
  }

  /// The frames of ``series(curveStep:)``: ``keyboardTop(atFrame:)`` and ``barBottom(atFrame:)``
  /// at every frame, with the two common cases (an animated bar without a drag, a plain copy)
  /// in loops of their own so that the per-frame work is the two evaluations.
  private func seriesFrames(margin: Double) -> [SeriesFrame] {
    var frames: [SeriesFrame] = []
    frames.reserveCapacity(frameCount)
    let keyboard = self.keyboard
    let clock = self.clock
    func append(_ time: Double, _ top: Double, _ bottom: Double) {
      frames.append(
        SeriesFrame(
          time: time, timeMilliseconds: time * 1000, keyboardTop: top, barBottom: bottom,
          margin: margin))
    }
    switch bar {
    case .timeline(let timeline) where panDrag == nil:
      for index in 0..<frameCount {
        let time = clock.time(ofFrame: index)
        append(time, keyboard.value(at: time), timeline.value(at: time))
      }
    case .follow(let latency, let barMargin) where follower.isPlainCopy:
      for index in 0..<frameCount {
        let time = clock.time(ofFrame: index)
        let top = keyboard.value(at: time)
        let read = latency == 0 ? top : keyboard.value(at: clock.time(ofFrame: index - latency))
        append(time, top, read - barMargin)
      }
    default:
      for index in 0..<frameCount {
        let time = clock.time(ofFrame: index)
        append(time, keyboard.value(at: time), barBottom(atFrame: index))
      }
    }
    return frames
  }

  /// The scenario's title, with the keyboard profile when it is not iOS's and the title does not
  /// say it already (`… · keyboard ios-26`), so that every figure of the series names it.
  var seriesTitle: String {
    let profile = scenario.keyboardProfile
    let words = { (text: String) in
      String(text.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 })
    }
    guard !profile.isDefault, !words(scenario.title).contains(words(profile.name)) else {
      return scenario.title
    }
    return "\(scenario.title) · keyboard \(profile.name)"
  }

  /// The measures of ``series(curveStep:)``, by ``measurer``.
  ///
  /// Complexity: O(frames × running animations).
  public func summary() -> SyncSummary {
    measurer.measure(series()).summary
  }

  /// The series with the motion between frames and its measures: what a figure draws.
  public func measurement(curveStep: Double = SyncAnalysis.defaultCurveStep) -> SyncMeasurement {
    measurer.measure(series(curveStep: curveStep))
  }

  /// The keyboard's and the bar's velocity at frame `index`, in points per second (negative when
  /// rising).
  public func velocities(atFrame index: Int) -> (keyboard: Double, bar: Double) {
    let time = clock.time(ofFrame: index)
    let bar: Double
    switch self.bar {
    case .timeline(let timeline):
      bar =
        panDrag.map { $0.isDragging(at: time) } == true
        ? keyboard.velocity(at: time) : timeline.velocity(at: time)
    case .follow(let latency, _):
      bar = follower.velocity(
        keyboard, readAt: clock.time(ofFrame: index - latency),
        ahead: follower.aheadTime(readFrame: index - latency, clock: clock))
    }
    return (keyboard.velocity(at: time), bar)
  }

  /// The motion on a grid of `step` ms plus every frame instant. A follower with latency holds a
  /// value latched at each frame until the next (sample and hold), so its bar and gap are steps
  /// built from the frames; a follower without latency is the keyboard itself.
  private func curves(step requested: Double, frames: [SeriesFrame]) -> SeriesCurves {
    let end = frames.last?.timeMilliseconds ?? 0
    let step = max(
      requested.isFinite && requested > 0 ? requested : Self.defaultCurveStep,
      end / Double(Self.maximumCurvePoints))
    // A lead-in of one frame before the first notification shows where everything starts, and
    // a point just before 0 keeps a jump at 0 vertical.
    let leadIn = -clock.interval * 1000
    var times: [Double] = [leadIn, -1e-6]
    times.reserveCapacity(frames.count + Int(end / step) + 4)
    var frameIndex = 0
    var gridIndex = 0
    while true {
      let grid = Double(gridIndex) * step
      let frame = frameIndex < frames.count ? frames[frameIndex].timeMilliseconds : .infinity
      let next = min(grid, frame)
      guard next <= end else { break }
      if times.last != next { times.append(next) }
      if frame <= grid { frameIndex += 1 }
      if grid <= frame { gridIndex += 1 }
    }
    let margin = strategy.margin
    let keyboardTop = times.map { Point(x: $0, y: keyboard.value(at: $0 / 1000)) }
    let barBottom: [Point]
    let isHeld: Bool
    switch bar {
    case .timeline(let timeline):
      isHeld = false
      barBottom = times.map { Point(x: $0, y: timelineBar(timeline, at: $0 / 1000)) }
    case .follow(let latency, let margin):
      isHeld = latency != 0 || !follower.isPlainCopy
      barBottom =
        !isHeld
        ? keyboardTop.map { Point(x: $0.x, y: $0.y - margin) }
        : [Point(x: leadIn, y: self.barBottom(atFrame: -1))]
          + frames.map { Point(x: $0.timeMilliseconds, y: $0.barBottom ?? 0) }
    }
    let gap: [Point]
    if isHeld {
      let before = FrameSeries.gap(
        keyboardTop: self.keyboardTop(atFrame: -1), barBottom: self.barBottom(atFrame: -1),
        margin: margin)
      gap =
        [Point(x: leadIn, y: before)]
        + frames.map { Point(x: $0.timeMilliseconds, y: $0.gap ?? 0) }
    } else {
      gap = zip(keyboardTop, barBottom).map { keyboard, bar in
        Point(
          x: keyboard.x,
          y: FrameSeries.gap(keyboardTop: keyboard.y, barBottom: bar.y, margin: margin))
      }
    }
    return SeriesCurves(
      keyboardTop: keyboardTop, barBottom: barBottom, gap: gap, isBarHeldPerFrame: isHeld)
  }
}

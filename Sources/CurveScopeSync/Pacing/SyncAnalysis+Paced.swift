public import CurveScopeMeasure

extension SyncAnalysis {
  /// The frames of the analysis shown on a paced display: the keyboard and Core Animation bars
  /// at every refresh's time; an app-driven follower (latency ≥ 1 frame) reading the keyboard
  /// `latencyFrames` refreshes earlier and predicting `leadFrames` display intervals after that
  /// read, on the frames its app produces, its previous value held on the others.
  ///
  /// The series is a synthetic recording (irregular frames measured as recorded ones), its source
  /// naming the seed.
  public func pacedSeries(_ frames: [PacedFrame], seed: UInt64) -> FrameSeries {
    let margin = strategy.margin
    var series: [SeriesFrame] = []
    series.reserveCapacity(frames.count)
    var held: Double?
    for (index, frame) in frames.enumerated() {
      let time = frame.time
      let top = keyboard.value(at: time)
      let bottom: Double
      switch bar {
      case .timeline(let timeline):
        bottom = timelineBar(timeline, at: time)
      case .follow(let latency, _) where latency == 0:
        bottom =
          follower.value(
            keyboard, readAt: time, ahead: time + follower.leadFrames * frame.nominalInterval)
          - margin
      case .follow(let latency, _):
        if frame.appProduced || held == nil {
          let read =
            index >= latency
            ? frames[index - latency].time
            : frames[0].time - Double(latency - index) * frames[0].nominalInterval
          held =
            follower.value(
              keyboard, readAt: read, ahead: read + follower.leadFrames * frame.nominalInterval)
            - margin
        }
        bottom = held ?? top
      }
      series.append(
        SeriesFrame(
          time: time, timeMilliseconds: time * 1000, keyboardTop: top, barBottom: bottom,
          margin: margin))
    }
    return FrameSeries(
      unchecked: scenario.name, title: seriesTitle, screenWidth: scenario.screenWidth,
      screenHeight: scenario.screenHeight, events: profiled.notifications, barName: strategy.name,
      barSummary: strategy.summary, margin: margin, frames: series,
      provenance: .recorded(
        RecordingSource(
          platform: "simulation", frameRate: clock.rate,
          recorder: "curvescope frame pacing, seed \(seed)")),
      keyboardEnd: keyboard.finalValue, barEnd: finalBarBottom, firstTravel: firstTravel,
      curves: nil)
  }

  /// The window the regular clock measures, in seconds: the last frame's time.
  public var windowEnd: Double { clock.time(ofFrame: frameCount - 1) }
}

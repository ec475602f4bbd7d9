public import CurveScopeMeasure
import CurveScopeNotifications
import CurveScopeSupport

extension Trace {
  /// The bar's name in a trace's series and summaries.
  public static let barName = "recorded"

  /// The recorded frames as a ``FrameSeries``: times in seconds since ``timeOrigin``, provenance
  /// recorded, no motion between frames.
  ///
  /// With a ``safeAreaBottom`` the keyboard's top is measured (and drawn) at the safe area's
  /// bottom while it is lower: the edge the bar rests on, as `UIKeyboardLayoutGuide` reports it.
  /// - Parameter margin: overrides the trace's ``margin`` (default 0).
  public func series(margin: Double? = nil) -> FrameSeries {
    let margin = margin ?? self.margin ?? 0
    let seriesFrames = frames.map { frame in
      SeriesFrame(
        time: frame.timeMilliseconds / 1000, timeMilliseconds: frame.timeMilliseconds,
        keyboardTop: frame.keyboardTop.map(seriesTop),
        barBottom: frame.barBottom, margin: margin)
    }
    // The frames were checked once, on the times this series uses (``TraceValidator``: finite
    // values, strictly increasing times in ms and in seconds after the shift, both edges seen);
    // the series takes them as they are rather than checking them a second time.
    return FrameSeries(
      unchecked: name, title: title, screenWidth: screenWidth, screenHeight: screenHeight,
      events: events, barName: Self.barName, barSummary: recordingText, margin: margin,
      frames: seriesFrames, provenance: seriesProvenance, keyboardEnd: seriesKeyboardEnd,
      barEnd: seriesBarEnd, firstTravel: seriesFirstTravel, curves: nil)
  }

  /// The provenance of ``series(margin:)``: recorded, by the trace's source.
  public var seriesProvenance: SeriesProvenance { .recorded(source ?? RecordingSource()) }

  /// The keyboard's last seen top in ``series(margin:)`` (at the safe area's bottom while lower),
  /// else the screen's height; found without building the series' frames.
  public var seriesKeyboardEnd: Double {
    frames.last { $0.keyboardTop != nil }?.keyboardTop.map(seriesTop) ?? screenHeight
  }

  /// The bar's last seen bottom in ``series(margin:)``, else the screen's height.
  public var seriesBarEnd: Double {
    frames.last { $0.barBottom != nil }?.barBottom ?? screenHeight
  }

  /// ``firstTravel`` as ``series(margin:)`` states it: at the safe area's bottom while lower.
  public var seriesFirstTravel: KeyboardTravel? {
    guard safeAreaBottom > 0, let found = firstTravel else { return firstTravel }
    return KeyboardTravel(from: seriesTop(found.from), to: seriesTop(found.to))
  }

  /// A keyboard top as the series measures it: at the safe area's bottom while lower.
  private func seriesTop(_ top: Double) -> Double {
    safeAreaBottom > 0 ? min(top, screenHeight - safeAreaBottom) : top
  }

  /// The measures of ``series(margin:)``.
  /// - Throws: ``SyncMeasurerError`` for a negative or non-finite tolerance.
  public func measure(tolerance: Double = 1, margin: Double? = nil) throws(SyncMeasurerError)
    -> SyncMeasurement
  {
    try SyncMeasurer(tolerance: tolerance).measure(series(margin: margin))
  }

  /// The keyboard's first travel, at whose midpoint the lag is measured: the events' (as for a
  /// scenario), else the first motion the recording saw whole, else a first rise seen from its
  /// end (from the screen's bottom); `nil` when the keyboard does not move.
  public var firstTravel: KeyboardTravel? {
    if !events.isEmpty { return KeyboardTravel.first(in: events) }
    guard let motion = motions.motions.first, let to = motion.toLevel else { return nil }
    if let from = motion.fromLevel {
      return from == to ? nil : KeyboardTravel(from: from, to: to)
    }
    return to < screenHeight - KeyboardMotionDetector.minimumThreshold
      ? KeyboardTravel(from: screenHeight, to: to) : nil
  }

  /// What recorded the trace, in one line: `Recorded: iPhone 15 Pro · iOS 18.1 ·
  /// CADisplayLink · ios`, or that the trace does not say.
  public var recordingText: String {
    let parts = [source?.device, source?.os, source?.recorder, source?.platform].compactMap {
      $0
    }
    return parts.isEmpty
      ? "Recorded (the trace names no device or recorder)"
      : "Recorded: " + parts.joined(separator: " · ")
  }
}

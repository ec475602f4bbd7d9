public import CurveScopeNotifications

/// What a screen showed, frame by frame: where the keyboard's top edge and the input bar's bottom
/// edge were at every displayed frame, simulated or recorded.
///
/// The one value the measures (``SyncMeasurer``) and the figures read, whatever produced it: a
/// simulation of a scenario and a strategy, or a recorded trace. Screen points, y downward as in
/// UIKit; frame times strictly increasing, not necessarily evenly spaced; an edge not seen on a
/// frame is `nil` there and is never interpolated.
public struct FrameSeries: Sendable {
  /// A short identifier (the scenario's or trace's name).
  public private(set) var name: String
  /// A one-line title for tables and figure headers.
  public private(set) var title: String
  /// Screen width, in points.
  public private(set) var screenWidth: Double
  /// Screen height, in points; a hidden keyboard's top edge sits here.
  public private(set) var screenHeight: Double
  /// The keyboard notifications that arrived, in time order (empty when a recording has none).
  public private(set) var events: [KeyboardEvent]
  /// The input bar's name: the strategy simulated (`curve-shift`), or what was recorded.
  public private(set) var barName: String
  /// What the bar does, in a user's words.
  public private(set) var barSummary: String
  /// Points between the keyboard's top edge and the bar's bottom edge when in sync (≥ 0).
  public private(set) var margin: Double
  /// The frames, in time order.
  public private(set) var frames: [SeriesFrame]
  /// Simulated or recorded, and how.
  public private(set) var provenance: SeriesProvenance
  /// Where the keyboard's top edge ends: a simulation's final target, a recording's last seen
  /// value.
  public private(set) var keyboardEnd: Double
  /// Where the bar's bottom edge ends, likewise.
  public private(set) var barEnd: Double
  /// The keyboard's first travel, at whose midpoint the lag is measured; `nil` when the keyboard
  /// does not move.
  public private(set) var firstTravel: KeyboardTravel?
  /// The motion between frames, for drawing; `nil` for a recording.
  public private(set) var curves: SeriesCurves?

  /// Creates a series from frames, checking them.
  /// - Parameters:
  ///   - keyboardEnd: where the keyboard ends; by default its last seen value.
  ///   - barEnd: where the bar ends; by default its last seen value.
  ///   - firstTravel: by default ``KeyboardTravel/first(in:)`` of `events`.
  /// - Throws: ``FrameSeriesError`` when there is no frame, a time or value is not finite, times
  ///   do not increase, or an edge is never seen.
  public init(
    name: String, title: String? = nil, screenWidth: Double, screenHeight: Double,
    events: [KeyboardEvent] = [], barName: String, barSummary: String = "", margin: Double = 0,
    frames: [SeriesFrame], provenance: SeriesProvenance, keyboardEnd: Double? = nil,
    barEnd: Double? = nil, firstTravel: KeyboardTravel?? = nil, curves: SeriesCurves? = nil
  ) throws(FrameSeriesError) {
    guard !frames.isEmpty else { throw .noFrames }
    for (index, frame) in frames.enumerated() {
      for value in [frame.time, frame.timeMilliseconds, frame.keyboardTop, frame.barBottom]
      where !(value?.isFinite ?? true) {
        throw .notFinite(frame: index)
      }
      if index > 0, !(frame.time > frames[index - 1].time) {
        throw .timeNotIncreasing(frame: index, milliseconds: frame.timeMilliseconds)
      }
    }
    guard
      let lastKeyboard = keyboardEnd ?? frames.last(where: { $0.keyboardTop != nil })?.keyboardTop
    else { throw .edgeNeverSeen(.keyboardTop) }
    guard let lastBar = barEnd ?? frames.last(where: { $0.barBottom != nil })?.barBottom else {
      throw .edgeNeverSeen(.barBottom)
    }
    self.init(
      unchecked: name, title: title ?? name, screenWidth: screenWidth, screenHeight: screenHeight,
      events: events, barName: barName, barSummary: barSummary, margin: margin, frames: frames,
      provenance: provenance, keyboardEnd: lastKeyboard, barEnd: lastBar,
      firstTravel: firstTravel ?? KeyboardTravel.first(in: events), curves: curves)
  }

  /// Creates a series whose frames are known to be valid (a simulation's).
  package init(
    unchecked name: String, title: String, screenWidth: Double, screenHeight: Double,
    events: [KeyboardEvent], barName: String, barSummary: String, margin: Double,
    frames: [SeriesFrame], provenance: SeriesProvenance, keyboardEnd: Double, barEnd: Double,
    firstTravel: KeyboardTravel?, curves: SeriesCurves?
  ) {
    self.name = name
    self.title = title
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.events = events
    self.barName = barName
    self.barSummary = barSummary
    self.margin = margin
    self.frames = frames
    self.provenance = provenance
    self.keyboardEnd = keyboardEnd
    self.barEnd = barEnd
    self.firstTravel = firstTravel
    self.curves = curves
  }

  /// The gap for a keyboard top and a bar bottom: keyboardTop − barBottom − margin, with
  /// |gap| < 1e-9 pt taken as 0 (floating-point noise, not desync).
  @inline(__always)
  public static func gap(keyboardTop: Double, barBottom: Double, margin: Double) -> Double {
    let gap = keyboardTop - barBottom - margin
    return abs(gap) < 1e-9 ? 0 : gap
  }

  /// The display rate: a simulation's clock rate, or for a recording the inverse of the median
  /// interval between frames (`nil` with fewer than two frames).
  public var frameRate: Double? {
    switch provenance {
    case .simulated(let rate): return rate
    case .recorded:
      guard let interval = medianIntervalMilliseconds, interval > 0 else { return nil }
      return 1000 / interval
    }
  }

  /// The median interval between consecutive frames, in ms; `nil` with fewer than two frames.
  public var medianIntervalMilliseconds: Double? {
    guard frames.count > 1 else { return nil }
    var intervals = zip(frames, frames.dropFirst()).map {
      $1.timeMilliseconds - $0.timeMilliseconds
    }
    intervals.sort()
    let middle = intervals.count / 2
    return intervals.count % 2 == 1
      ? intervals[middle] : (intervals[middle - 1] + intervals[middle]) / 2
  }

  /// Whether `other` shows the same scenario (name, screen, events) on the same clock, so that
  /// the two can share a figure.
  public func isComparable(with other: FrameSeries) -> Bool {
    name == other.name && screenWidth == other.screenWidth
      && screenHeight == other.screenHeight && events == other.events
      && provenance.simulatedRate == other.provenance.simulatedRate
  }
}

extension SeriesProvenance {
  /// The simulation's clock rate; `nil` for a recording.
  var simulatedRate: Double? {
    if case .simulated(let rate) = self { return rate }
    return nil
  }
}

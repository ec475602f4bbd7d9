public import CurveScopeChart
public import CurveScopeMeasure

/// The lines of one frame series as a figure draws them: the keyboard's top edge, the bar's
/// bottom edge and the gap, and the frames where everything is measured.
///
/// Every value comes from the series. A simulated series carries its motion between frames
/// (``SeriesCurves``: a fine grid that holds every frame instant, so frame markers sit on the
/// lines; steps for a follower that holds a value per frame). A recorded series has only its
/// frames: the lines join the recorded frames and break where an edge was not seen, so that a
/// missing frame never draws a position, an overlap or a gap that no frame showed.
public struct SyncTrace: Sendable {
  /// The keyboard's top edge over time (ms, screen pt).
  public var keyboardTop: [DataPoint]
  /// The bar's bottom edge (ms, screen pt); steps when `isSampledPerFrame`.
  public var barBottom: [DataPoint]
  /// The gap (ms, pt): keyboard top − bar bottom − margin.
  public var gap: [DataPoint]
  /// Whether bar and gap hold their value from one frame to the next (a display-link follower).
  public var isSampledPerFrame: Bool
  /// Every frame of the series.
  public var frames: [SeriesFrame]
  /// Whether the lines are the recorded frames joined (no motion known between them).
  public var isRecorded: Bool

  /// The lines of `series`.
  public init(_ series: FrameSeries) {
    frames = series.frames
    isRecorded = series.curves == nil
    if let curves = series.curves {
      keyboardTop = curves.keyboardTop.map { DataPoint(x: $0.x, y: $0.y) }
      barBottom = curves.barBottom.map { DataPoint(x: $0.x, y: $0.y) }
      gap = curves.gap.map { DataPoint(x: $0.x, y: $0.y) }
      isSampledPerFrame = curves.isBarHeldPerFrame
    } else {
      // NaN breaks a line: an edge not seen on a frame leaves a hole, never a bridge.
      func point(_ frame: SeriesFrame, _ value: Double?) -> DataPoint {
        DataPoint(x: frame.timeMilliseconds, y: value ?? .nan)
      }
      keyboardTop = frames.map { point($0, $0.keyboardTop) }
      barBottom = frames.map { point($0, $0.barBottom) }
      gap = frames.map { point($0, $0.gap) }
      isSampledPerFrame = false
    }
  }

  /// How the bar and gap points are joined.
  public var interpolation: Series.Interpolation { isSampledPerFrame ? .stepAfter : .linear }

  /// The gap as a fill boundary (steps for a per-frame follower).
  public var gapBoundary: FillRegion.Boundary { isSampledPerFrame ? .steps(gap) : .series(gap) }

  /// The bar's bottom edge at each frame where it was seen (for markers).
  public var barFramePoints: [DataPoint] {
    frames.compactMap { frame in
      frame.barBottom.map { DataPoint(x: frame.timeMilliseconds, y: $0) }
    }
  }

  /// The keyboard's top edge at each frame where it was seen (for markers).
  public var keyboardFramePoints: [DataPoint] {
    frames.compactMap { frame in
      frame.keyboardTop.map { DataPoint(x: frame.timeMilliseconds, y: $0) }
    }
  }

  /// The gap at each frame where both edges were seen (for markers).
  public var gapFramePoints: [DataPoint] {
    frames.compactMap { frame in frame.gap.map { DataPoint(x: frame.timeMilliseconds, y: $0) } }
  }
}

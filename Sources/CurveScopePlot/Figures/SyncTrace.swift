public import CurveScope

/// The curves of one analysis as a figure draws them: the keyboard's top edge and the bar's
/// bottom edge on a fine time grid, the gap, and the frames where everything is measured.
///
/// Every value comes from the analysis: the keyboard from its timeline's `value(at:)`, an
/// animated bar from its own timeline, a follower from the analysis' per-frame values. The grid
/// holds every frame instant (so frame markers sit on the lines) and a point each `step` ms
/// between them, after a lead-in of one frame interval before the first notification (where
/// everything still rests at its start). A follower with latency shows a value latched at each frame until the next
/// one (sample and hold), so its bar and gap are step curves built from the frames; a follower
/// without latency is the keyboard itself.
public struct SyncTrace: Sendable {
  /// The keyboard's top edge over time (ms, screen pt), continuous.
  public var keyboardTop: [DataPoint]
  /// The bar's bottom edge (ms, screen pt); steps when `isSampledPerFrame`.
  public var barBottom: [DataPoint]
  /// The gap (ms, pt): keyboard top − bar bottom − margin, as ``SyncAnalysis/gap(keyboardTop:barBottom:)``.
  public var gap: [DataPoint]
  /// Whether bar and gap hold their value from one frame to the next (a display-link follower).
  public var isSampledPerFrame: Bool
  /// Every frame of the analysis.
  public var frames: [SyncFrame]

  /// The finest grid used, in ms.
  public static let defaultStep = 1.0
  /// The most grid points between frames over the whole window (long windows get a coarser step).
  public static let maximumGridPoints = 4000

  /// Samples `analysis` on a grid of `step` ms (at least window / ``maximumGridPoints``) plus
  /// every frame instant.
  public init(_ analysis: SyncAnalysis, step: Double = SyncTrace.defaultStep) {
    frames = analysis.frames()
    let end = frames.last?.timeMilliseconds ?? 0
    let step = max(step.isFinite && step > 0 ? step : 1, end / Double(Self.maximumGridPoints))
    // A lead-in of one frame before the first notification shows where everything starts, and
    // a point just before 0 keeps a jump at 0 vertical.
    let leadIn = -analysis.clock.interval * 1000
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
    keyboardTop = times.map { DataPoint(x: $0, y: analysis.keyboard.value(at: $0 / 1000)) }
    switch analysis.bar {
    case .timeline(let timeline):
      isSampledPerFrame = false
      barBottom = times.map { DataPoint(x: $0, y: timeline.value(at: $0 / 1000)) }
    case .follow(let latency, let margin):
      isSampledPerFrame = latency != 0
      barBottom =
        latency == 0
        ? keyboardTop.map { DataPoint(x: $0.x, y: $0.y - margin) }
        : [DataPoint(x: leadIn, y: analysis.barBottom(atFrame: -1))]
          + frames.map { DataPoint(x: $0.timeMilliseconds, y: $0.barBottom) }
    }
    if isSampledPerFrame {
      let before = analysis.gap(
        keyboardTop: analysis.keyboardTop(atFrame: -1), barBottom: analysis.barBottom(atFrame: -1))
      gap =
        [DataPoint(x: leadIn, y: before)]
        + frames.map { DataPoint(x: $0.timeMilliseconds, y: $0.gap) }
    } else {
      gap = zip(keyboardTop, barBottom).map { keyboard, bar in
        DataPoint(x: keyboard.x, y: analysis.gap(keyboardTop: keyboard.y, barBottom: bar.y))
      }
    }
  }

  /// How the bar and gap points are joined.
  public var interpolation: Series.Interpolation { isSampledPerFrame ? .stepAfter : .linear }

  /// The gap as a fill boundary (steps for a per-frame follower).
  public var gapBoundary: FillRegion.Boundary { isSampledPerFrame ? .steps(gap) : .series(gap) }

  /// The bar's bottom edge at each frame instant (for markers).
  public var barFramePoints: [DataPoint] {
    frames.map { DataPoint(x: $0.timeMilliseconds, y: $0.barBottom) }
  }

  /// The gap at each frame instant (for markers).
  public var gapFramePoints: [DataPoint] {
    frames.map { DataPoint(x: $0.timeMilliseconds, y: $0.gap) }
  }
}

extension SyncTrace {
  /// Whether the analysis' bar holds a value latched once per frame (a follower with latency).
  public static func isHeld(_ analysis: SyncAnalysis) -> Bool {
    if case .follow(let latency, _) = analysis.bar { return latency != 0 }
    return false
  }
}

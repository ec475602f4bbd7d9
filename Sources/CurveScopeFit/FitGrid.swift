/// The time grid a fit is measured on: `intervals` + 1 equally spaced instants over [0, window].
///
/// Instant i is at tᵢ = window · i / intervals seconds (computed that way, not by accumulation).
/// The window covers the target's motion and a little after it (see
/// ``BezierFitter/window(forTargetDuration:fixedDuration:)``): for the keyboard, the first
/// 0.6 s, 1 ms apart by default.
public struct FitGrid: Hashable, Sendable {
  /// The fewest intervals a grid may have.
  public static let minimumIntervals = 10
  /// The most intervals a grid may have: 2000, a third of a millisecond apart over the
  /// keyboard's 0.6 s, so that a whole `fit` stays within seconds (the extra fits' cost grows
  /// with the grid: a 64-stop CSS `linear()` table took 15 s of CPU on 10 000 intervals and
  /// about 150 s on 100 000, against 3 s on 2000).
  public static let maximumIntervals = 2_000
  /// The default number of intervals: 600 (1 ms apart over the keyboard's 0.6 s).
  public static let defaultIntervals = 600

  /// The length of the grid in seconds (> 0).
  public let window: Double
  /// The number of intervals; the grid has one more instant.
  public let intervals: Int

  /// A grid over [0, window] with `intervals` intervals.
  /// - Throws: ``FitError`` when the window is not a positive finite number of seconds or the
  ///   intervals lie outside ``minimumIntervals``…``maximumIntervals``.
  public init(window: Double, intervals: Int = FitGrid.defaultIntervals) throws(FitError) {
    guard window.isFinite, window > 0 else {
      throw FitError.window(window)
    }
    guard (Self.minimumIntervals...Self.maximumIntervals).contains(intervals) else {
      throw FitError.intervals(intervals, range: Self.minimumIntervals...Self.maximumIntervals)
    }
    self.window = window
    self.intervals = intervals
  }

  /// The number of instants: `intervals` + 1.
  public var count: Int { intervals + 1 }

  /// Seconds between instants.
  public var step: Double { window / Double(intervals) }

  /// The time of instant `index`, in seconds: window · index / intervals.
  @inline(__always)
  public func time(at index: Int) -> Double {
    window * Double(index) / Double(intervals)
  }

  /// Every instant, in seconds.
  public var times: [Double] { (0...intervals).map(time(at:)) }
}

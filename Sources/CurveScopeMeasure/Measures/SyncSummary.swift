/// The measures of sync of one frame series: one strategy in one scenario, or one recording
/// (the HowItWorks article).
///
/// All measures are taken at the series' frames (a simulation's t = k / rate, k = 0…n, from the
/// first event until both keyboard and bar have stopped moving and at least 0.6 s; a recording's
/// frames as recorded). Gaps within 1e-9 pt of zero are counted as exactly zero (floating-point
/// noise, not desync). ``SyncMeasurer`` computes them.
public struct SyncSummary: Hashable, Sendable {
  /// The scenario's name.
  public var scenario: String
  /// The strategy's name.
  public var strategy: String
  /// Frames per second.
  public var frameRate: Double
  /// Number of frames measured.
  public var frameCount: Int
  /// |gap| beyond which a frame is out of sync, in points.
  public var tolerancePoints: Double
  /// The strategy's margin, in points.
  public var marginPoints: Double
  /// The deepest overlap (the keyboard covering the bar), in points; 0 when none.
  public var maxOverlapPoints: Double
  /// When the deepest overlap happens (the first such frame), in ms; `nil` when none.
  public var maxOverlapAtMilliseconds: Double?
  /// The widest blank gap between bar and keyboard, in points; 0 when none.
  public var maxGapPoints: Double
  /// When the widest gap happens (the first such frame), in ms; `nil` when none.
  public var maxGapAtMilliseconds: Double?
  /// When the bar reaches half of the keyboard's first travel minus when the keyboard does, in
  /// ms, each time interpolated linearly between frames; `nil` when the keyboard does not move
  /// or the bar never gets there.
  public var lagAtHalfTravelMilliseconds: Double?
  /// Frames with |gap| > tolerance.
  public var framesOutOfTolerance: Int
  /// framesOutOfTolerance × frame interval, in ms.
  public var outOfSyncMilliseconds: Double
  /// The gap at the last frame, in points (signed like the gap).
  public var finalErrorPoints: Double
  /// Root mean square of the gap over all frames, in points.
  public var rmsGapPoints: Double
  /// The first frame time from which the keyboard stays within tolerance of where it ends, ms.
  public var keyboardSettleMilliseconds: Double
  /// The first frame time from which the bar stays within tolerance of where it ends, ms.
  public var barSettleMilliseconds: Double

  /// Whether the keyboard moves at all (so a lag can be measured).
  public var keyboardTravels: Bool
  /// Frames where the keyboard's top edge or the bar's bottom edge was not seen (always 0 for a
  /// simulation); they count in no other measure.
  public var missingFrameCount: Int = 0

  /// Whether any frame is out of tolerance.
  public var isInSync: Bool { framesOutOfTolerance == 0 }
}

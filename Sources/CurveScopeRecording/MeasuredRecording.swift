public import CurveScopeTrace
public import CurveScopeVideo

/// A screen recording measured: every frame's edges in screen points with their confidence, the
/// trace they make, and what the measurement rests on (scale, region, learned colours).
public struct MeasuredRecording: Sendable {
  /// The recording's path, as given.
  public var path: String
  /// What the recording's header says.
  public var info: VideoInfo
  /// The region examined, in upright frame pixels.
  public var region: PixelRect
  /// Pixels per point, where it comes from, and the screen's top row.
  public var scale: ScreenScale
  /// The screen's size in points.
  public var screenWidth: Double
  /// The screen's height in points: a hidden keyboard's top edge.
  public var screenHeight: Double
  /// What the detector learned from the whole recording (or was given).
  public var learned: ScreenEdgeModels
  /// Every frame, in order.
  public var frames: [MeasuredFrame]
  /// The trace of the frames (times shifted: t = 0 the last frame before the keyboard moves).
  public var trace: Trace

  /// The recording time of the trace's t = 0, in ms: trace time = recording time − this.
  public var traceOriginMilliseconds: Double { trace.timeOrigin.fileMilliseconds }

  /// Frames where the keyboard's edge was found.
  public var keyboardFoundCount: Int { frames.filter { $0.keyboardTop != nil }.count }
  /// Frames where the bar's edge was found.
  public var barFoundCount: Int { frames.filter { $0.barBottom != nil }.count }
}

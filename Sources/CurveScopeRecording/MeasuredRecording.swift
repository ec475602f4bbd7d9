public import CurveScopeDetection
public import CurveScopeTrace
public import CurveScopeVideo

/// A screen recording measured: every frame's edges in pixels and points with their confidence,
/// what the detector learned, the desync against the layout's resting places, how far to trust
/// it, and the trace the frames make.
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
  /// What the detector learned, when it found a keyboard.
  public var model: MotionModel?
  /// Every frame, in order.
  public var frames: [MeasuredFrame]
  /// The trace of the frames (times shifted: t = 0 the last frame before the keyboard moves),
  /// when they make one (a keyboard and a bar each seen at least once).
  public var trace: Trace?
  /// Why the frames make no trace, when they do not.
  public var traceProblem: String?
  /// The desync against the resting places, when the bar rests on the keyboard somewhere.
  public var analysis: RestingGapAnalysis?
  /// Why there is no verdict, when there is none.
  public var refusal: MeasurementRefusal?
  /// How far to trust the verdict.
  public var trust: MeasurementTrust

  /// The recording time of the trace's t = 0, in ms: trace time = recording time − this (0
  /// without a trace).
  public var traceOriginMilliseconds: Double { trace?.timeOrigin.fileMilliseconds ?? 0 }

  /// Frames where the keyboard's edge was placed.
  public var keyboardFoundCount: Int { frames.filter { $0.keyboardTop != nil }.count }
  /// Frames where the bar's edge was seen.
  public var barFoundCount: Int { frames.filter { $0.barBottom != nil }.count }
  /// Frames where the bar's edge was inferred under the keyboard.
  public var barCoveredCount: Int { frames.filter { $0.barCoveredBottom != nil }.count }
  /// Frames where the bar, not seen, is under the keyboard because the rows above the keyboard
  /// show no bar (evidence `barUnderKeyboard`; no edge goes with them).
  public var barUnderKeyboardCount: Int {
    frames.filter { $0.barEvidence == .barUnderKeyboard }.count
  }
  /// Whether ``region`` is a screen found inside a uniform border (no region was given).
  public var screenFoundInBorder = false
  /// Whether ``region`` is the part of the frame that changes, between side margins that no
  /// frame changes (no region was given; a uniform border, when one was found, ended at those
  /// margins, as at a device frame's bezel).
  public var screenFoundByMotion = false
  /// Rows at the region's bottom that no frame changes and that the screen is taken to end
  /// above (``screenHeight`` stops there); 0 when the screen reaches the region's bottom.
  public var stillBottomRows = 0
  /// Rows the screen's rounded bottom corners take, drawn by a frame around the screen (a device
  /// frame); the strips they cover are not compared in their rows. 0 for square corners.
  public var bottomCornerRows = 0
}

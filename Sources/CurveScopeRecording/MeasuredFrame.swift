public import CurveScopeDetection
import CurveScopeVideo

/// One frame of a measured recording: when it was shown, and the two edges in screen points and
/// in pixels, with how sure the detector is of each. An edge not seen is `nil`, never guessed.
public struct MeasuredFrame: Sendable, Hashable {
  /// Whether the keyboard is in view.
  public enum KeyboardState: String, Sendable, Hashable {
    /// Registered with enough evidence: ``MeasuredFrame/keyboardTop`` holds its edge.
    case seen
    /// Not in view, on evidence: where a keyboard in view always shows (the screen's lowest
    /// rows, and the lowest rows in which the keyboard at rest differs from the screen without
    /// it), the frame shows the screen with the keyboard hidden, and no placement of the
    /// keyboard above the screen's last point has half the evidence an edge needs. The trace
    /// puts a hidden keyboard's top at the screen's height.
    case hidden
    /// Neither placed nor shown to be out of view (`null` in the trace): a keyboard too little
    /// of which is in view to place, one under an overlay that no single gain and offset undo
    /// (a dimming fading in), or a frame unlike both the keyboard and the hidden screen.
    case unclear
  }

  /// The frame's position in the recording, 0 for the first frame shown.
  public var index: Int
  /// Presentation time in milliseconds after the recording's first frame.
  public var recordingMilliseconds: Double
  /// Whether the keyboard is in view.
  public var keyboardState: KeyboardState
  /// The keyboard's top edge, the row of the upright frame (the first row of its panel).
  public var keyboardTopPixels: Double?
  /// The keyboard's top edge in screen points.
  public var keyboardTop: Double?
  /// 0…1: the registration's confidence (0 when not placed).
  public var keyboardConfidence: Double
  /// How the keyboard's edge was found: registered against the keyboard at rest, or followed
  /// from the frame next to it by this frame's own rows (`nil` when not placed).
  public var keyboardEvidence: DetectedEdge.Evidence?
  /// The bar's lowest edge, the row of the upright frame (the first row below the bar).
  public var barBottomPixels: Double?
  /// The bar's lowest edge in screen points.
  public var barBottom: Double?
  /// 0…1, 0 when the bar was not seen.
  public var barConfidence: Double
  /// How the bar's edge was found.
  public var barEvidence: DetectedEdge.Evidence?
  /// Where a covered bar's lowest edge is, in points (inferred from its visible part; the
  /// frame's ``barBottom`` is `nil`).
  public var barCoveredBottom: Double?

  /// Creates a frame.
  public init(
    index: Int, recordingMilliseconds: Double, keyboardState: KeyboardState,
    keyboardTopPixels: Double?, keyboardTop: Double?, keyboardConfidence: Double,
    barBottomPixels: Double?, barBottom: Double?, barConfidence: Double,
    barEvidence: DetectedEdge.Evidence?, barCoveredBottom: Double?,
    keyboardEvidence: DetectedEdge.Evidence? = nil
  ) {
    self.index = index
    self.recordingMilliseconds = recordingMilliseconds
    self.keyboardState = keyboardState
    self.keyboardTopPixels = keyboardTopPixels
    self.keyboardTop = keyboardTop
    self.keyboardConfidence = keyboardConfidence
    self.keyboardEvidence = keyboardEvidence
    self.barBottomPixels = barBottomPixels
    self.barBottom = barBottom
    self.barConfidence = barConfidence
    self.barEvidence = barEvidence
    self.barCoveredBottom = barCoveredBottom
  }

  /// The frame's confidence: the lower of the confidences of the edges seen; 0 when neither was.
  public var confidence: Double {
    switch (keyboardTop, barBottom) {
    case (.some, .some): min(keyboardConfidence, barConfidence)
    case (.some, nil): keyboardConfidence
    case (nil, .some): barConfidence
    case (nil, nil): 0
    }
  }
}

public import CurveScopeVideo

/// One frame of a measured recording: when it was shown, and the two edges in screen points with
/// how sure the detector is of each. An edge not found is `nil`, never guessed.
public struct MeasuredFrame: Sendable, Hashable {
  /// The frame's position in the recording, 0 for the first frame shown.
  public var index: Int
  /// Presentation time in milliseconds after the recording's first frame.
  public var recordingMilliseconds: Double
  /// The keyboard's top edge in screen points (the screen height while hidden), or `nil`.
  public var keyboardTop: Double?
  /// 0…1, 0 when the keyboard's edge was not found.
  public var keyboardConfidence: Double
  /// What the keyboard's edge rests on.
  public var keyboardEvidence: DetectedEdge.Evidence?
  /// The bar's bottom edge in screen points, or `nil`.
  public var barBottom: Double?
  /// 0…1, 0 when the bar's edge was not found.
  public var barConfidence: Double
  /// What the bar's edge rests on.
  public var barEvidence: DetectedEdge.Evidence?
  /// Whether the keyboard covers the bar's lower edge on this frame.
  public var barIsCovered: Bool

  /// Creates a frame.
  public init(
    index: Int, recordingMilliseconds: Double, keyboardTop: Double?, keyboardConfidence: Double,
    keyboardEvidence: DetectedEdge.Evidence?, barBottom: Double?, barConfidence: Double,
    barEvidence: DetectedEdge.Evidence?, barIsCovered: Bool
  ) {
    self.index = index
    self.recordingMilliseconds = recordingMilliseconds
    self.keyboardTop = keyboardTop
    self.keyboardConfidence = keyboardConfidence
    self.keyboardEvidence = keyboardEvidence
    self.barBottom = barBottom
    self.barConfidence = barConfidence
    self.barEvidence = barEvidence
    self.barIsCovered = barIsCovered
  }

  /// The frame's confidence: the lower of the confidences of the edges found (an edge not found
  /// is `nil` in the trace, not a guess to be unsure of); 0 when neither was found.
  public var confidence: Double {
    switch (keyboardTop, barBottom) {
    case (.some, .some): min(keyboardConfidence, barConfidence)
    case (.some, nil): keyboardConfidence
    case (nil, .some): barConfidence
    case (nil, nil): 0
    }
  }
}

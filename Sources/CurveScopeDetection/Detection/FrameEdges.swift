/// What the detector found in one frame. An edge not seen is `nil`, never guessed.
public struct FrameEdges: Sendable, Hashable {
  /// The keyboard's top edge, when the keyboard is in view and registered confidently.
  public var keyboardTop: DetectedEdge?
  /// The best placement of the keyboard's template even when below the confidence threshold
  /// (for debug frames), with its confidence.
  public var keyboardCandidate: DetectedEdge?
  /// The bar's lowest edge, when seen.
  public var barBottom: DetectedEdge?
  /// Where a covered bar's lowest edge is, inferred from its visible part (the bar is rigid):
  /// `barBottom` is `nil` on such a frame.
  public var barCoveredBottom: DetectedEdge?
  /// Whether the frame shows evidence that no keyboard is in view: where a keyboard always
  /// shows, it shows the screen with the keyboard hidden. A keyboard not found is not hidden
  /// without it (`false` also when the recording never shows the keyboard hidden).
  public var keyboardAbsent: Bool
  /// Whether the bar, not seen, is under the keyboard on evidence that the rows above the
  /// keyboard show no bar (see ``DetectedEdge/Evidence/barUnderKeyboard``).
  public var barUnderKeyboard: Bool

  /// Creates a frame's edges.
  public init(
    keyboardTop: DetectedEdge? = nil, keyboardCandidate: DetectedEdge? = nil,
    barBottom: DetectedEdge? = nil, barCoveredBottom: DetectedEdge? = nil,
    keyboardAbsent: Bool = false, barUnderKeyboard: Bool = false
  ) {
    self.keyboardTop = keyboardTop
    self.keyboardCandidate = keyboardCandidate
    self.barBottom = barBottom
    self.barCoveredBottom = barCoveredBottom
    self.keyboardAbsent = keyboardAbsent
    self.barUnderKeyboard = barUnderKeyboard
  }
}

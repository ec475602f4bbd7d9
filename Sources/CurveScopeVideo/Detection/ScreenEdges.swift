/// What the detector found in one frame. An edge that was not found is `nil`, never guessed.
public struct ScreenEdges: Sendable, Hashable {
  /// The keyboard's top edge (the frame's bottom row count when it is hidden).
  public var keyboardTop: DetectedEdge?
  /// The input bar's bottom edge (seen, or its top plus its height when the keyboard covers it).
  public var barBottom: DetectedEdge?
  /// The input bar's top edge.
  public var barTop: DetectedEdge?
  /// The lowest row of the bar that is visible (the keyboard's top when the bar touches or
  /// passes under it).
  public var barVisibleBottom: Double?
  /// Whether the keyboard covers the bar's lower edge (bar touching the keyboard and shorter
  /// than its known height).
  public var barIsCovered: Bool
  /// The keyboard background colour seen in this frame, when key caps were.
  public var keyboardColor: RGB8?
  /// The bar's background colour seen in this frame.
  public var barColor: RGB8?

  /// Creates a result.
  public init(
    keyboardTop: DetectedEdge? = nil, barBottom: DetectedEdge? = nil, barTop: DetectedEdge? = nil,
    barVisibleBottom: Double? = nil, barIsCovered: Bool = false, keyboardColor: RGB8? = nil,
    barColor: RGB8? = nil
  ) {
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.barTop = barTop
    self.barVisibleBottom = barVisibleBottom
    self.barIsCovered = barIsCovered
    self.keyboardColor = keyboardColor
    self.barColor = barColor
  }
}

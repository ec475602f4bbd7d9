/// One edge found in a frame: a pixel row (fractional where the edge falls between rows, from
/// the blend of the row it crosses), how sure the detector is, and what it rests on.
public struct DetectedEdge: Sendable, Hashable {
  /// What an edge was found from.
  public enum Evidence: String, Sendable, Hashable {
    /// Rows of key caps in this frame, with the keyboard's background around them.
    case keyCaps
    /// The keyboard's background colour (learned from other frames or given), without key caps
    /// in view (a keyboard only partly risen).
    case keyboardColor
    /// No keyboard at the bottom of the screen, where one has been seen or described: hidden
    /// (the edge is the screen's bottom).
    case keyboardHidden
    /// A horizontal edge across the whole width, seen in this frame.
    case visibleEdge
    /// The bar's top edge plus its height, because the keyboard covers the bar's bottom.
    case barTopPlusHeight
  }

  /// The edge's position in pixel rows from the frame's top (the first row below the edge).
  public var row: Double
  /// 0…1: 1 for a sharp, expected edge; lower for weak contrast or an inferred position.
  public var confidence: Double
  /// What the edge rests on.
  public var evidence: Evidence

  /// Creates an edge.
  public init(row: Double, confidence: Double, evidence: Evidence) {
    self.row = row
    self.confidence = confidence
    self.evidence = evidence
  }
}

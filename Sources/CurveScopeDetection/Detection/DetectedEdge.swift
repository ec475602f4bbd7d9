/// One edge found in a frame: a pixel row (fractional, the coordinate of the first row past the
/// edge), how sure the detector is, and how it was found.
public struct DetectedEdge: Sendable, Hashable {
  /// How an edge was found.
  public enum Evidence: String, Sendable, Hashable {
    /// The keyboard's rows at rest, registered against this frame: the rigid keyboard is here.
    case keyboardRegistered
    /// The keyboard's rows at rest registered against this frame after undoing a dimming that
    /// scaled the whole screen's brightness (an alert's or a sheet's overlay).
    case keyboardRegisteredDimmed
    /// The bar's rows at rest, registered against the part of this frame above the keyboard.
    case barRegistered
    /// The bar's rows as the frames without the keyboard show it (its look changed since the
    /// keyboard was at rest: other text, other content above it), registered against the part
    /// of this frame above the keyboard.
    case barRegisteredHidden
    /// The bar's lowest rows seen directly on the keyboard's edge (a bar that rests on the
    /// keyboard and changed height).
    case barOnKeyboard
    /// The bar's rows registered above the keyboard with its lowest edge under it: where the
    /// rigid bar's edge must be, not seen (the bar is covered).
    case barCovered
    /// The bar not seen, and under the keyboard on the evidence that the rows above the keyboard
    /// show no bar: as on the frame before, which showed it below the keyboard's present edge,
    /// or as the screen with the keyboard hidden, whose bar lies wholly under that edge. No edge
    /// goes with it: the overlap is a lower bound.
    case barUnderKeyboard
    /// The keyboard's edge carried from a neighbouring frame where it was found, by registering
    /// that frame's own keyboard rows here (a glass keyboard whose look changed as it moved).
    case keyboardFollowed
    /// The bar's edge carried from a neighbouring frame where it was seen, by registering that
    /// frame's own bar rows here (a bar that grew, or that rests at the screen's bottom).
    case barFollowed
  }

  /// The edge's position in pixel rows of the upright frame: the first row below the edge (a
  /// keyboard's first row; the row after a bar's last).
  public var row: Double
  /// 0…1 (see ``MotionEdgeTracker`` for what it means per edge and the thresholds).
  public var confidence: Double
  /// How the edge was found.
  public var evidence: Evidence

  /// Creates an edge.
  public init(row: Double, confidence: Double, evidence: Evidence) {
    self.row = row
    self.confidence = confidence
    self.evidence = evidence
  }
}

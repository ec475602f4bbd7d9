public import CurveScopeChart

/// What `measure` concluded about a recording, as ``TraceComparisonFigure`` draws it: the verdict
/// against the bar's own resting places (or why there is none), how far to trust it, and the gap
/// expected at each recorded frame. The numbers and sentences come from the measurement; the
/// figure only shows them.
public struct RestingPlacesOverlay: Sendable {
  /// The kind of conclusion, which colours the headline.
  public enum Conclusion: Sendable, Hashable {
    /// The bar kept to its resting places within the tolerance.
    case inSync
    /// The bar departed from them (covered, a gap, or both).
    case desync
    /// No verdict: the recording cannot tell.
    case none
  }

  /// The conclusion.
  public var conclusion: Conclusion
  /// The headline sentence (`in sync with its resting places …`, `no verdict: …`).
  public var headline: String
  /// The trust line (`trust: high — …`).
  public var trust: String
  /// The gap expected from the resting places at each recorded frame, in the recorded series'
  /// time (NaN where the keyboard was not placed); empty when no resting places were measured.
  public var expectedGap: [DataPoint]
  /// How far the bar may depart from the expected gap and count as in sync, points.
  public var tolerance: Double
  /// A departure that decides the verdict, marked on the gap panel.
  public struct Mark: Sendable {
    /// The recorded gap at that frame, in the series' time.
    public var at: DataPoint
    /// What it is (`12.5 pt nearer than expected at 180 ms`).
    public var text: String
    /// Whether the bar was nearer than expected (the keyboard over it) rather than farther.
    public var isOverlap: Bool

    /// Creates a mark.
    public init(at: DataPoint, text: String, isOverlap: Bool) {
      self.at = at
      self.text = text
      self.isOverlap = isOverlap
    }
  }

  /// The departures that decide the verdict, marked on the gap panel.
  public var marks: [Mark]

  /// Creates an overlay.
  public init(
    conclusion: Conclusion, headline: String, trust: String, expectedGap: [DataPoint],
    tolerance: Double, marks: [Mark] = []
  ) {
    self.conclusion = conclusion
    self.headline = headline
    self.trust = trust
    self.expectedGap = expectedGap
    self.tolerance = tolerance
    self.marks = marks
  }

  /// The overlay with only the frames at `indices` (one expected value per recorded frame).
  public func selecting(_ indices: [Int]) -> RestingPlacesOverlay {
    guard !expectedGap.isEmpty else { return self }
    var reduced = self
    reduced.expectedGap = indices.compactMap {
      expectedGap.indices.contains($0) ? expectedGap[$0] : nil
    }
    return reduced
  }
}

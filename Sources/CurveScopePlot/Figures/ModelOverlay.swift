public import CurveScopeMeasure

/// A model matched to a recording, as ``TraceComparisonFigure`` draws it: its prediction at the
/// recorded frames, the residual at each frame, and what the match said (the numbers come from
/// the matcher; the figure only shows them).
public struct ModelOverlay: Sendable {
  /// The model at the recorded frames (a series comparable with the recording's, with its motion
  /// between frames), measured like the recording.
  public var model: SyncMeasurement
  /// The matched strategy's name (`curve-shift`, `custom`).
  public var strategy: String
  /// The bar's RMS residual, in points.
  public var rmsPoints: Double
  /// The bar's fitted latency, in ms.
  public var latencyMilliseconds: Double
  /// The residual under which a preset counts as matching, in points.
  public var residualLimitPoints: Double
  /// The keyboard model's name and RMS residual.
  public var keyboardModel: String
  /// The keyboard model's RMS residual, in points.
  public var keyboardRMSPoints: Double
  /// Recorded bar − model bar at each recorded frame (`nil` where the bar was not seen), points.
  public var barResiduals: [Double?]
  /// Recorded keyboard − model keyboard at each recorded frame, points.
  public var keyboardResiduals: [Double?]
  /// One sentence on the match (which strategy, the equivalents or the custom fit).
  public var description: String

  /// Creates an overlay.
  public init(
    model: SyncMeasurement, strategy: String, rmsPoints: Double, latencyMilliseconds: Double,
    residualLimitPoints: Double, keyboardModel: String, keyboardRMSPoints: Double,
    barResiduals: [Double?], keyboardResiduals: [Double?], description: String
  ) {
    self.model = model
    self.strategy = strategy
    self.rmsPoints = rmsPoints
    self.latencyMilliseconds = latencyMilliseconds
    self.residualLimitPoints = residualLimitPoints
    self.keyboardModel = keyboardModel
    self.keyboardRMSPoints = keyboardRMSPoints
    self.barResiduals = barResiduals
    self.keyboardResiduals = keyboardResiduals
    self.description = description
  }
}

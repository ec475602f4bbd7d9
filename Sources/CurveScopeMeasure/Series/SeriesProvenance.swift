/// Where a ``FrameSeries`` comes from.
public enum SeriesProvenance: Hashable, Sendable {
  /// Computed by CurveScope's simulation of a scenario and a strategy on a regular display
  /// clock: frame k at t = k / `frameRate` seconds after the first notification.
  case simulated(frameRate: Double)
  /// Recorded from a device, a simulator, a UI test, another platform or a screen recording:
  /// frames at the times they were seen, as irregular as they came.
  case recorded(RecordingSource)

  /// Whether the series was recorded rather than simulated.
  public var isRecorded: Bool {
    if case .recorded = self { return true }
    return false
  }
}

/// What recorded a trace, as its file states it (every field optional).
public struct RecordingSource: Hashable, Sendable {
  /// `ios`, `android`, `flutter`, `react-native` or `recording` (a screen recording read by
  /// `measure`).
  public var platform: String?
  /// The system version (`iOS 18.1`).
  public var os: String?
  /// The device (`iPhone 15 Pro`).
  public var device: String?
  /// The display rate the recorder ran at, in Hz, when it says.
  public var frameRate: Double?
  /// The recorder (`CADisplayLink`, `curvescope measure`).
  public var recorder: String?

  /// Creates a source description.
  public init(
    platform: String? = nil, os: String? = nil, device: String? = nil, frameRate: Double? = nil,
    recorder: String? = nil
  ) {
    self.platform = platform
    self.os = os
    self.device = device
    self.frameRate = frameRate
    self.recorder = recorder
  }
}

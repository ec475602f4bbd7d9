import CurveScopeDetection
import CurveScopeSupport
import CurveScopeVideo

extension MeasuredRecording {
  /// Below this many pixels per point a recording is a downscaled copy (every iPhone records at
  /// 2 or 3): a point's hairline or a glass panel's soft rim spans a pixel or two, and the
  /// keyboard's edge can be placed on what lies next to it. Half-size copies of real recordings
  /// (about 1.5 px/pt) placed an iOS 26 glass keyboard 10 to 25 pt high and an Android keyboard
  /// below its toolbar row, so a verdict at this scale is at most of low trust.
  public static let thinPixelsPerPoint = 2.0
  /// Below this frame rate a keyboard's motion (about 250 to 500 ms) spans under 10 to 20
  /// frames and a bar's jump between two frames is not seen: at most medium trust.
  public static let lowFrameRate = 40.0
  /// Below this frame rate (a GIF at 15 fps, a 20 fps export) the motion spans a handful of
  /// frames: at most low trust.
  public static let veryLowFrameRate = 25.0

  /// The recording's frame rate: 1000 over the median interval between frames, or `nil` for
  /// fewer than two frames.
  public var framesPerSecond: Double? { Self.framesPerSecond(frames) }

  /// The frame rate of `frames`: 1000 over the median interval between them, or `nil` for fewer
  /// than two.
  public static func framesPerSecond(_ frames: [MeasuredFrame]) -> Double? {
    let times = frames.map(\.recordingMilliseconds)
    let intervals = zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 > 0 }.sorted()
    guard !intervals.isEmpty else { return nil }
    let median = intervals[intervals.count / 2]
    return median > 0 ? 1000 / median : nil
  }

  /// What makes this recording's evidence thin (few pixels per point, few frames a second), the
  /// highest trust a verdict from it deserves, and why, in words.
  public var thinEvidence: [(ceiling: MeasurementTrust.Level, reason: String)] {
    var found: [(ceiling: MeasurementTrust.Level, reason: String)] = []
    let scale = self.scale.pixelsPerPoint
    if scale < Self.thinPixelsPerPoint {
      found.append(
        (
          .low,
          "few pixels per point (\(NumberText.reading(scale, decimals: 2)) px/pt, a downscaled "
            + "copy or a GIF; phones record at 2 or 3): edges a point wide blur, and the "
            + "keyboard's edge can be placed on what lies next to it; measure the original "
            + "recording for a verdict to rely on"
        ))
    }
    if let rate = framesPerSecond, rate < Self.lowFrameRate {
      found.append(
        (
          rate < Self.veryLowFrameRate ? .low : .medium,
          "few frames a second (\(NumberText.reading(rate, decimals: 1)) fps): a keyboard's "
            + "motion spans only a few frames, and a bar that jumps between two of them is not "
            + "seen; record at 60 fps for a verdict to rely on"
        ))
    }
    return found
  }
}

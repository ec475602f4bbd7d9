public import CurveScopeDetection
public import CurveScopeSupport
import CurveScopeVideo

/// A recording that was read but cannot be measured at all, with the cause and the values that
/// matter. (A recording that cannot be read is a `VideoReadError`; one that is read and measured
/// as far as it goes but gives no verdict carries a ``MeasurementRefusal``.)
public struct RecordingMeasureError: CurveScopeError {
  /// Why the recording cannot be measured.
  public enum Cause: Sendable {
    /// The region of interest lies outside the frame.
    case regionOutsideFrame(PixelRect, width: Int, height: Int)
    /// The screen in points (the region's pixels over the scale) is too small or too large.
    case screenOutOfBounds(width: Double, height: Double)
    /// Two frames of the video carry the same presentation time (or go back in time).
    case repeatedTimestamp(frame: Int, milliseconds: Double)
  }

  /// The recording's path, as given.
  public var path: String
  /// The cause.
  public var cause: Cause

  /// Creates the error.
  public init(path: String, _ cause: Cause) {
    self.path = path
    self.cause = cause
  }

  /// The path.
  public var subject: String { path }

  /// The cause in words, with what to do.
  public var problem: String {
    switch cause {
    case .regionOutsideFrame(let region, let width, let height):
      return "the region \(region) lies outside the \(width)×\(height) px frame"
    case .screenOutOfBounds(let width, let height):
      return "the screen would be \(NumberText.reading(width))×\(NumberText.reading(height)) "
        + "points; each side " + RecordingMeasurer.screenSideRange.requirement("points")
        + " (check --pixels-per-point and --roi)"
    case .repeatedTimestamp(let frame, let milliseconds):
      return
        "the video's frame \(frame) is shown at \(NumberText.reading(milliseconds, decimals: 3)) "
        + "ms, no later than the frame before: its timestamps repeat or go back, so the "
        + "frames' timing cannot be trusted (re-export the video, e.g. ffmpeg -i IN -vsync vfr OUT.mp4)"
    }
  }
}

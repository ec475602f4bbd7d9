public import CurveScopeSupport
public import CurveScopeTrace
public import CurveScopeVideo

/// A recording that was read but cannot be measured, with the cause and the values that matter.
///
/// (A recording that cannot be read at all is a `VideoReadError`.)
public struct RecordingMeasureError: CurveScopeError {
  /// Why the recording cannot be measured.
  public enum Cause: Sendable {
    /// The frame (or region of interest) is not a known iPhone screen's recording size, and no
    /// scale was given.
    case unknownScale(width: Int, height: Int)
    /// The region of interest lies outside the frame.
    case regionOutsideFrame(PixelRect, width: Int, height: Int)
    /// No frame shows a keyboard (no rows of key caps, nothing of the given keyboard colour).
    case noKeyboard(frameCount: Int)
    /// The screen in points (the region's pixels over the scale) is too small or too large for
    /// a trace.
    case screenOutOfBounds(width: Double, height: Double)
    /// The measured frames do not make a valid trace (timestamps out of order or repeated).
    case trace(TraceError)
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
    case .unknownScale(let width, let height):
      return "\(width)×\(height) px is not the recording size of a known iPhone screen; give "
        + "the pixels per point with --scale (2 or 3 for a whole-screen recording)"
    case .regionOutsideFrame(let region, let width, let height):
      return "the region \(region) lies outside the \(width)×\(height) px frame"
    case .noKeyboard(let frameCount):
      return "no keyboard in any of its \(frameCount) frames (no rows of key caps rising from "
        + "the bottom); give --keyboard-color if the keyboard has no letter keys, or --roi if "
        + "the screen is only part of the frame"
    case .screenOutOfBounds(let width, let height):
      return "the screen would be \(NumberText.reading(width))×\(NumberText.reading(height)) "
        + "points; each side " + RecordingMeasurer.screenSideRange.requirement("points")
        + " (check --scale and --roi)"
    case .trace(let error):
      return error.description
    }
  }
}

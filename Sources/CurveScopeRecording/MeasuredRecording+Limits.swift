import CurveScopeDetection
import CurveScopeVideo

extension MeasuredRecording {
  /// The limits of the measurement that apply to this recording, in words, so that a user
  /// reads them beside the numbers they bound (printed after the trust line, and in the JSON).
  public var limits: [String] {
    var limits: [String] = []
    if model != nil {
      limits.append(
        "the keyboard's edge is null where too few of its rows are in view (one above 1 px/pt, "
          + "two at 1 px/pt, three below) or its placement has too little evidence (confidence "
          + "under \(MotionEdgeTracker.keyboardThreshold)); such frames are left out, never "
          + "guessed")
    }
    if model?.keyboardTopMethod == .panelColor {
      limits.append(
        "the keyboard never hides: its edge is where its panel's colour starts, not where what "
          + "the frames without it never show starts")
    }
    if model?.bar?.edge == .outline {
      limits.append(
        "the bar's background cannot be told from the page: its lowest outline stands for it, "
          + "so a gap between its background and the keyboard cannot be seen")
    }
    if let analysis, analysis.departures.contains(where: { $0.basis != .seen }) {
      limits.append(
        "where the keyboard covers the bar the recording shows a lower bound of the overlap, "
          + "not its maximum")
    }
    if bottomCornerRows > 0 {
      limits.append(
        "the screen's bottom corners are rounded by the frame drawn around it (\(bottomCornerRows) "
          + "px): in their rows the keyboard is compared on the strips they leave, fewer with the "
          + "home indicator; measure the recording itself, not a framed copy, where you can")
    }
    if !scale.isExact {
      limits.append(
        "points are estimated from the frame's shape (a downscaled recording, a GIF, a crop): "
          + "pixel rows hold; give --pixels-per-point for exact points")
    }
    limits += thinEvidence.map(\.reason)
    if info.container.split(separator: ",").contains("gif") {
      limits.append(
        "a GIF holds few frames (its delays, in 10 ms steps, are the times) and dithered "
          + "colours: edges are within about a pixel, and motion between frames is not seen")
    }
    return limits
  }
}

import CurveScopeFit
import CurveScopeSupport
import CurveScopeTiming

extension GalleryPlan {
  /// The catalogue's `keyboard-fit` measured against the keyboard's curve 7 over the first
  /// 0.6 s, 1 ms apart (the fit's own grid), as a fraction of the travel: `0.0091`. Measured
  /// when the caption is made, not written down, so the caption cannot drift from the curve;
  /// `?` if the catalogue entry is missing or invalid.
  static var keyboardFitErrorText: String {
    guard let entry = CurveCatalogue.curve(named: "keyboard-fit"),
      let fit = try? entry.timing(), let grid = try? FitGrid(window: 0.6)
    else { return "?" }
    let accuracy = FitAccuracy.measure(fit, against: Timing.keyboardCurve, on: grid)
    return NumberText.fixed(accuracy.maxError, decimals: 4)
  }
}

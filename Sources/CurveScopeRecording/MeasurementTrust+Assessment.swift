import CurveScopeSupport
import CurveScopeVideo

extension MeasurementTrust {
  /// The trust a measured recording deserves.
  ///
  /// High: a verdict from both edges seen on at least 8 frames of the motion and on at least
  /// half of the frames where the keyboard moves, at a known scale, with the keyboard's edge
  /// found from frames without it and the bar's own background as its edge. Each exception
  /// lowers it to medium (an estimated scale, the bar's outline as its edge, the keyboard's
  /// edge found from its colour, an overlap inferred under the keyboard); few frames of the
  /// motion or a departure within half a point of the tolerance lower it to low. Thin evidence
  /// caps it: under 2 pixels per point (a downscaled copy, a GIF) or 25 frames a second, low;
  /// under 40 frames a second, medium. No verdict: none, with the reason.
  static func assess(_ recording: MeasuredRecording) -> MeasurementTrust {
    if let refusal = recording.refusal {
      return MeasurementTrust(level: .none, reasons: [refusal.reason])
    }
    guard let analysis = recording.analysis, let model = recording.model else {
      return MeasurementTrust(level: .none, reasons: ["nothing measured"])
    }
    var level = Level.high
    var reasons: [String] = []
    let keyboardMoving = recording.frames.filter {
      guard let top = $0.keyboardTop else { return false }
      return abs(top - (recording.scale.points(fromRow: model.restingKeyboardTop))) > 0.5
    }.count
    reasons.append(
      "both edges seen on \(analysis.seenInMotion) of \(keyboardMoving) frames where the "
        + "keyboard moves")
    if analysis.seenInMotion < 8 || 2 * analysis.seenInMotion < keyboardMoving {
      level = .low
      reasons.append("few frames of the motion show the bar")
    }
    if !recording.scale.isExact {
      level = min(level, .medium)
      reasons.append("the scale is estimated (points are approximate; pixels hold)")
    }
    if model.keyboardTopMethod == .panelColor {
      level = min(level, .medium)
      reasons.append("the keyboard is never hidden: its edge was told from its colour")
    }
    if model.bar?.edge == .outline {
      level = min(level, .medium)
      reasons.append(
        "the bar's background cannot be told from the page: its lowest outline is its edge")
    }
    if let worst = analysis.maxExtraOverlap, worst.basis != .seen,
      worst.extra < -analysis.tolerance
    {
      level = min(level, .medium)
      reasons.append(
        worst.basis == .hidden
          ? "the bar is hidden under the keyboard: its overlap is a lower bound"
          : "the covered bar's overlap is inferred from its visible part")
    }
    if let spike = analysis.isolated.max(by: { abs($0.extra) < abs($1.extra) }) {
      level = min(level, .medium)
      reasons.append(
        "\(analysis.isolated.count) departure\(analysis.isolated.count == 1 ? "" : "s") beyond "
          + "the tolerance on one frame alone, not counted (up to "
          + "\(NumberText.reading(abs(spike.extra), decimals: 1)) pt at "
          + "\(NumberText.reading(spike.recordingMilliseconds, decimals: 1)) ms)")
    }
    if let doubt = analysis.uncertain.max(by: { abs($0.extra) < abs($1.extra) }) {
      // Medium: clear frames say as much (a verdict they would change is refused before trust
      // is assessed: `MeasurementRefusal.verdictInDoubt`).
      level = min(level, .medium)
      reasons.append(
        "\(analysis.uncertain.count) departure\(analysis.uncertain.count == 1 ? "" : "s") beyond "
          + "the tolerance on edges seen with a confidence under "
          + "\(NumberText.reading(RestingGapAnalysis.decidingConfidence)), not counted (up to "
          + "\(NumberText.reading(abs(doubt.extra), decimals: 1)) pt at "
          + "\(NumberText.reading(doubt.recordingMilliseconds, decimals: 1)) ms)")
    }
    for thin in recording.thinEvidence {
      level = min(level, thin.ceiling)
      reasons.append(thin.reason)
    }
    let margins = [analysis.maxExtraGap?.extra, analysis.maxExtraOverlap.map { -$0.extra }]
      .compactMap { $0 }
    if margins.contains(where: { abs($0 - analysis.tolerance) < 0.5 }) {
      level = .low
      reasons.append(
        "a departure lies within 0.5 pt of the \(NumberText.reading(analysis.tolerance)) pt tolerance"
      )
    }
    return MeasurementTrust(level: level, reasons: reasons)
  }
}

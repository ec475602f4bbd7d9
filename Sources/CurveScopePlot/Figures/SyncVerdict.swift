public import CurveScopeMeasure

/// The verdict of a sync summary in words and numbers, for figure headers and legends.
///
/// Every number is one of the summary's, rounded by ``FigureNumber``.
public enum SyncVerdict {
  /// Whether the summary has any frame out of tolerance.
  public static func isInSync(_ summary: SyncSummary) -> Bool { summary.isInSync }

  /// One sentence: `keyboard covers the bar by up to 63.5 pt at 91.7 ms; blank gap up to
  /// 19.1 pt at 233.3 ms; bar 33.1 ms late at half travel`, or `in sync: |gap| ≤ 1 pt at all
  /// 73 frames`.
  public static func sentence(_ summary: SyncSummary) -> String {
    let tolerance = FigureNumber.text(summary.tolerancePoints, decimals: 2)
    if summary.isInSync {
      return "in sync: |gap| ≤ \(tolerance) pt at all \(summary.frameCount) frames"
    }
    var parts: [String] = []
    if summary.maxOverlapPoints > 0, let at = summary.maxOverlapAtMilliseconds {
      parts.append(
        "keyboard covers the bar by up to \(FigureNumber.text(summary.maxOverlapPoints)) pt "
          + "at \(FigureNumber.text(at)) ms")
    }
    if summary.maxGapPoints > 0, let at = summary.maxGapAtMilliseconds {
      parts.append(
        "blank gap up to \(FigureNumber.text(summary.maxGapPoints)) pt at \(FigureNumber.text(at)) ms"
      )
    }
    if let lag = lagPhrase(summary) { parts.append(lag) }
    if abs(summary.finalErrorPoints) > summary.tolerancePoints {
      let size = FigureNumber.text(abs(summary.finalErrorPoints))
      parts.append(
        summary.finalErrorPoints < 0
          ? "ends covered by \(size) pt" : "ends with a \(size) pt gap")
    }
    return parts.joined(separator: "; ")
  }

  /// `bar 33.1 ms late at half travel`, `bar 6.6 ms early …`, `bar never reaches half travel`,
  /// or `nil` when the keyboard does not travel or the lag rounds to 0.
  public static func lagPhrase(_ summary: SyncSummary) -> String? {
    guard summary.keyboardTravels else { return nil }
    guard let lag = summary.lagAtHalfTravelMilliseconds else {
      return "bar never reaches half travel"
    }
    let size = FigureNumber.text(abs(lag))
    guard size != "0" else { return nil }
    return "bar \(size) ms \(lag > 0 ? "late" : "early") at half travel"
  }

  /// A short form for legends: `covers 63.5 pt · gap 19.1 pt · +33.1 ms`, or `in sync`.
  public static func short(_ summary: SyncSummary) -> String {
    guard !summary.isInSync else { return "in sync" }
    var parts: [String] = []
    if summary.maxOverlapPoints > 0 {
      parts.append("covers \(FigureNumber.text(summary.maxOverlapPoints)) pt")
    }
    if summary.maxGapPoints > 0 {
      parts.append("gap \(FigureNumber.text(summary.maxGapPoints)) pt")
    }
    if let lag = summary.lagAtHalfTravelMilliseconds, FigureNumber.text(abs(lag)) != "0" {
      parts.append("\(FigureNumber.signed(lag)) ms")
    }
    return parts.joined(separator: " · ")
  }

  /// The largest |gap| of any frame: max(max overlap, max gap), in points; the order of the
  /// strategy overview.
  public static func worstPoints(_ summary: SyncSummary) -> Double {
    max(summary.maxOverlapPoints, summary.maxGapPoints)
  }
}

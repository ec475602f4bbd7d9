public import CurveScopeMeasure
import CurveScopeSupport

/// The verdict of a sync summary in words and numbers, for figure headers and legends.
///
/// Every number is one of the summary's, rounded for reading by the one number formatter (`NumberText`).
public enum SyncVerdict {
  /// Whether the summary has any frame out of tolerance.
  public static func isInSync(_ summary: SyncSummary) -> Bool { summary.isInSync }

  /// One sentence: `keyboard covers the bar by up to 63.5 pt at 91.7 ms; blank gap up to
  /// 19.1 pt at 233.3 ms; bar 33.1 ms late at half travel`, or `in sync: |gap| ≤ 1 pt at all
  /// 73 frames`.
  public static func sentence(_ summary: SyncSummary) -> String {
    let tolerance = NumberText.reading(summary.tolerancePoints, decimals: 2, minus: .typographic)
    if summary.isInSync {
      return "in sync: |gap| ≤ \(tolerance) pt at all \(summary.frameCount) frames"
    }
    var parts: [String] = []
    if summary.maxOverlapPoints > 0, let at = summary.maxOverlapAtMilliseconds {
      parts.append(
        "keyboard covers the bar by up to \(NumberText.reading(summary.maxOverlapPoints, minus: .typographic)) pt "
          + "at \(NumberText.reading(at, minus: .typographic)) ms")
    }
    if summary.maxGapPoints > 0, let at = summary.maxGapAtMilliseconds {
      parts.append(
        "blank gap up to \(NumberText.reading(summary.maxGapPoints, minus: .typographic)) pt at \(NumberText.reading(at, minus: .typographic)) ms"
      )
    }
    if let lag = lagPhrase(summary) { parts.append(lag) }
    if abs(summary.finalErrorPoints) > summary.tolerancePoints {
      let size = NumberText.reading(abs(summary.finalErrorPoints), minus: .typographic)
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
    let size = NumberText.reading(abs(lag), minus: .typographic)
    guard size != "0" else { return nil }
    return "bar \(size) ms \(lag > 0 ? "late" : "early") at half travel"
  }

  /// A short form for legends: `covers 63.5 pt · gap 19.1 pt · +33.1 ms`, or `in sync`.
  public static func short(_ summary: SyncSummary) -> String {
    guard !summary.isInSync else { return "in sync" }
    var parts: [String] = []
    if summary.maxOverlapPoints > 0 {
      parts.append("covers \(NumberText.reading(summary.maxOverlapPoints, minus: .typographic)) pt")
    }
    if summary.maxGapPoints > 0 {
      parts.append("gap \(NumberText.reading(summary.maxGapPoints, minus: .typographic)) pt")
    }
    if let lag = summary.lagAtHalfTravelMilliseconds,
      NumberText.reading(abs(lag), minus: .typographic) != "0"
    {
      parts.append("\(NumberText.signed(lag, minus: .typographic)) ms")
    }
    return parts.joined(separator: " · ")
  }
}

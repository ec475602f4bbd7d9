import CurveScopeMeasure
import CurveScopeSupport

/// Short descriptions of a scenario and its measuring settings for figure headers.
enum ScenarioText {
  /// `willShow at 0 ms → 291 pt (0.25 s, curve 7); willHide at 150 ms → hidden (0.25 s, curve 7)`:
  /// each event's time, the keyboard height visible at its end frame, duration and curve.
  static func events(_ scenario: FrameSeries) -> String {
    scenario.events.map { event in
      let visible = scenario.screenHeight - event.frameEnd.minY
      let isZero = event.frameEnd == Rect(x: 0, y: 0, width: 0, height: 0)
      let end =
        isZero
        ? "CGRect.zero"
        : visible > 0 ? "\(NumberText.reading(visible, minus: .typographic)) pt" : "hidden"
      let duration =
        event.duration.map { "\(NumberText.reading($0, decimals: 3, minus: .typographic)) s" }
        ?? "no duration"
      let curve = event.curve.map { "curve \($0.rawValue)" } ?? "no curve"
      return
        "\(event.kind.rawValue) at \(NumberText.reading(event.time * 1000, minus: .typographic)) ms → \(end) "
        + "(\(duration), \(curve))"
    }.joined(separator: "; ")
  }

  /// `120 Hz · 73 frames · tolerance 1 pt`; a recording's median rate and missing frames.
  static func measuring(_ analysis: SyncMeasurement) -> String {
    let summary = analysis.summary
    let rate = NumberText.reading(summary.frameRate, minus: .typographic)
    let frames = "\(summary.frameCount) frames"
    let missing =
      summary.missingFrameCount > 0 ? " (\(summary.missingFrameCount) with an edge not seen)" : ""
    let clock =
      analysis.series.provenance.isRecorded
      ? "recorded, median \(rate) Hz · \(frames)\(missing)" : "\(rate) Hz · \(frames)"
    return
      "\(clock) · tolerance \(NumberText.reading(summary.tolerancePoints, decimals: 2, minus: .typographic)) pt"
  }

  /// `show-375x812-291 · willShow 0 ms → 291 pt (0.25 s, curve 7) · 120 Hz · 73 frames · …`.
  static func line(_ analysis: SyncMeasurement) -> String {
    let events = analysis.series.events.isEmpty ? "" : " · \(events(analysis.series))"
    return "\(analysis.series.name)\(events) · \(measuring(analysis))"
  }
}

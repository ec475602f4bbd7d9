import CurveScope

/// Short descriptions of a scenario and its measuring settings for figure headers.
enum ScenarioText {
  /// `willShow at 0 ms → 291 pt (0.25 s, curve 7); willHide at 150 ms → hidden (0.25 s, curve 7)`:
  /// each event's time, the keyboard height visible at its end frame, duration and curve.
  static func events(_ scenario: Scenario) -> String {
    scenario.events.map { event in
      let visible = scenario.screenHeight - event.frameEnd.minY
      let end = visible > 0 ? "\(FigureNumber.text(visible)) pt" : "hidden"
      let duration =
        event.duration.map { "\(FigureNumber.text($0, decimals: 3)) s" } ?? "no duration"
      let curve = event.curve.map { "curve \($0.rawValue)" } ?? "no curve"
      return
        "\(event.kind.rawValue) at \(FigureNumber.text(event.time * 1000)) ms → \(end) "
        + "(\(duration), \(curve))"
    }.joined(separator: "; ")
  }

  /// `120 Hz · 73 frames · tolerance 1 pt`.
  static func measuring(_ analysis: SyncAnalysis) -> String {
    "\(FigureNumber.text(analysis.clock.rate)) Hz · \(analysis.frameCount) frames · tolerance "
      + "\(FigureNumber.text(analysis.tolerance, decimals: 2)) pt"
  }

  /// `show-375x812-291 · willShow 0 ms → 291 pt (0.25 s, curve 7) · 120 Hz · 73 frames · …`.
  static func line(_ analysis: SyncAnalysis) -> String {
    "\(analysis.scenario.name) · \(events(analysis.scenario)) · \(measuring(analysis))"
  }
}

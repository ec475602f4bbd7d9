import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeSync

/// Human-readable numbers and the summary table of `compare` and `sweep`.
enum SyncText {
  /// `63.5 pt at 91.7 ms`, or `0` when there is none.
  static func extreme(_ points: Double, at milliseconds: Double?) -> String {
    guard let milliseconds, points > 0 else { return "0" }
    return "\(NumberText.reading(points)) pt at \(NumberText.reading(milliseconds)) ms"
  }

  /// A one-word verdict: `in sync`, `covers`, `gap`, `both`.
  static func verdict(_ summary: SyncSummary) -> String {
    let covers = summary.maxOverlapPoints > summary.tolerancePoints
    let opens = summary.maxGapPoints > summary.tolerancePoints
    switch (covers, opens) {
    case (false, false): return "in sync"
    case (true, false): return "covered"
    case (false, true): return "gap"
    case (true, true): return "covered+gap"
    }
  }

  /// The tone of a verdict on a terminal: in sync green, covered red, a gap yellow.
  static func tone(_ verdict: String) -> TerminalStyle.Tone? {
    switch verdict {
    case "in sync": .success
    case "gap": .warning
    case "covered", "covered+gap": .failure
    default: nil
    }
  }

  /// The comparison table, one row per summary. `max overlap` and `max gap` are depths
  /// (never negative); `final` is the gap at the end, signed like every gap: negative is an
  /// overlap.
  static func table(_ summaries: [SyncSummary]) -> TextTable {
    var table = TextTable(
      headers: [
        "strategy", "verdict", "max overlap", "max gap", "lag @50%", "out of sync", "final",
        "rms", "settle kb/bar",
      ],
      alignments: [.left, .left, .right, .right, .right, .right, .right, .right, .right])
    table.tones[1] = tone
    for summary in summaries {
      let lag =
        summary.lagAtHalfTravelMilliseconds.map {
          "\($0 > 0.05 ? "+" : "")\(NumberText.reading($0)) ms"
        }
        ?? (summary.keyboardTravels ? "never" : "—")
      table.append([
        summary.strategy, verdict(summary),
        extreme(summary.maxOverlapPoints, at: summary.maxOverlapAtMilliseconds),
        extreme(summary.maxGapPoints, at: summary.maxGapAtMilliseconds),
        lag,
        "\(NumberText.reading(summary.outOfSyncMilliseconds)) ms (\(summary.framesOutOfTolerance))",
        "\(NumberText.reading(summary.finalErrorPoints)) pt",
        "\(NumberText.reading(summary.rmsGapPoints)) pt",
        "\(NumberText.reading(summary.keyboardSettleMilliseconds, decimals: 0))/\(NumberText.reading(summary.barSettleMilliseconds, decimals: 0)) ms",
      ])
    }
    return table
  }

  /// The header lines above a table: scenario, events and the measuring settings.
  static func header(_ analysis: SyncAnalysis) -> String {
    let scenario = analysis.scenario
    let events = scenario.events.map { event -> String in
      let duration =
        event.duration.map { "\(NumberText.reading($0, decimals: 3)) s" } ?? "no duration"
      let curve = event.curve.map { "curve \($0.rawValue)" } ?? "no curve"
      let height = NumberText.reading(event.frameEnd.height, decimals: 1)
      return
        "\(event.kind.rawValue) at \(NumberText.reading(event.time * 1000)) ms → \(height) pt, \(duration), \(curve)"
    }
    let window = NumberText.reading(analysis.clock.time(ofFrame: analysis.frameCount - 1) * 1000)
    return """
      \(TerminalText.escaped(scenario.name)): \(TerminalText.escaped(scenario.title))
      \(events.joined(separator: "; "))
      \(NumberText.reading(analysis.clock.rate)) Hz · \(analysis.frameCount) frames (0–\(window) ms) · tolerance \(NumberText.reading(analysis.tolerance, decimals: 2)) pt · retarget \(scenario.retargetRule.rawValue)\(profileText(scenario))
      """
        + scenario.assumptions.map { "\nAssumed: " + $0 }.joined()
  }

  /// ` · keyboard ios-26 (second-hand)` for a scenario played with a profile other than iOS's,
  /// with its window when it has one; empty otherwise.
  static func profileText(_ scenario: Scenario) -> String {
    var text = ""
    if !scenario.keyboardProfile.isDefault {
      let profile = scenario.keyboardProfile
      text +=
        TerminalString(" · keyboard \(profile.name) (\(profile.provenance.kind.rawValue))").text
    }
    if let window = scenario.window {
      let parts = window.components.map { NumberText.reading($0) }
      text += " · window [\(parts.joined(separator: ", "))]"
    }
    if let interaction = scenario.interaction {
      text +=
        " · finger released at \(NumberText.reading(interaction.releaseTime * 1000)) ms, "
        + "\(NumberText.reading(interaction.track.releaseVelocity)) pt/s"
    }
    return text
  }
}

import CurveScopeMeasure
import CurveScopeSupport

/// The verdicts of one `check` run, and the file each analysis came from, printed in any of
/// `check`'s formats (``ReportFormat``).
struct CheckReport {
  /// One verdict and where its scenario (or trace) was read from.
  struct Item {
    /// The verdict.
    var verdict: SyncVerdict
    /// The file that defined the scenario, as typed; `nil` for the default scenario.
    var file: String?

    /// `show × reported-duration @ 120 Hz`, as typed (not escaped).
    var subject: String {
      let summary = verdict.summary
      return
        "\(summary.scenario) × \(summary.strategy) @ \(NumberText.reading(summary.frameRate)) Hz"
    }

    /// The failures in one line: `max overlap 63.5 pt > 1 pt (by 62.5 pt); …`.
    var failureText: String {
      verdict.failures.map(\.description).joined(separator: "; ")
    }

    /// The note on the basis, for the text line: ` (no baseline entry; held to the limits)`.
    var basisNote: String {
      switch verdict.basis {
      case .limitsWithoutBaselineEntry: " (no baseline entry; held to the limits)"
      case .limits, .recording, .baseline, .baselineAndLimits, .recordingWithLimits: ""
      }
    }
  }

  /// Every check, in the order run.
  var items: [Item]

  /// How many failed.
  var failedCount: Int { items.filter { !$0.verdict.passed }.count }

  /// The summary line: `1 of 12 failed`, `12 of 12 passed`, `12 recorded`.
  var summaryLine: String {
    let total = items.count
    if items.allSatisfy({ $0.verdict.basis == .recording }) {
      return "\(total) recorded (no limit given, none checked)"
    }
    return failedCount == 0 ? "\(total) of \(total) passed" : "\(failedCount) of \(total) failed"
  }

  /// The report in `format`, with a final newline.
  func text(_ format: ReportFormat) -> String {
    switch format {
    case .json: SyncVerdict.jsonText(items.map { ($0.verdict, $0.file) })
    case .github: CheckCIText.github(self)
    case .junit: CheckJUnit.document(self)
    case .markdown: CheckCIText.markdown(self)
    case .sarif: CheckSARIF.log(self).prettyText + "\n"
    case .xcode: CheckCIText.xcode(self)
    case .text, .csv: lines
    }
  }

  /// One line per check (`ok`, `FAIL`, or `rec` when recorded unchecked) and the summary,
  /// verdicts coloured on a terminal.
  var lines: String {
    let style = TerminalStyle.current
    var text = ""
    for item in items {
      let summary = item.verdict.summary
      let subject = TerminalText.escaped(item.subject)
      if !item.verdict.passed {
        text += style.paint("FAIL", .failure) + "  \(subject): \(item.failureText)"
      } else {
        let overlap = NumberText.reading(summary.maxOverlapPoints)
        let gap = NumberText.reading(summary.maxGapPoints)
        let label =
          item.verdict.basis == .recording
          ? style.paint("rec ", .note) : style.paint("ok  ", .success)
        text += "\(label)  \(subject): max overlap \(overlap) pt, max gap \(gap) pt"
      }
      text += item.basisNote + "\n"
    }
    let tone: TerminalStyle.Tone = failedCount == 0 ? .success : .failure
    return text + style.paint(summaryLine, tone) + "\n"
  }
}

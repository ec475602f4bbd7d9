import CurveScopeMeasure
import CurveScopeSupport

/// `check`'s line-based CI formats: GitHub Actions workflow commands, compiler-style lines for
/// Xcode and editors, and a Markdown table for a pull-request comment.
enum CheckCIText {
  /// `--format github`: one `::error` per failing check (a `::warning` for a check that had no
  /// baseline entry and passed), then the summary as a plain log line. `file=` names the
  /// scenario file when there is one; the title names the check.
  static func github(_ report: CheckReport) -> String {
    var text = ""
    for item in report.items {
      var properties: [String] = []
      if let file = item.file { properties.append("file=\(ReportEscaping.githubProperty(file))") }
      properties.append(
        "title=\(ReportEscaping.githubProperty("curvescope check: " + item.subject))")
      if !item.verdict.passed {
        text +=
          "::error \(properties.joined(separator: ","))::"
          + ReportEscaping.githubData(TerminalText.escaped(item.failureText)) + "\n"
      } else if item.verdict.basis == .limitsWithoutBaselineEntry {
        text +=
          "::warning \(properties.joined(separator: ","))::"
          + ReportEscaping.githubData("no baseline entry; held to the limits and passed") + "\n"
      }
    }
    return text + report.summaryLine + "\n"
  }

  /// `--format xcode`: `file:1:1: error: subject: failure` per failure (`error: …` without a
  /// file, for the default scenario), a `warning:` for a check without a baseline entry, then
  /// the summary.
  static func xcode(_ report: CheckReport) -> String {
    var text = ""
    for item in report.items {
      let location = item.file.map { "\(TerminalText.escaped($0)):1:1: " } ?? ""
      let subject = TerminalText.escaped(item.subject)
      for failure in item.verdict.failures {
        text += "\(location)error: \(subject): \(TerminalText.escaped(failure.description))\n"
      }
      if item.verdict.basis == .limitsWithoutBaselineEntry {
        text += "\(location)warning: \(subject): no baseline entry; held to the limits\n"
      }
    }
    return text + report.summaryLine + "\n"
  }

  /// `--format markdown`: a bold summary line, then a table with one row per check (verdict,
  /// scenario, strategy, rate, the three measures and what failed), as hyperfine's Markdown
  /// export gives one row per command.
  static func markdown(_ report: CheckReport) -> String {
    var lines = [
      "**curvescope check**: \(report.summaryLine)", "",
      "| | scenario | strategy | fps | max overlap | max gap | lag @50% | failures |",
      "|---|---|---|--:|--:|--:|--:|---|",
    ]
    for item in report.items {
      let summary = item.verdict.summary
      let verdict =
        item.verdict.passed ? (item.verdict.basis == .recording ? "rec" : "ok") : "**FAIL**"
      let lag =
        summary.lagAtHalfTravelMilliseconds.map { "\(NumberText.reading($0)) ms" } ?? "never"
      let cells = [
        verdict, ReportEscaping.markdownCell(summary.scenario),
        ReportEscaping.markdownCell(summary.strategy), NumberText.reading(summary.frameRate),
        "\(NumberText.reading(summary.maxOverlapPoints)) pt",
        "\(NumberText.reading(summary.maxGapPoints)) pt", lag,
        ReportEscaping.markdownCell(item.failureText + item.basisNote),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

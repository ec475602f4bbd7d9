import CurveScopeMeasure
import CurveScopeSupport

/// `check --format junit`: JUnit XML as GitHub, GitLab, Jenkins and Xcode Cloud read it — one
/// `<testsuite>` for the run, one `<testcase>` per check (classname the scenario, name the
/// strategy and rate), a `<failure>` per measure past its limit (its type the measure's JSON
/// key, its message the sentence), and the measures in `<system-out>`. No timestamps, so the
/// same run gives the same bytes.
enum CheckJUnit {
  /// The whole document, with its XML declaration and a final newline.
  static func document(_ report: CheckReport) -> String {
    let tests = report.items.count
    let failures = report.failedCount
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="curvescope check" tests="\#(tests)" failures="\#(failures)" errors="0">"#,
      #"  <testsuite name="curvescope check" tests="\#(tests)" failures="\#(failures)" errors="0" skipped="0">"#,
    ]
    for item in report.items {
      let summary = item.verdict.summary
      let name = "\(summary.strategy) @ \(NumberText.reading(summary.frameRate)) Hz"
      var attributes =
        #"name="\#(ReportEscaping.xml(name))" classname="\#(ReportEscaping.xml(summary.scenario))""#
      if let file = item.file { attributes += #" file="\#(ReportEscaping.xml(file))""# }
      lines.append("    <testcase \(attributes)>")
      for failure in item.verdict.failures {
        let message = ReportEscaping.xml(failure.description)
        lines.append(
          #"      <failure type="\#(failure.measure.key)" message="\#(message)">\#(message)</failure>"#
        )
      }
      lines.append("      <system-out>\(ReportEscaping.xml(measures(item)))</system-out>")
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `max overlap 63.5 pt, max gap 19.1 pt, lag at half travel 33.1 ms; basis baseline`.
  private static func measures(_ item: CheckReport.Item) -> String {
    let summary = item.verdict.summary
    let lag = summary.lagAtHalfTravelMilliseconds.map { "\(NumberText.reading($0)) ms" } ?? "never"
    return "max overlap \(NumberText.reading(summary.maxOverlapPoints)) pt, max gap "
      + "\(NumberText.reading(summary.maxGapPoints)) pt, lag at half travel \(lag); basis "
      + item.verdict.basis.rawValue
  }
}

import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming
import Foundation
import Testing

/// The JSON `compare`, `check` and `explain` print, made through the library (what an app's test
/// target calls), read back by Foundation's parser and compared with the values it encodes.
@Suite("Analysis JSON through the library")
struct AnalysisJSONTests {
  /// reported-duration on the default show at 120 Hz: out of sync both ways.
  static func lagging() throws -> SyncAnalysis {
    try SyncAnalysis(
      scenario: Scenario.defaultShow(), strategy: .reportedDuration, clock: FrameClock(.hz120))
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("check: a verdict's passed, basis, failures, file and measures")
  func verdict() throws {
    let summary = try Self.lagging().summary()
    let verdict = SyncCheckPolicy().verdict(for: summary)
    let json = try Self.object(verdict.jsonText(file: "show.json"))
    #expect(json["passed"] as? Bool == false)
    #expect(json["basis"] as? String == "limits")
    #expect(json["baselineEntry"] as? Bool == true)
    #expect(json["file"] as? String == "show.json")
    let failures = try #require(json["failures"] as? [[String: Any]])
    #expect(failures.map { $0["measure"] as? String } == ["maxOverlapPoints", "maxGapPoints"])
    #expect(failures[0]["actual"] as? Double == summary.maxOverlapPoints)
    #expect(failures[0]["limit"] as? Double == 1)
    #expect(failures[0]["excess"] as? Double == summary.maxOverlapPoints - 1)
    #expect(failures[0]["message"] as? String == verdict.failures[0].description)
    let measures = try #require(json["measures"] as? [String: Any])
    #expect(measures["maxGapPoints"] as? Double == summary.maxGapPoints)
    // Without a file, `null`; several verdicts are an array with a final newline.
    #expect(try Self.object(verdict.jsonText())["file"] is NSNull)
    let all = SyncVerdict.jsonText([(verdict, "a.json"), (verdict, nil)])
    #expect(all.hasSuffix("]\n"))
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(all.utf8)) as? [[String: Any]])
    #expect(array.map { $0["file"] as? String } == ["a.json", nil])
  }

  @Test("compare: the summary's measures, the scenario's assumptions, the frames when asked")
  func analysis() throws {
    let analysis = try Self.lagging()
    let summary = analysis.summary()
    let plain = try Self.object(analysis.jsonText())
    #expect(plain["maxOverlapPoints"] as? Double == summary.maxOverlapPoints)
    #expect(plain["frames"] as? Int == summary.frameCount)
    #expect(plain["assumptions"] == nil)
    #expect(plain["frameSeries"] == nil)
    let framed = try Self.object(analysis.jsonText(frames: true))
    let frames = try #require(framed["frameSeries"] as? [[String: Any]])
    let series = analysis.series().frames
    #expect(frames.count == series.count)
    // The writer prints the shortest exact digits; Foundation's parser on Linux may read the
    // last one off, so values are compared to 1e-9 of their size.
    func close(_ json: Any?, _ value: Double?) -> Bool {
      guard let json = json as? Double, let value else { return false }
      return abs(json - value) <= 1e-9 * max(1, abs(value))
    }
    for index in [0, series.count / 2, series.count - 1] {
      #expect(frames[index]["frame"] as? Int == index)
      #expect(close(frames[index]["keyboardTop"], series[index].keyboardTop))
      #expect(close(frames[index]["barBottom"], series[index].barBottom))
      let velocity = analysis.velocities(atFrame: index).keyboard
      #expect(close(frames[index]["keyboardVelocity"], velocity))
    }
    var assumed = analysis.scenario
    assumed.assumptions = ["The notifications are 10 ms apart."]
    let withAssumptions = try SyncAnalysis(
      scenario: assumed, strategy: .reportedDuration, clock: FrameClock(.hz120))
    let json = try Self.object(withAssumptions.jsonText())
    #expect(json["assumptions"] as? [String] == ["The notifications are 10 ms apart."])
  }

  @Test("explain: one explanation alone, several as an array")
  func explanations() throws {
    let show = try Scenario.defaultShow()
    let explanation = try SyncExplainer.explain(
      scenario: show, strategy: .reportedDuration, clock: FrameClock(.hz120))
    #expect(SyncExplanation.jsonText([explanation]) == explanation.jsonText)
    let one = try Self.object(explanation.jsonText)
    #expect(one["strategy"] as? String == InputBarStrategy.reportedDuration.name)
    #expect(one["inSync"] as? Bool == false)
    let two = SyncExplanation.jsonText([explanation, explanation])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(two.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
  }
}

import CurveScopeMeasure
import Foundation
import Testing

/// The summary's JSON and its worst |gap| come from the library, as the command line prints them.
@Suite("Summary JSON")
struct SyncSummaryJSONTests {
  @Test("worst |gap| is the larger of the deepest overlap and the widest gap")
  func worst() throws {
    // Frames by hand: gaps 0, −30, 12, 0 (overlap 30 at 10 ms, gap 12 at 25 ms).
    let series = try SyncMeasurerTests.series([
      (0, 800, 800), (10, 700, 730), (25, 560, 548), (50, 500, 500),
    ])
    let summary = try SyncMeasurer(tolerance: 1).measure(series).summary
    #expect(summary.worstGapPoints == 30)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(summary.jsonText.utf8)) as? [String: Any])
    #expect(json["maxOverlapPoints"] as? Double == 30)
    #expect(json["maxGapPoints"] as? Double == 12)
    #expect(json["maxGapAtMs"] as? Double == 25)
    #expect(json["strategy"] as? String == "bar")
  }
}

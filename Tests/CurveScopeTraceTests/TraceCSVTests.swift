import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTrace
import Testing

@Suite("Reading CSV traces")
struct TraceCSVTests {
  @Test("columns by header in any order, extra columns ignored, empty cells not seen")
  func columnsByHeader() throws {
    let csv = """
      frame,bar_bottom,note,time_ms,keyboard_top
      0,812,a,-16.5,812
      1,,b,0,812
      2,790.5,c,8.25,
      3,700,d,16.75,650.25
      """
    let trace = try Trace(csv: TraceFixtures.bytes(csv), name: "t", screenHeight: 812)
    #expect(trace.frames.count == 4)
    #expect(trace.frames[1].barBottom == nil)
    #expect(trace.frames[2].keyboardTop == nil)
    #expect(trace.frames[3].keyboardTop == 650.25)
    #expect(trace.frames[3].barBottom == 700)
    // No events: t = 0 is the last frame before the keyboard moves (frame 1, at 0 ms).
    #expect(trace.timeOrigin == .firstMotion(fileMilliseconds: 0))
    #expect(trace.frames.map(\.timeMilliseconds) == [-16.5, 0, 8.25, 16.75])
    #expect(trace.quality.missingFrameCount == 2)
  }

  @Test("log prefixes: data lines keep the header's prefix, other log lines are skipped")
  func logPrefixes() throws {
    let csv = """
       LOG  Running "App"
       LOG  curvescope: time_ms,keyboard_top,bar_bottom
       LOG  curvescope: # screen_height: 844
       LOG  curvescope: 100,844,844
       WARN  something else
       LOG  curvescope: 116,800,844
       LOG  curvescope: 133,700,800
       LOG  curvescope: 150,600,700
      """
    let trace = try Trace(csv: TraceFixtures.bytes(csv), name: "rn")
    #expect(trace.screenHeight == 844)
    #expect(trace.frames.count == 4)
    #expect(trace.frames.compactMap(\.keyboardTop) == [844, 800, 700, 600])
  }

  @Test("CRLF lines, a byte-order mark, tabs, quotes and # comments")
  func formats() throws {
    let csv =
      "\u{FEFF}time_ms\tkeyboard_top\tbar_bottom\r\n# a comment\r\n0\t\"812\"\t812\r\n16\t800\t812\r\n"
      + "33\t700\t800\r\n50\t600\t700\r\n"
    let trace = try Trace(csv: TraceFixtures.bytes(csv), name: "t")
    #expect(trace.frames.count == 4)
    #expect(trace.frames[0].keyboardTop == 812)
    #expect(trace.screenHeight == 812)
    #expect(trace.screenWidth == 375)
  }

  @Test("screen height: the option, then a # screen_height comment, then the largest top")
  func screenHeight() throws {
    let body =
      "time_ms,keyboard_top,bar_bottom\n# screen_height: 900\n0,800,800\n16,700,700\n"
      + "33,650,650\n50,600,600\n"
    #expect(try Trace(csv: TraceFixtures.bytes(body), name: "t").screenHeight == 900)
    #expect(
      try Trace(csv: TraceFixtures.bytes(body), name: "t", screenHeight: 850).screenHeight == 850)
    let plain = "time_ms,keyboard_top,bar_bottom\n0,800,800\n16,700,700\n33,650,650\n50,600,600\n"
    #expect(try Trace(csv: TraceFixtures.bytes(plain), name: "t").screenHeight == 800)
  }

  @Test("a CSV written by csvText reads back the same frames")
  func roundTrip() throws {
    let trace = try TraceFixtures.recording(
      Scenario.defaultShow(), .reportedDuration, rate: 120,
      Roughness.rough.imperfections(seed: 3, keepsEvents: false))
    let again = try Trace(
      csv: TraceFixtures.bytes(trace.csvText), name: trace.name, screenHeight: trace.screenHeight)
    #expect(again.frames == trace.frames)
  }
}

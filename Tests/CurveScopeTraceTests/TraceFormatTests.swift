import CurveScopeTrace
import Testing

/// Which reader a trace's bytes go to: the `.json` extension or a leading `{` (after white space
/// and a UTF-8 byte-order mark) means JSON, anything else CSV; and reading by format gives the
/// trace the format's own reader gives.
@Suite("Telling a JSON trace from a CSV one")
struct TraceFormatTests {
  static let json = """
    {"name": "two", "screen": {"width": 375, "height": 812}, "frames": [
      {"timeMs": 0, "keyboardTop": 812, "barBottom": 812},
      {"timeMs": 16.7, "keyboardTop": 700, "barBottom": 720},
      {"timeMs": 33.3, "keyboardTop": 600, "barBottom": 620},
      {"timeMs": 50, "keyboardTop": 521, "barBottom": 521}]}
    """
  static let csv =
    "time_ms,keyboard_top,bar_bottom\n0,812,812\n16.7,700,720\n33.3,600,620\n50,521,521\n"

  @Test(
    "the path's extension or the first character decides",
    arguments: [
      (json, "trace.json", TraceFormat.json),
      (json, nil, .json),
      (json, "trace.txt", .json),
      ("\u{FEFF} \n\t" + json, nil, .json),
      (csv, "trace.csv", .csv),
      (csv, nil, .csv),
      (csv, "TRACE.JSON", .json),
      ("# screen_height: 812\n" + csv, "paste.txt", .csv),
      ("", nil, .csv),
    ] as [(String, String?, TraceFormat)])
  func format(_ text: String, _ path: String?, _ expected: TraceFormat) {
    #expect(TraceFormat(bytes: Array(text.utf8), path: path) == expected)
  }

  @Test("reading by format gives what each format's reader gives")
  func readsBoth() throws {
    let fromJSON = try Trace(bytes: Array(Self.json.utf8), path: nil, name: "fallback")
    let direct = try Trace(json: Array(Self.json.utf8), fallbackName: "fallback")
    #expect(fromJSON.name == "two")
    #expect(fromJSON.frames == direct.frames)
    let fromCSV = try Trace(
      bytes: Array(Self.csv.utf8), path: "paste.csv", name: "paste", screenHeight: 812)
    #expect(fromCSV.name == "paste")
    #expect(fromCSV.screenHeight == 812)
    #expect(fromCSV.frames.map(\.keyboardTop) == [812, 700, 600, 521])
    #expect(fromCSV.frames.map(\.barBottom) == [812, 720, 620, 521])
  }
}

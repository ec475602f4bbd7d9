import CurveScopeMatch
import CurveScopeTestSupport
import CurveScopeTrace
import Foundation
import Testing

/// The traces of `Curves/traces/`, each written as its recorder snippet writes it (README
/// "Measure your app"), read correctly: values checked against the file's own lines, read
/// here without the library, and matched to what recorded them.
@Suite("Recorder fixtures")
struct RecorderFixtureTests {
  /// The data lines of a CSV trace that start with `prefix` + a digit, split at commas.
  static func lines(_ file: String, prefix: String) throws -> [[String]] {
    let text = String(decoding: try TraceFixtures.curves("traces/" + file), as: UTF8.self)
    return text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(prefix) else { return nil }
      let body = line.dropFirst(prefix.count)
      guard let first = body.first, first.isNumber else { return nil }
      return body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// Checks every frame of `trace` against the file's `rows` (time, keyboard, bar columns).
  static func check(_ trace: Trace, rows: [[String]], origin: Double) {
    #expect(trace.frames.count == rows.count)
    for (frame, row) in zip(trace.frames, rows) {
      #expect(frame.timeMilliseconds == (Double(row[0]) ?? .nan) - origin)
      #expect(frame.keyboardTop == Double(row[1]))
      #expect(frame.barBottom == (row[2].isEmpty ? nil : Double(row[2])))
    }
  }

  @Test("iOS: CADisplayLink JSON with notifications, one frame late, 34 pt safe area")
  func ios() throws {
    let trace = try Trace(json: TraceFixtures.curves("traces/ios-show-iphone15pro.json"))
    #expect(trace.source?.recorder == "CADisplayLink")
    #expect(trace.safeAreaBottom == 34)
    #expect(trace.events.map(\.kind) == [.willShow, .didShow])
    #expect(trace.quality.droppedFrameCount == 2)
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == "reported-duration")
    #expect(match.keyboardModel.name == "ios")
    // The presentation layers show the frame before: the keyboard is seen a frame late.
    let offset = try #require(match.keyboardModel.offsetMilliseconds)
    #expect(abs(offset - 1000.0 / 120) < 1.5)
  }

  @Test("React Native: Metro log lines, whole milliseconds, a bar one frame late")
  func reactNative() throws {
    let trace = try Trace(
      csv: TraceFixtures.curves("traces/react-native-show.csv"), name: "react-native-show")
    let rows = try Self.lines("react-native-show.csv", prefix: " LOG  curvescope: ")
    Self.check(trace, rows: rows, origin: trace.timeOrigin.fileMilliseconds)
    #expect(trace.screenHeight == 844)
    #expect(trace.quality.missingFrameCount == 2)
    #expect(trace.source?.platform == "react-native")
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == "display-link")
  }

  @Test("Flutter: flutter: prefix, frame timestamps, the bar padded by the insets")
  func flutter() throws {
    let trace = try Trace(
      csv: TraceFixtures.curves("traces/flutter-show-hide.csv"), name: "flutter-show-hide")
    let rows = try Self.lines("flutter-show-hide.csv", prefix: "flutter: curvescope: ")
    Self.check(trace, rows: rows, origin: trace.timeOrigin.fileMilliseconds)
    #expect(trace.motions.motions.count == 2)
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == "layout-guide" || match.equivalents.contains("layout-guide"))
    #expect(match.keyboardModel.name == "ios")
  }

  @Test("Android: logcat tag prefix, dp from px, onProgress only while animating")
  func android() throws {
    let trace = try Trace(
      csv: TraceFixtures.curves("traces/android-show-hide-pixel8.csv"),
      name: "android-show-hide-pixel8")
    let rows = try Self.lines("android-show-hide-pixel8.csv", prefix: "D/CurveScope: ")
    Self.check(trace, rows: rows, origin: trace.timeOrigin.fileMilliseconds)
    #expect(trace.safeAreaBottom == 24)
    #expect(trace.quality.pauseCount == 1)
    let match = try TraceMatcher().match(trace)
    #expect(match.keyboardModel.name == "android-callback")
    #expect(match.strategy == "layout-guide")
    #expect(try trace.measure().summary.isInSync)
  }

  @Test("a third-party keyboard without notifications: a willShow-only handler")
  func thirdParty() throws {
    let trace = try Trace(
      csv: TraceFixtures.curves("traces/ios-third-party-willshow-only.csv"), name: "third-party")
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == "will-show-only" || match.equivalents.contains("will-show-only"))
  }

  /// How each recorder snippet of the README prints a line: its log prefix, header and comments
  /// as printed, and a pattern every data line matches.
  struct SnippetFormat: Sendable, CustomTestStringConvertible {
    var file: String
    var prefix: String
    var header: String
    var comments: [String]
    var line: String
    var testDescription: String { file }
  }

  static let snippetFormats = [
    // React Native: console.log through Metro, Date.now(), toFixed(2), an empty cell when
    // measure() gives null, the progress column.
    SnippetFormat(
      file: "react-native-show.csv", prefix: " LOG  curvescope: ",
      header: "time_ms,keyboard_top,bar_bottom,progress",
      comments: ["# platform: react-native", "# screen_height: 844"],
      line: #"[0-9]{13},[0-9]+\.[0-9]{2},([0-9]+\.[0-9]{2})?,[0-9]\.[0-9]{4}"#),
    // Flutter: debugPrint (the tool's "flutter: " prefix), the frame time stamp in ms and both
    // edges with toStringAsFixed(3).
    SnippetFormat(
      file: "flutter-show-hide.csv", prefix: "flutter: curvescope: ",
      header: "time_ms,keyboard_top,bar_bottom", comments: ["# platform: flutter"],
      line: #"[0-9]+\.[0-9]{3},[0-9]+\.[0-9]{3},([0-9]+\.[0-9]{3})?"#),
    // Android: Log.d("CurveScope", …) read with adb logcat -v tag, String.format "%.3f,%.4f,%.4f".
    SnippetFormat(
      file: "android-show-hide-pixel8.csv", prefix: "D/CurveScope: ",
      header: "time_ms,keyboard_top,bar_bottom",
      comments: [
        "# platform: android", "# screen_height: 914.2857", "# safe_area_bottom: 24.0000",
      ],
      line: #"[0-9]+\.[0-9]{3},[0-9]+\.[0-9]{4},([0-9]+\.[0-9]{4})?"#),
  ]

  @Test("every CSV fixture is written as its snippet prints it", arguments: snippetFormats)
  func snippetLines(_ format: SnippetFormat) throws {
    let text = String(decoding: try TraceFixtures.curves("traces/" + format.file), as: UTF8.self)
    let lines = text.split(separator: "\n").filter { $0.hasPrefix(format.prefix) }.map {
      String($0.dropFirst(format.prefix.count))
    }
    #expect(lines.first == format.header)
    #expect(Array(lines.dropFirst().prefix(format.comments.count)) == format.comments)
    let data = lines.dropFirst(1 + format.comments.count)
    #expect(data.count > 40)
    let pattern = try Regex(format.line)
    for line in data {
      #expect(line.wholeMatch(of: pattern) != nil, "\(format.file): \(line)")
    }
  }

  @Test("the iOS fixture holds exactly the members the Swift snippet encodes")
  func iosMembers() throws {
    let data = Data(try TraceFixtures.curves("traces/ios-show-iphone15pro.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(root.keys) == ["name", "title", "screen", "source", "events", "frames"])
    let screen = try #require(root["screen"] as? [String: Any])
    #expect(Set(screen.keys) == ["width", "height", "safeAreaBottom"])
    let source = try #require(root["source"] as? [String: Any])
    #expect(Set(source.keys) == ["platform", "os", "device", "fps", "recorder"])
    let events = try #require(root["events"] as? [[String: Any]])
    #expect(
      events.allSatisfy {
        Set($0.keys) == [
          "timeMs", "kind", "frameBegin", "frameEnd", "duration", "curve", "isLocal",
        ]
      })
    let frames = try #require(root["frames"] as? [[String: Any]])
    #expect(frames.allSatisfy { Set($0.keys) == ["timeMs", "keyboardTop", "barBottom"] })
    // Presentation layers on a 3× screen: every edge a multiple of 1/3 pt.
    for frame in frames {
      for key in ["keyboardTop", "barBottom"] {
        let value = try #require(frame[key] as? Double)
        #expect(abs(value * 3 - (value * 3).rounded()) < 1e-6, "\(key) \(value)")
      }
    }
  }
}

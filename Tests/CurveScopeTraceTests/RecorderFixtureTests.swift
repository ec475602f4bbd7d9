import CurveScope
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
}

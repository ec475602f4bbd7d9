import Foundation
import Testing

@testable import CurveScopeCLI

/// `compare`, `check` and `explain` with `--trace`, and the gallery's trace figures, run
/// in-process on the traces of `Curves/traces/` (written by `.ci/make-traces.py`, whose Python
/// models say what each recording really did).
@Suite("Trace commands")
struct TraceCommandTests {
  static let traces = Repository.root + "/Curves/traces/"

  /// One trace and what made it.
  struct Recording: Sendable, CustomTestStringConvertible {
    var file: String
    /// The strategy the generator's bar ran, and presets this recording cannot tell from it.
    var strategy: String
    var keyboard: String
    var inSync: Bool
    var testDescription: String { file }
  }

  static let recordings = [
    Recording(
      file: "ios-show-iphone15pro.json", strategy: "reported-duration", keyboard: "ios",
      inSync: false),
    Recording(
      file: "react-native-show.csv", strategy: "display-link", keyboard: "ios",
      inSync: false),
    Recording(
      file: "flutter-show-hide.csv", strategy: "layout-guide", keyboard: "ios", inSync: true),
    Recording(
      file: "android-show-hide-pixel8.csv", strategy: "layout-guide", keyboard: "android-callback",
      inSync: true),
    Recording(
      file: "ios-third-party-willshow-only.csv", strategy: "will-show-only", keyboard: "ios",
      inSync: false),
  ]

  static func object(_ text: String) throws -> [String: Any] {
    let array = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    return try #require(array?.first)
  }

  /// The data lines of a trace file (CSV lines after the header that hold a number after any
  /// log prefix; JSON frames), counted without the library.
  static func frameCount(_ file: String) throws -> Int {
    let data = try Data(contentsOf: URL(fileURLWithPath: traces + file))
    if file.hasSuffix(".json") {
      let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      return (root?["frames"] as? [Any])?.count ?? -1
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard let header = lines.first(where: { $0.contains("time_ms") }),
      let start = header.range(of: "time_ms")
    else { return -1 }
    let prefix = header[..<start.lowerBound]
    return lines.filter { line in
      guard line.hasPrefix(prefix) else { return false }
      return line.dropFirst(prefix.count).first?.isNumber == true
    }.count
  }

  @Test(
    "compare --trace --json: the measures, the match and the keyboard model", arguments: recordings)
  func compareJSON(_ recording: Recording) throws {
    let run = InProcessRun(["compare", "--trace", Self.traces + recording.file, "--json"])
    #expect(run.code == .success, "\(run.err)")
    let object = try Self.object(run.out)
    #expect(object["strategy"] as? String == "recorded")
    #expect(object["frames"] as? Int == (try Self.frameCount(recording.file)))
    let maxOverlap = try #require(object["maxOverlapPoints"] as? Double)
    let maxGap = try #require(object["maxGapPoints"] as? Double)
    #expect((maxOverlap <= 1 && maxGap <= 1) == recording.inSync)
    let match = try #require(object["match"] as? [String: Any])
    let named = try #require(match["strategy"] as? String)
    let equivalents = match["equivalents"] as? [String] ?? []
    #expect(
      named == recording.strategy || equivalents.contains(recording.strategy),
      "\(named) \(equivalents)")
    let rms = try #require(match["rmsPoints"] as? Double)
    let limit = try #require(match["residualLimitPoints"] as? Double)
    #expect(rms < limit)
    let latency = try #require(match["latencyMs"] as? Double)
    #expect(latency.isFinite)
    let keyboard = try #require(object["keyboardModel"] as? [String: Any])
    #expect(keyboard["name"] as? String == recording.keyboard)
    #expect((keyboard["rmsPoints"] as? Double ?? .infinity) < 1)
    // The model measured at the same frames.
    let model = try #require(object["model"] as? [String: Any])
    #expect(model["frames"] as? Int == object["frames"] as? Int)
  }

  @Test("compare --trace: the table names the recording, its model and the match")
  func compareText() {
    let run = InProcessRun(["compare", "--trace", Self.traces + "react-native-show.csv"])
    #expect(run.code == .success)
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "react-native-show: react-native-show")
    #expect(lines.contains { $0.hasPrefix("43 frames (0–714 ms) · median interval 17 ms") })
    #expect(lines.contains { $0.hasPrefix("recorded ") && $0.contains("covered") })
    #expect(lines.contains { $0.hasPrefix("model: display-link ") })
    // A React Native trace: the mechanism in React Native's terms, the preset's name after it.
    #expect(
      lines.contains {
        $0.hasPrefix(
          "Match: a bar driven from JavaScript keyboard state (display-link), 1 frame late — RMS ")
      })
    #expect(lines.contains { $0.hasPrefix("Keyboard: ios — RMS ") })
  }

  @Test("check --trace: exit 1 when a recording is out of sync, 0 within the limits")
  func check() throws {
    let all = InProcessRun(["check", "--trace", Self.traces])
    #expect(all.code == .checkFailed)
    #expect(all.out.hasSuffix("5 of 7 failed\n"))
    #expect(
      all.out.contains(
        "ok    android-show-hide-pixel8 × recorded @ 119.8 Hz: max overlap 0 pt, max gap 0 pt"))
    let inSync = InProcessRun(["check", "--trace", Self.traces + "android-show-hide-pixel8.csv"])
    #expect(inSync.code == .success)
    let loose = InProcessRun([
      "check", "--trace", Self.traces + "ios-show-iphone15pro.json", "--max-overlap", "50",
      "--max-gap", "23",
    ])
    #expect(loose.code == .success, "\(loose.out)")
    // A baseline of the recording holds against itself.
    let folder = try ScratchFolder()
    let file = Self.traces + "react-native-show.csv"
    let baseline = folder.file("baseline.json")
    // Recording accepts the present state: exit 0 although the default limits would fail.
    #expect(
      InProcessRun(["check", "--trace", file, "--write-baseline", baseline]).code == .success)
    let again = InProcessRun([
      "check", "--trace", file, "--baseline", baseline, "--max-overlap", "100",
    ])
    #expect(again.code == .success, "\(again.out)\(again.err)")
  }

  @Test("explain --trace: what the recording shows, the model it moves like, and the fix")
  func explain() {
    let run = InProcessRun(["explain", "--trace", Self.traces + "ios-show-iphone15pro.json"])
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.contains("What the recording shows"))
    #expect(run.out.contains("Your bar moves like reported-duration"))
    #expect(run.out.contains("[no-curve]"))
    // The model's numbers are a simulation's: the line says how it differs from the recording.
    let flat = run.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("Fix (verified by re-running the model with the change)"))
    #expect(
      flat.contains(
        "Assumed: The model is simulated on a regular 118.4 Hz clock (the recording's median "
          + "rate) without the recorder's faults or the 34 pt safe area, so its numbers differ "
          + "from the recording's."))
    #expect(flat.contains("What this rests on (confidence: high)"))
  }

  @Test("compare --trace -o draws every figure kind; -o needs one trace")
  func figures() throws {
    let folder = try ScratchFolder()
    for kind in ["comparison", "filmstrip", "overview"] {
      let path = folder.file("\(kind).png")
      let run = InProcessRun([
        "compare", "--trace", Self.traces + "flutter-show-hide.csv", "-o", path, "--figure", kind,
      ])
      #expect(run.code == .success, "\(run.err)")
      #expect(FigureCommandTests.isCompletePNG(path), "\(kind)")
    }
    InProcessRun(["compare", "--trace", Self.traces, "-o", folder.file("all.png")])
      .expectError(.usage, "error: --output — needs one trace; 7 were given")
    #expect(!FileManager.default.fileExists(atPath: folder.file("all.png")))
  }

  /// A bad trace, and the start of the one error line it gives after the file's path.
  struct BadTrace: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var error: String
    var testDescription: String { name }
  }

  static let badTraces = [
    BadTrace(
      name: "unsorted.csv",
      text: "time_ms,keyboard_top,bar_bottom\n0,812,812\n16,800,\n8,790,790\n",
      error: "line 4, time_ms — time 8 ms is earlier than the frame before (16 ms)"),
    BadTrace(
      name: "nocolumn.csv", text: "time_ms,keyboard_top\n0,812\n",
      error: "line 1 — has no bar_bottom column"),
    BadTrace(
      name: "nan.csv", text: "time_ms,keyboard_top,bar_bottom\n0,812,812\n16,nan,800\n",
      error: "line 3, keyboard_top — is not a finite number"),
    BadTrace(
      name: "pixels.csv", text: "time_ms,keyboard_top,bar_bottom\n0,2436,2436\n16,2000,2436\n",
      error: "line 2 — keyboard_top reaches 2436, taller than any screen in points"),
    BadTrace(
      name: "empty.csv", text: "time_ms,keyboard_top,bar_bottom\n", error: "trace — has no frames"
    ),
    BadTrace(
      name: "duplicate.json",
      text:
        #"{"screen":{"width":375,"height":812},"frames":[{"timeMs":0,"keyboardTop":812,"barBottom":812},"#
        + #"{"timeMs":0,"keyboardTop":800,"barBottom":812}]}"#,
      error: "frames[1].timeMs — time 0 ms repeats the frame before"),
    BadTrace(
      name: "beyond.json",
      text:
        #"{"screen":{"width":375,"height":812},"frames":[{"timeMs":0,"keyboardTop":900,"barBottom":812}]}"#,
      error: "frames[0].keyboardTop — 900 pt lies beyond the screen"),
  ]

  @Test(
    "a bad trace: exit 65, one line naming the file, the frame or line, and the problem",
    arguments: badTraces)
  func badTrace(_ bad: BadTrace) throws {
    let folder = try ScratchFolder()
    let path = try folder.write(bad.name, bad.text)
    for command in ["compare", "check", "explain"] {
      InProcessRun([command, "--trace", path]).expectError(
        .dataError, "error: \(path) — \(bad.error)")
    }
  }

  @Test(
    "trace options: a missing file is 66; trace shaping without --trace, or simulation options with it, are 64"
  )
  func usage() {
    InProcessRun(["compare", "--trace", "/nonexistent/trace.csv"])
      .expectError(.noInput, "error: /nonexistent/trace.csv — ")
    InProcessRun(["compare", "--screen-height", "800"])
      .expectError(.usage, "error: --screen-height — needs --trace")
    InProcessRun(["compare", "--trace", Self.traces + "flutter-show-hide.csv", "--strategy", "all"])
      .expectError(.usage, "error: --strategy — cannot be combined with --trace")
  }

  @Test("gallery draws every trace of CURVES/traces against its model, listed in index.md")
  func gallery() throws {
    // Two files with one base name, chat.csv and chat.json: the second figure gets "-2". The
    // run is shared (SharedGallery).
    let run = try SharedGallery.get()
    #expect(run.code == .success, "\(run.err)")
    for name in ["trace-chat", "trace-chat-2"] {
      #expect(run.isCompletePNG("\(name).png"), "\(name)")
    }
    let section = try #require(run.index.range(of: "## Recorded traces\n"))
    let traces = run.index[section.upperBound...]
    #expect(traces.contains("![trace-chat](trace-chat.png)"))
    #expect(traces.contains("chat.csv, recorded: keyboard covers the bar by up to 62 pt at 83 ms"))
    #expect(traces.contains("Moves like display-link"))
    #expect(traces.contains("chat.json, recorded: "))
    #expect(traces.contains("Moves like reported-duration"))
  }

  @Test("a bad trace stops the gallery before it draws: exit 65 naming the file")
  func galleryBadTrace() throws {
    let folder = try ScratchFolder()
    let curves = folder.file("Curves")
    for sub in ["scenarios", "traces"] {
      try FileManager.default.createDirectory(
        atPath: curves + "/" + sub, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      atPath: Repository.root + "/Curves/scenarios/input-switch-instant.json",
      toPath: curves + "/scenarios/input-switch-instant.json")
    try FileManager.default.copyItem(
      atPath: Self.traces + "react-native-show.csv", toPath: curves + "/traces/chat.csv")
    try folder.write("Curves/traces/broken.csv", "time_ms,keyboard_top,bar_bottom\n0,812,x\n")
    let broken = InProcessRun(["gallery", "-o", folder.file("again"), "--curves", curves])
    broken.expectError(.dataError, "error: \(curves)/traces/broken.csv — line 2, bar_bottom")
    #expect(!FileManager.default.fileExists(atPath: folder.file("again/index.md")))
  }
}

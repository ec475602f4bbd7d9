import CurveScope
import CurveScopeCLI
import CurveScopeTestSupport
import Foundation
import Testing

/// `measure` on drawn recordings with the looks real recordings have and a renderer like ours
/// did not draw before: every edge is checked against the script that drew it, and the verdict
/// against the script's own sync. Each look is an iPhone-sized recording drawn, encoded and
/// measured: 15–30 s in a debug build, so most are long runs; by default the bar in the
/// keyboard's colour (no confident desync) and the small GIF stand for them.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct HardLookTests {
  /// Records `look`, measures it, and returns the run with the frames drawn.
  static func measure(_ look: LookRecording, gifWidth: Int? = nil, _ extra: [String] = [])
    throws -> (run: MeasureRun, frames: [LookRecording.Frame], folder: VideoTestFolder)
  {
    let folder = try VideoTestFolder()
    var path = folder.file("look.mp4")
    try look.record(to: path)
    if let gifWidth {
      let gif = folder.file("look.gif")
      try LookRecording.gif(from: path, to: gif, width: gifWidth)
      path = gif
    }
    // CURVESCOPE_LOOK_DIR=folder keeps a copy of each recording, to look at or measure again.
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      let name =
        "\(look.keyboardLook)-\(look.barLook)-\(look.appearance)-\(Int(look.width))"
        + (look.late == nil ? "" : "-late") + (look.withoutBar ? "-nobar" : "")
        + (gifWidth == nil ? ".mp4" : ".gif")
      try? FileManager.default.removeItem(atPath: keep + "/" + name)
      try? FileManager.default.copyItem(atPath: path, toPath: keep + "/" + name)
    }
    return (try MeasureRun(path, extra), look.frames, folder)
  }

  /// Failures where a measured edge (points) is more than `tolerance` from the drawn one, or
  /// reported where the drawn edge is out of view; the keyboard is checked where at least
  /// `margin` points of it are in view.
  static func keyboardErrors(
    _ run: MeasureRun, _ frames: [LookRecording.Frame], height: Double, tolerance: Double,
    margin: Double = 2, factor: Double = 1
  ) -> [String] {
    var failures: [String] = []
    for (drawn, measured) in zip(frames, run.frames) {
      let truth = drawn.keyboardTop
      if truth >= height {
        if let found = measured.keyboardTop {
          failures.append("t=\(drawn.time) keyboard hidden, measured \(found)")
        }
      } else if truth < height - margin {
        let error = measured.keyboardTop.map { abs($0 * factor - truth) } ?? .infinity
        if !(error <= tolerance) {
          failures.append(
            "t=\(drawn.time) keyboard \(truth), measured \(String(describing: measured.keyboardTop))"
          )
        }
      }
    }
    return failures
  }

  /// The desync object of the run.
  static func desync(_ run: MeasureRun) -> [String: Any] {
    run.object["desync"] as? [String: Any] ?? [:]
  }

  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func homeIndicatorSafeAreaIsTheHiddenRestingGapNotAGap() throws {
    // A classic keyboard and a full-width bar that rests on the keyboard and, with it hidden,
    // 34 pt above the screen's bottom (the safe area over the home indicator).
    let look = LookRecording()
    let (run, frames, folder) = try Self.measure(look)
    defer { folder.remove() }
    #expect(run.code == 0, "\(run.standardError)")
    // (One frame with under 20 pt of the keyboard in view may be off by a few points.)
    let failures = Self.keyboardErrors(run, frames, height: look.height, tolerance: 1)
    #expect(failures.count <= 1, "\(failures.prefix(8))")
    let inView = Self.keyboardErrors(run, frames, height: look.height, tolerance: 1, margin: 20)
    #expect(inView.isEmpty, "\(inView.prefix(8))")
    var barFailures: [String] = []
    for (drawn, measured) in zip(frames, run.frames) where drawn.barBottom < drawn.keyboardTop + 0.5
    {
      let error = measured.barBottom.map { abs($0 - drawn.barBottom) } ?? .infinity
      if !(error <= 1) {
        barFailures.append(
          "t=\(drawn.time) bar \(drawn.barBottom) measured \(String(describing: measured.barBottom))"
        )
      }
    }
    #expect(barFailures.count <= 2, "\(barFailures.prefix(8))")
    let desync = Self.desync(run)
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
    let down = try #require(desync["restingGapDownPoints"] as? Double)
    #expect(abs(down - 34) <= 1, "resting gap with the keyboard hidden \(down)")
    let up = try #require(desync["restingGapUpPoints"] as? Double)
    #expect(abs(up) <= 1, "resting gap with the keyboard up \(up)")
  }

  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func glassKeyboardAndFloatingPillAreFollowed() throws {
    // iOS 26: a rounded translucent keyboard and a capsule floating 10 pt above it, on a
    // 402 × 874 pt screen at 3× (a known recording size).
    let look = LookRecording(
      keyboardLook: .glass, barLook: .pill, appearance: .dark, width: 402, height: 874,
      keyboardHeight: 336, scale: 3, gapUp: 10, gapDown: 34)
    let (run, frames, folder) = try Self.measure(look)
    defer { folder.remove() }
    #expect(run.code == 0, "\(run.standardError)")
    let failures = Self.keyboardErrors(run, frames, height: look.height, tolerance: 1, margin: 6)
    #expect(failures.count <= 2, "\(failures.prefix(8))")
    // The capsule is drawn 4 pt inside the bar's frame: its rim is the bar's lowest edge.
    var barFailures: [String] = []
    var seen = 0
    for (drawn, measured) in zip(frames, run.frames) where drawn.barBottom < drawn.keyboardTop {
      guard let bar = measured.barBottom else { continue }
      seen += 1
      if !(abs(bar - (drawn.barBottom - 4)) <= 1) {
        barFailures.append("t=\(drawn.time) pill \(drawn.barBottom - 4) measured \(bar)")
      }
    }
    #expect(barFailures.isEmpty, "\(barFailures.prefix(8))")
    #expect(seen >= frames.count * 9 / 10, "pill seen on \(seen) of \(frames.count) frames")
    #expect(Self.desync(run)["verdict"] as? String == "in sync", "\(Self.desync(run))")
  }

  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func barWithoutVisibleBackgroundIsFollowedByItsOutline() throws {
    // A bar of the page's own colour: only its hairline and its text field show. The field's
    // border (8 pt above the bar's bottom) is the lowest edge there is to see, and the trace
    // says so.
    let look = LookRecording(barLook: .plain, gapUp: 0, gapDown: 34)
    let (run, frames, folder) = try Self.measure(look)
    defer { folder.remove() }
    #expect(run.code == 0, "\(run.standardError)")
    let recording = try #require(run.object["recording"] as? [String: Any])
    let bar = try #require(recording["bar"] as? [String: Any])
    #expect(bar["barEdge"] as? String == "outline", "\(bar)")
    #expect(bar["touchesKeyboard"] as? Bool == false, "\(bar)")
    var failures: [String] = []
    for (drawn, measured) in zip(frames, run.frames) where drawn.barBottom < drawn.keyboardTop + 0.5
    {
      guard let found = measured.barBottom else { continue }
      if !(abs(found - (drawn.barBottom - 8)) <= 1.5) {
        failures.append("t=\(drawn.time) field \(drawn.barBottom - 8) measured \(found)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(8))")
    #expect(Self.desync(run)["verdict"] as? String == "in sync", "\(Self.desync(run))")
    let trust = try #require(run.object["trust"] as? [String: Any])
    let reasons = (trust["reasons"] as? [String] ?? []).joined(separator: "; ")
    #expect(reasons.contains("outline"), "\(reasons)")
  }

  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func coveredBarIsCoveredWithALowerBound() throws {
    // On the show the bar stays on the safe area for 200 ms while the keyboard rises over it,
    // then jumps up: covered, by at least what the recording shows.
    let look = LookRecording(late: 200)
    let (run, _, folder) = try Self.measure(look)
    defer { folder.remove() }
    #expect(run.code == 0, "\(run.standardError)")
    let desync = Self.desync(run)
    let verdict = desync["verdict"] as? String ?? ""
    #expect(verdict.hasPrefix("covered"), "\(desync)")
    let overlap = try #require(desync["maxExtraOverlap"] as? [String: Any])
    #expect((overlap["points"] as? Double ?? 0) > 20, "\(overlap)")
  }

  @Test func smallGIFIsMeasuredInPixels() throws {
    // A 320 × 568 pt screen (no home indicator) drawn at 2×, then made a 272 px wide GIF of 256
    // dithered colours, as the GIFs of READMEs are: about 0.85 px a point, its scale estimated.
    let look = LookRecording(
      width: 320, height: 568, keyboardHeight: 253, scale: 2, gapUp: 0, gapDown: 0)
    let (run, frames, folder) = try Self.measure(look, gifWidth: 272)
    defer { folder.remove() }
    #expect(run.code == 0, "\(run.standardError)")
    let recording = try #require(run.object["recording"] as? [String: Any])
    #expect(recording["scaleExact"] as? Bool == false)
    let scale = try #require(recording["pixelsPerPoint"] as? Double)
    // Pixel rows of the GIF against the drawn points × 272/320, within a point plus a pixel.
    let factor = scale * 320 / 272
    let failures = Self.keyboardErrors(
      run, frames, height: look.height, tolerance: 1 + 1 / 0.85, margin: 4, factor: factor)
    #expect(failures.count <= 2, "\(failures.prefix(8))")
    #expect(Self.desync(run)["verdict"] as? String == "in sync", "\(Self.desync(run))")
    let trust = try #require(run.object["trust"] as? [String: Any])
    #expect(trust["level"] as? String != "high", "an estimated scale is not high trust")
  }

  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func darkGboardWithoutKeyOutlinesIsFollowed() throws {
    // Android's Gboard in dark mode (a dark panel, a toolbar of icons, letters without key
    // outlines) under a light bar, on a 393 × 852 pt screen at 3×.
    let look = LookRecording(
      keyboardLook: .gboardDark, appearance: .light, width: 393, height: 852,
      keyboardHeight: 300, scale: 3, gapUp: 0, gapDown: 34)
    let (run, frames, folder) = try Self.measure(look)
    defer { folder.remove() }
    #expect(run.code == 0, "\(run.standardError)")
    let failures = Self.keyboardErrors(run, frames, height: look.height, tolerance: 1, margin: 4)
    #expect(failures.count <= 1, "\(failures.prefix(8))")
    #expect(Self.desync(run)["verdict"] as? String == "in sync", "\(Self.desync(run))")
  }

  @Test func barOfTheKeyboardsColourIsNoConfidentDesync() throws {
    // The same keyboard under a dark bar of nearly its colour (4 levels apart, no line between
    // them): where one ends and the other starts cannot be seen, the keyboard's edge is taken
    // at its toolbar's icons, and the bar's registration is unclear while it moves. measure
    // must not claim a desync from that: in sync (as drawn) with low trust, or no verdict.
    // (On a 2× screen, the iPhone XR's: under half the pixels of a 3× one to draw, encode and
    // measure; the same colours and edges.)
    let look = LookRecording(
      keyboardLook: .gboardDark, appearance: .dark, width: 414, height: 896,
      keyboardHeight: 300, scale: 2, gapUp: 0, gapDown: 34)
    let (run, _, folder) = try Self.measure(look)
    defer { folder.remove() }
    if run.code == 0 {
      #expect(Self.desync(run)["verdict"] as? String == "in sync", "\(Self.desync(run))")
      let trust = try #require(run.object["trust"] as? [String: Any])
      #expect(trust["level"] as? String == "low", "\(trust)")
    } else {
      #expect(run.code == 65, "\(run.standardError)")
    }
  }

  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func keyboardWithoutBarKeepsItsTraceAndDebugFrames() throws {
    let look = LookRecording(withoutBar: true)
    let outputs = try VideoTestFolder()
    defer { outputs.remove() }
    let trace = outputs.file("keyboard.json")
    let debug = outputs.file("frames")
    let (run, frames, folder) = try Self.measure(
      look, ["--trace-out", trace, "--debug-frames", debug])
    defer { folder.remove() }
    #expect(run.code == 65, "\(run.standardError)")
    #expect(run.standardError.contains("no input bar"), "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").last?.hasPrefix("error: ") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: debug)
    #expect(!names.isEmpty, "no debug frame written")
    let text = try String(contentsOfFile: trace, encoding: .utf8)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let traced = try #require(object["frames"] as? [[String: Any]])
    #expect(traced.count == frames.count)
    // The keyboard's tops are kept: at rest up the first frame's top is the drawn one.
    let first = try #require(traced.first?["keyboardTop"] as? Double)
    #expect(abs(first - frames[0].keyboardTop) <= 1, "\(first)")
  }
}

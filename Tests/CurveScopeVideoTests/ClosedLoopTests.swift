import CurveScope
import CurveScopePlot
import CurveScopeTestSupport
import CurveScopeVideo
import Foundation
import Testing

/// The closed loop: every simulated frame's keyboard top and bar bottom come back from the
/// H.264 recording of the drawn screen within 1 pt.
@Suite(.serialized)
struct ClosedLoopTests {
  static let representative: [ClosedLoop] = [
    ClosedLoop(strategy: .displayLink, timing: .hz60, appearance: .dark, scale: 2),
    ClosedLoop(strategy: .reportedDuration, timing: .hz120, appearance: .light, scale: 3),
    ClosedLoop(strategy: .curveShift, timing: .variable, appearance: .dark, scale: 3),
    ClosedLoop(strategy: .fixedGuess, timing: .hz60, appearance: .light, scale: 2),
  ]

  /// The cases this run checks: the first representative (60 fps at 2×: the fewest pixels to
  /// encode and measure), or all of them in the long run.
  static let representativeRun =
    SlowTests.enabled ? representative : Array(representative.prefix(1))

  @Test(arguments: representativeRun)
  func recordingGivesTheSimulationBack(_ loop: ClosedLoop) throws {
    switch loop.strategy.name {
    case "fixed-guess":
      // The bar moving before the keyboard, and the keyboard rising slowly over its first
      // frames: measure refuses the recording (see ClosedLoopTests.fixedGuessRefusal). Known;
      // recorded so that a fix shows here.
      withKnownIssue(Comment(rawValue: Self.fixedGuessRefusal)) {
        try Self.check(loop)
      }
    case "reported-duration", "display-link":
      // The bar covered by the rising keyboard in the show's first frames, with half of it or
      // more still in view, is not placed (null, not wrong). Known; recorded so that a fix
      // shows here. The keyboard's edge is checked in every frame all the same.
      try Self.check(
        loop, barIssueKnown: "a bar partly covered at the start of a show is not placed")
    default:
      try Self.check(loop)
    }
  }

  /// Every preset once, the frame timing, appearance and scale rotating between them: 12
  /// recordings that cover each preset, each timing, both appearances and both scales (CI's
  /// long run; the whole grid below is for a change of the detector).
  static let rotatingGrid: [ClosedLoop] = InputBarStrategy.presets.enumerated().map {
    index, preset in
    ClosedLoop(
      strategy: preset, timing: ClosedLoop.Timing.allCases[index % 3],
      appearance: ScreenAppearance.allCases[index % 2], scale: [2.0, 3.0][(index / 2) % 2])
  }

  /// One recording of each preset (``rotatingGrid``), held to ``gate(_:_:)``; run with
  /// CURVESCOPE_SLOW_TESTS=1 (CI's second run does).
  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment), arguments: rotatingGrid)
  func everyPresetOnce(_ loop: ClosedLoop) throws {
    Self.gate(loop, try Self.tally(loop))
  }

  /// Every preset × {60, 120 fps, VFR} × {light, dark} × {2×, 3×}: 96 recordings, about 18
  /// minutes; run with CURVESCOPE_VIDEO_GRID=1.
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["CURVESCOPE_VIDEO_GRID"] != nil,
      "the whole grid: set CURVESCOPE_VIDEO_GRID=1"),
    arguments: InputBarStrategy.presets)
  func fullGrid(_ strategy: InputBarStrategy) throws {
    for timing in ClosedLoop.Timing.allCases {
      for appearance in ScreenAppearance.allCases {
        for scale in [2.0, 3.0] {
          let loop = ClosedLoop(
            strategy: strategy, timing: timing, appearance: appearance, scale: scale)
          Self.gate(loop, try Self.tally(loop))
        }
      }
    }
  }

  /// A recording stored landscape (turned 90° counter-clockwise by the ffmpeg tool) with a
  /// display matrix that turns it upright, as a phone's camera roll can hold one: recorded,
  /// re-encoded and measured, as long as the representative case, so a long run
  /// (CURVESCOPE_SLOW_TESTS=1); by default VideoReaderTests checks the reader's upright frames
  /// against ffmpeg's for both quarter turns, pixel for pixel.
  @Test(.enabled(if: SlowTests.enabled, SlowTests.comment))
  func rotatedRecordingIsTurnedUpright() throws {
    try Self.check(
      ClosedLoop(strategy: .curveShift, timing: .hz60, appearance: .light, scale: 2),
      rotated: true)
  }

  /// Records, measures with `curvescope measure`, and compares one configuration.
  /// With `barIssueKnown`, a bar not found where half of it or more is in view, and the
  /// summary's maxima (which rest on the bar), are recorded as that known issue; everything else
  /// (the clock, the keyboard's edge, a bar placed wrong or where it is hidden) still fails.
  static func check(_ loop: ClosedLoop, rotated: Bool = false, barIssueKnown: String? = nil)
    throws
  {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    var path = folder.file("loop.mp4")
    let frames = try loop.simulatedFrames()
    try loop.record(frames, to: path)
    if rotated {
      let landscape = folder.file("landscape.mp4")
      try ExternalTool.ffmpeg([
        "-i", path, "-vf", "transpose=2", "-c:v", "libx264", "-crf", "16", "-pix_fmt", "yuv420p",
        landscape,
      ])
      try MP4Rotation.rotate(landscape, clockwiseDegrees: 90)
      path = landscape
    }
    // CURVESCOPE_LOOK_DIR=folder keeps a copy of each recording, to look at or measure again.
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      let name = loop.testDescription.replacingOccurrences(of: " ", with: "-") + ".mp4"
      try? FileManager.default.removeItem(atPath: keep + "/" + name)
      try? FileManager.default.copyItem(atPath: path, toPath: keep + "/" + name)
    }
    let measured = try ClosedLoop.measure(path, scale: nil)
    #expect(measured.frames.count == frames.count, "\(loop.testDescription)")
    let barHeight = 52.0
    var failures: [String] = []
    var barFailures: [String] = []
    var pairs: [(simulated: Double, measured: Double, time: Double)] = []
    for (frame, result) in zip(frames, measured.frames) {
      if !(abs(result.time - frame.timeMilliseconds) < 0.05) {
        failures.append("t=\(frame.timeMilliseconds) read at \(result.time) ms")
      }
      let keyboardError = result.keyboardTop.map { abs($0 - frame.keyboardTop) } ?? .infinity
      // A keyboard with under 2 pt in view (hidden, or just appearing) is null or right.
      let keyboardInView = frame.keyboardTop < loop.device.height - 2
      if !(keyboardError <= 1) && (keyboardInView || result.keyboardTop != nil) {
        failures.append(
          "t=\(frame.timeMilliseconds) keyboard \(frame.keyboardTop) measured "
            + (result.keyboardTop.map { "\($0)" } ?? "null"))
      }
      // A bar covered entirely by the keyboard cannot be seen: null is the only right answer.
      // Under 2 pt of it in view (a sliver the encoder smears into the keyboard's edge), null
      // or a right value are both accepted.
      let visible = frame.keyboardTop - (frame.barBottom - barHeight)
      if visible <= 0 {
        if let found = result.barBottom {
          failures.append("t=\(frame.timeMilliseconds) bar hidden but measured \(found)")
        }
        continue
      }
      // The motion detector reports a bar partly under the keyboard only with half of it or
      // more in view (fewer rows do not place it); null below that is the honest answer.
      guard let bar = result.barBottom else {
        if visible >= barHeight / 2 {
          barFailures.append("t=\(frame.timeMilliseconds) bar \(frame.barBottom) not found")
        }
        continue
      }
      // A bar under the keyboard by less than the verdict's 3 pt tolerance can read as resting
      // on it (its lowest rows are out of view): on the keyboard's edge, within that tolerance.
      let onKeyboard =
        result.barEvidence == "barOnKeyboard" && frame.barBottom > frame.keyboardTop
        && frame.barBottom - frame.keyboardTop < 3 && abs(bar - frame.barBottom) < 3
      if !(abs(bar - frame.barBottom) <= 1) && !onKeyboard {
        failures.append(
          "t=\(frame.timeMilliseconds) bar \(frame.barBottom) measured \(bar) "
            + "(\(result.barEvidence ?? "-"))")
      }
      if let keyboard = result.keyboardTop {
        pairs.append((frame.keyboardTop - frame.barBottom, keyboard - bar, frame.timeMilliseconds))
      }
    }
    // measure's max overlap and max gap (over the frames where both edges were seen) against the
    // simulation's on the same frames, within 1 pt; at a frame (its time on the recording's
    // clock: the summary's, shifted by the trace's origin) where the simulation is within 1 pt of
    // its maximum, and within one frame of the simulation's own maximum.
    let origin = measured.number("traceOriginMs") ?? .nan
    for (name, sign) in [("Overlap", -1.0), ("Gap", 1.0)] {
      let simulated = pairs.map { max(0, sign * $0.simulated) }
      guard let simMax = simulated.max(), let simAt = simulated.firstIndex(of: simMax),
        let measuredMax = measured.number("max\(name)Points")
      else {
        barFailures.append("no max \(name) in the summary")
        continue
      }
      if !(abs(simMax - measuredMax) <= 1) {
        barFailures.append("max \(name) \(simMax) measured \(measuredMax)")
      }
      guard measuredMax > 0, let at = measured.number("max\(name)AtMs") else { continue }
      guard let index = pairs.firstIndex(where: { abs($0.time - (at + origin)) < 0.05 }) else {
        barFailures.append("max \(name) at \(at) ms (+\(origin)) is no measured frame")
        continue
      }
      // Within one frame of the simulation's maximum, or on a plateau within 1 pt of it that
      // reaches from one to the other.
      let allFrames = frames.map(\.timeMilliseconds)
      let position = allFrames.firstIndex(of: pairs[simAt].time) ?? 0
      let interval =
        allFrames.indices.contains(position + 1)
        ? allFrames[position + 1] - allFrames[position] : 1000.0 / 60
      let withinAFrame = abs(pairs[index].time - pairs[simAt].time) <= interval + 0.05
      let plateau = simulated[min(index, simAt)...max(index, simAt)].allSatisfy {
        abs($0 - simMax) <= 1
      }
      if !withinAFrame && !plateau {
        barFailures.append(
          "max \(name) measured at \(pairs[index].time) ms, simulated at \(pairs[simAt].time) "
            + "ms (\(simulated[index]) there)")
      }
    }
    #expect(
      failures.isEmpty,
      Comment(
        rawValue: "\(loop.testDescription): \(failures.count) problems:\n"
          + failures.prefix(20).joined(separator: "\n")))
    let barComment = Comment(
      rawValue: "\(loop.testDescription): \(barFailures.count) problems of the bar:\n"
        + barFailures.prefix(20).joined(separator: "\n"))
    if let barIssueKnown {
      withKnownIssue(Comment(rawValue: barIssueKnown)) {
        #expect(barFailures.isEmpty, barComment)
      }
    } else {
      #expect(barFailures.isEmpty, barComment)
    }
  }
}

extension ClosedLoop: CustomTestStringConvertible {
  var testDescription: String {
    "\(strategy.name) \(timing.rawValue) \(appearance) \(Int(scale))×"
  }
}

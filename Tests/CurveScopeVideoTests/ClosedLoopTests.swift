import CurveScope
import CurveScopePlot
import CurveScopeVideo
import Foundation
import Testing

/// The closed loop: every simulated frame's keyboard top and bar bottom come back from the
/// H.264 recording of the drawn screen within 1 pt.
@Suite(.serialized)
struct ClosedLoopTests {
  static let representative: [ClosedLoop] = [
    ClosedLoop(strategy: .reportedDuration, timing: .hz120, appearance: .light, scale: 3),
    ClosedLoop(strategy: .displayLink, timing: .hz60, appearance: .dark, scale: 2),
    ClosedLoop(strategy: .curveShift, timing: .variable, appearance: .dark, scale: 3),
    ClosedLoop(strategy: .fixedGuess, timing: .hz60, appearance: .light, scale: 2),
  ]

  @Test(arguments: representative)
  func recordingGivesTheSimulationBack(_ loop: ClosedLoop) throws {
    try Self.check(loop)
  }

  /// Every preset × {60, 120 fps, VFR} × {light, dark} × {2×, 3×}: 96 recordings, several
  /// minutes; run with CURVESCOPE_VIDEO_GRID=1 (CI's full run does).
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["CURVESCOPE_VIDEO_GRID"] != nil),
    arguments: InputBarStrategy.presets)
  func fullGrid(_ strategy: InputBarStrategy) throws {
    for timing in ClosedLoop.Timing.allCases {
      for appearance in ScreenAppearance.allCases {
        for scale in [2.0, 3.0] {
          try Self.check(
            ClosedLoop(strategy: strategy, timing: timing, appearance: appearance, scale: scale))
        }
      }
    }
  }

  /// Records, measures and compares one configuration.
  static func check(_ loop: ClosedLoop) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path =
      ProcessInfo.processInfo.environment["KEEP_LOOP"] != nil
      ? "/tmp/loop-\(loop.strategy.name)-\(loop.timing == .variable ? "vfr" : loop.timing == .hz60 ? "60" : "120")-\(loop.appearance)-\(Int(loop.scale)).mp4"
      : folder.file("loop.mp4")
    let frames = try loop.simulatedFrames()
    try loop.record(frames, to: path)
    let measured = try ClosedLoop.measure(path, scale: nil)
    #expect(measured.count == frames.count, "\(loop.testDescription)")
    let barHeight = 52.0
    var failures: [String] = []
    var pairs: [(simulated: Double, measured: Double, time: Double)] = []
    for (frame, result) in zip(frames, measured) {
      if !(abs(result.time - frame.timeMilliseconds) < 0.05) {
        failures.append("t=\(frame.timeMilliseconds) read at \(result.time) ms")
      }
      let keyboardError = result.keyboardTop.map { abs($0 - frame.keyboardTop) } ?? .infinity
      if !(keyboardError <= 1) {
        failures.append(
          "t=\(frame.timeMilliseconds) keyboard \(frame.keyboardTop) measured \(result.keyboardTop.map { "\($0)" } ?? "nil")"
        )
      }
      // A bar covered entirely by the keyboard cannot be seen: nil is the only right answer.
      // Under 2 pt of it in view (a sliver the encoder smears into the keyboard's edge), nil
      // or a right value are both accepted.
      let visible = frame.keyboardTop - (frame.barBottom - barHeight)
      if visible <= 0 {
        if let found = result.barBottom {
          failures.append("t=\(frame.timeMilliseconds) bar hidden but measured \(found)")
        }
        continue
      }
      guard let bar = result.barBottom else {
        if visible >= 2 {
          failures.append("t=\(frame.timeMilliseconds) bar \(frame.barBottom) not found")
        }
        continue
      }
      if !(abs(bar - frame.barBottom) <= 1) {
        failures.append(
          "t=\(frame.timeMilliseconds) bar \(frame.barBottom) measured \(bar) "
            + "(\(result.edges.barBottom?.evidence.rawValue ?? "-"))")
      }
      if let keyboard = result.keyboardTop {
        pairs.append((frame.keyboardTop - frame.barBottom, keyboard - bar, frame.timeMilliseconds))
      }
    }
    // Max overlap and max gap over the frames where both edges were measured, against the
    // simulation's on the same frames; the simulated gap at the measured maximum's frame must
    // itself be within 1 pt of the simulated maximum (the maximum's time, up to a plateau).
    for (name, sign) in [("overlap", -1.0), ("gap", 1.0)] {
      let simulated = pairs.map { max(0, sign * $0.simulated) }
      let measuredValues = pairs.map { max(0, sign * $0.measured) }
      guard let simMax = simulated.max(), let measuredMax = measuredValues.max(),
        let at = measuredValues.firstIndex(of: measuredMax)
      else { continue }
      if !(abs(simMax - measuredMax) <= 1) {
        failures.append("max \(name) \(simMax) measured \(measuredMax)")
      }
      if !(abs(simulated[at] - simMax) <= 1) {
        failures.append(
          "max \(name) measured at \(pairs[at].time) ms where the simulation has \(simulated[at])")
      }
    }
    #expect(
      failures.isEmpty,
      Comment(
        rawValue: "\(loop.testDescription): \(failures.count) problems:\n"
          + failures.prefix(20).joined(separator: "\n")))
  }
}

extension ClosedLoop: CustomTestStringConvertible {
  var testDescription: String {
    "\(strategy.name) \(timing.rawValue) \(appearance) \(Int(scale))×"
  }
}

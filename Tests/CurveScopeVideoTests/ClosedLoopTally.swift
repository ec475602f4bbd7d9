import CurveScope
import CurveScopeVideo
import Foundation
import Testing

/// What one closed-loop recording gave back, frame by frame: right (within 1 pt of the
/// simulation), wrong (a value more than 1 pt off: a confident wrong number) or null, for the
/// keyboard's edge and for the bar's; or the refusal, when `measure` refused the recording.
struct ClosedLoopTally: CustomStringConvertible {
  var frames = 0
  var keyboardRight = 0
  var keyboardNull = 0
  /// Frames where the bar is in view by half its height or more (where it must be placed).
  var barInView = 0
  var barRight = 0
  var barNull = 0
  /// Every wrong value (clock, keyboard, bar), described.
  var wrong: [String] = []
  /// `measure`'s refusal (exit code and message), when it refused.
  var refusal: (code: Int32, message: String)?

  var description: String {
    if let refusal { return "refused (exit \(refusal.code)): \(refusal.message)" }
    return "\(frames) frames; keyboard right \(keyboardRight), null \(keyboardNull); "
      + "bar in view \(barInView): right \(barRight), null \(barNull); wrong \(wrong.count)"
  }
}

extension ClosedLoopTests {
  /// The most keyboard edges in view that may read null in one recording: one. Measured on the
  /// rotating grid: every recording `measure` does not refuse places the keyboard's edge in
  /// every frame where 2 pt or more of it is in view, but for one frame of one: the dark look's
  /// show at 120 fps and 2 px/pt (reported-duration), whose second frame has 13 pt of the
  /// keyboard in view, its plain first points under the home indicator, 12 levels or less from
  /// the partly covered dark bar above them. Such a placement is a candidate only
  /// (`KeyboardTracker.isPlainEdge`: a drawn dark keyboard placed so was up to 5.4 pt high).
  static let keyboardNullsAllowed = 1
  /// The largest share of the frames with half the bar or more in view where it may read null:
  /// the bar partly under the rising keyboard at a show's start is not placed. Measured on the
  /// rotating grid, outside display-link's known issue: at most 5 of 58 (reported-duration,
  /// 120 fps, dark, 2×) and 3 of 30 (unshifted-curve, 60 fps, dark, 3×); every other recording
  /// places the bar in every such frame. A tenth allows exactly those.
  static let barNullShareAllowed = 0.1
  /// Why fixed-guess may be refused: its bar moves before the keyboard, the keyboard rises
  /// slowly over its first frames, and the recording holds a single frame with the keyboard
  /// hidden before the motion. The frames after it change with no single shift (the keyboard
  /// enters the screen's bottom band while the chat above moves at another pace), so no frame
  /// at rest shows the keyboard hidden and its edge cannot be placed; or what moves first is
  /// too small for a keyboard. A refusal (exit 65), never a wrong value.
  static let fixedGuessRefusal =
    "fixed-guess: no frame at rest shows the keyboard hidden before the motion; refused"

  /// Records, measures and counts one configuration.
  static func tally(_ loop: ClosedLoop) throws -> ClosedLoopTally {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let path = folder.file("loop.mp4")
    let frames = try loop.simulatedFrames()
    try loop.record(frames, to: path)
    // CURVESCOPE_LOOK_DIR=folder keeps a copy of each recording, to look at or measure again.
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      let name = loop.testDescription.replacingOccurrences(of: " ", with: "-") + ".mp4"
      try? FileManager.default.removeItem(atPath: keep + "/" + name)
      try? FileManager.default.copyItem(atPath: path, toPath: keep + "/" + name)
      // Beside it, the simulation's frames (ms, keyboard top, bar bottom in points).
      let rows = frames.map { "\($0.timeMilliseconds),\($0.keyboardTop),\($0.barBottom)" }
      try? (["timeMs,keyboardTop,barBottom"] + rows).joined(separator: "\n")
        .write(toFile: keep + "/" + name + ".truth.csv", atomically: true, encoding: .utf8)
    }
    var tally = ClosedLoopTally()
    let run = try MeasureRun(path)
    guard run.code == 0 else {
      tally.refusal = (run.code, run.standardError)
      return tally
    }
    tally.frames = frames.count
    if run.frames.count != frames.count {
      tally.wrong.append("\(run.frames.count) frames read of \(frames.count)")
    }
    let barHeight = 52.0
    for (frame, result) in zip(frames, run.frames) {
      let time = frame.timeMilliseconds
      if !(abs(result.time - time) < 0.05) {
        tally.wrong.append("t=\(time) read at \(result.time) ms")
      }
      let keyboardInView = frame.keyboardTop < loop.device.height - 2
      if let keyboard = result.keyboardTop {
        if abs(keyboard - frame.keyboardTop) <= 1 {
          tally.keyboardRight += 1
        } else {
          tally.wrong.append("t=\(time) keyboard \(frame.keyboardTop) measured \(keyboard)")
        }
      } else if keyboardInView {
        tally.keyboardNull += 1
      }
      let visible = frame.keyboardTop - (frame.barBottom - barHeight)
      if visible >= barHeight / 2 { tally.barInView += 1 }
      guard let bar = result.barBottom else {
        if visible >= barHeight / 2 { tally.barNull += 1 }
        continue
      }
      // A bar under the keyboard by less than the verdict's 3 pt tolerance can read as resting
      // on it (its lowest rows are out of view): on the keyboard's edge, within that tolerance.
      let onKeyboard =
        result.barEvidence == "barOnKeyboard" && frame.barBottom > frame.keyboardTop
        && frame.barBottom - frame.keyboardTop < 3 && abs(bar - frame.barBottom) < 3
      if visible <= 0 {
        tally.wrong.append("t=\(time) bar hidden but measured \(bar)")
      } else if abs(bar - frame.barBottom) <= 1 || onKeyboard {
        if visible >= barHeight / 2 { tally.barRight += 1 }
      } else {
        tally.wrong.append(
          "t=\(time) bar \(frame.barBottom) measured \(bar) (\(result.barEvidence ?? "-"))")
      }
    }
    return tally
  }

  /// Recordings of the rotating grid that the detector gets wrong today, with the cause found:
  /// recorded as known issues so that the rest of the grid stays a gate and a fix shows here
  /// (a known issue that stops happening fails the test).
  static let knownFailures: [String: String] = [
    "kvo-center VFR dark 3×":
      "refused (exit 65): the bar jumps to its place before the keyboard rises, the frames "
      + "taken for the keyboard hidden already show it up, and its registration contradicts "
      + "its travel (99 pt off), so no bar is reported",
    "display-link VFR dark 2×":
      "bar null on half the frames: a bar partly covered by the rising dark keyboard",
  ]

  /// The gate: no wrong value ever; keyboard nulls and bar nulls within their floors; a refusal
  /// only where its cause is known.
  static func gate(_ loop: ClosedLoop, _ tally: ClosedLoopTally) {
    if let known = knownFailures[loop.testDescription] {
      withKnownIssue(Comment(rawValue: known)) { check(loop, tally) }
    } else {
      check(loop, tally)
    }
  }

  /// ``gate(_:_:)``'s checks.
  private static func check(_ loop: ClosedLoop, _ tally: ClosedLoopTally) {
    let name = loop.testDescription
    print("closed loop \(name): \(tally)")
    if let refusal = tally.refusal {
      // See fixedGuessRefusal. Known (a refusal, never a wrong value).
      let known =
        refusal.code == 65
        && (refusal.message.contains("too small for a keyboard")
          || refusal.message.contains("could not be placed"))
      if loop.strategy.name == "fixed-guess" && known {
        withKnownIssue(Comment(rawValue: fixedGuessRefusal)) {
          Issue.record("\(name): \(tally)")
        }
      } else {
        Issue.record("\(name): \(tally)")
      }
      return
    }
    #expect(
      tally.wrong.isEmpty,
      Comment(
        rawValue: "\(name): \(tally.wrong.count) wrong values:\n"
          + tally.wrong.prefix(20).joined(separator: "\n")))
    #expect(tally.keyboardNull <= keyboardNullsAllowed, "\(name): \(tally)")
    let allowed = Int((barNullShareAllowed * Double(tally.barInView)).rounded(.down))
    #expect(tally.barNull <= allowed, "\(name): \(tally)")
  }
}

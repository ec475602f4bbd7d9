import CurveScopeMatch
import CurveScopeTrace
import Testing

/// Traces that contradict themselves, or that no model explains, are refused with the reason,
/// never "explained" with an invented model; their measures stand.
@Suite("Refused diagnoses")
struct ContradictionTests {
  /// A 60 Hz show from 0 to 800 ms, the bar at `bar(t)`, notifications as `events` (JSON).
  static func trace(bar: (Double) -> Double, events: String) throws -> Trace {
    let keyboard = HeldOutRecording(hideAt: nil)
    var frames: [String] = []
    for k in -6..<48 {
      let t = Double(k) / 60
      frames.append(
        "{\"timeMs\": \(t * 1000), \"keyboardTop\": \(keyboard.keyboardTop(t)), "
          + "\"barBottom\": \(bar(t))}")
    }
    return try Trace(
      json: Array(
        ("{\"name\": \"t\", \"screen\": {\"width\": 375, \"height\": 812}, \(events) "
          + "\"frames\": [\(frames.joined(separator: ", "))]}").utf8))
  }

  static func show(at milliseconds: Double) -> String {
    "\"events\": [{\"timeMs\": \(milliseconds), \"kind\": \"willShow\", \"frameBegin\": [0, 812, "
      + "375, 291], \"frameEnd\": [0, 521, 375, 291], \"duration\": 0.25, \"curve\": 7}],"
  }

  @Test("notifications outside the frames: refused, not matched at 175 pt")
  func eventsOutside() throws {
    let keyboard = HeldOutRecording(hideAt: nil)
    let trace = try Self.trace(bar: keyboard.keyboardTop, events: Self.show(at: 5000))
    #expect {
      try TraceMatcher().match(trace)
    } throws: { error in
      guard case .eventsOutsideFrames(_, let events, _, _) = error as? TraceMatchError else {
        return false
      }
      return events == [0]
    }
    // The recording's measures stand.
    #expect(try trace.measure().summary.isInSync)
  }

  @Test("notifications inside the frames that do not describe the keyboard: refused")
  func eventsContradict() throws {
    let keyboard = HeldOutRecording(hideAt: nil)
    // The keyboard shows at 0; the file says it showed 400 ms later.
    let trace = try Self.trace(bar: keyboard.keyboardTop, events: Self.show(at: 400))
    #expect {
      try TraceMatcher().match(trace)
    } throws: { error in
      guard case .eventsContradictKeyboard(_, let rms, _) = error as? TraceMatchError else {
        return false
      }
      return rms > 40
    }
  }

  @Test("a bar that never moves while the keyboard does is not an ease-in after the recording")
  func barNeverMoves() throws {
    for events in [Self.show(at: 0), ""] {
      let trace = try Self.trace(bar: { _ in 812 }, events: events)
      #expect(throws: TraceMatchError.self) { try TraceMatcher().match(trace) }
      do {
        _ = try TraceMatcher().match(trace)
      } catch let error as TraceMatchError {
        #expect(error.code == "bar-never-moves")
        #expect(error.problem.contains("812 pt"))
      }
      let report = try TraceReport(trace)
      #expect(report.match == nil)
      #expect(report.matchProblem?.code == "bar-never-moves")
      #expect(report.measurement.summary.maxOverlapPoints > 280)
    }
  }

  @Test("a bar that jumps at the start of a show and the end of a hide: no model explains it")
  func unexplained() throws {
    // Android's adjustResize: the layout jumps to the end at the show's start and back at the
    // hide's end; neither a preset nor one animation of its own fits both.
    var recording = HeldOutRecording(android: true, hideAt: 0.6, seed: 5)
    recording.bar = .still
    let keyboard = recording
    var frames: [String] = []
    for k in -6..<78 {
      let t = Double(k) / 60
      let bar = t < 0 ? 812 : t < 0.6 + 0.285 ? 521 : 812
      frames.append(
        "{\"timeMs\": \(t * 1000), \"keyboardTop\": \(keyboard.keyboardTop(t)), "
          + "\"barBottom\": \(bar)}")
    }
    let trace = try Trace(
      json: Array(
        ("{\"name\": \"t\", \"screen\": {\"width\": 375, \"height\": 812}, "
          + "\"frames\": [\(frames.joined(separator: ", "))]}").utf8))
    #expect {
      try TraceMatcher().match(trace)
    } throws: { error in
      (error as? TraceMatchError)?.code == "unexplained-bar"
    }
  }

  @Test("a keyboard that jumps back and forth every frame is named so, not 'does not move'")
  func flicker() throws {
    var frames: [String] = []
    for k in 0..<40 {
      let top = k % 2 == 0 ? 812 : 521
      frames.append(
        "{\"timeMs\": \(Double(k) * 16.7), \"keyboardTop\": \(top), \"barBottom\": \(top)}")
    }
    let trace = try Trace(
      json: Array(
        ("{\"name\": \"t\", \"screen\": {\"width\": 375, \"height\": 812}, "
          + "\"frames\": [\(frames.joined(separator: ", "))]}").utf8))
    #expect {
      try TraceMatcher().match(trace)
    } throws: { error in
      guard
        case .keyboardFlickers(_, let reversals, let steps, let low, let high) =
          error as? TraceMatchError
      else { return false }
      return reversals == 38 && steps == 39 && low == 521 && high == 812
    }
  }

  @Test("--profile: the recording is judged against that keyboard, never ignored")
  func judgedProfile() throws {
    let trace = try Trace(json: HeldOutRecording(rate: 60, seed: 41).bytes)
    let ios = try TraceMatcher(judgingAgainst: .ios).match(trace)
    #expect(ios.keyboardModel.name == "ios")
    #expect(ios.judgedProfile == "ios")
    #expect(ios.keyboardModel.candidates.count == 1)
    // Against Android's IME the same recording's keyboard is far off, and the report says so.
    let android = try TraceMatcher(judgingAgainst: .androidCallback).match(trace)
    #expect(android.keyboardModel.name == "android-callback")
    #expect(android.keyboardModel.rmsPoints > 5)
    #expect(android.scenario.keyboardProfile == .androidCallback)
    #expect(android.confidence(of: trace).level == .low)
    #expect(android.assumptions(of: trace).contains { $0.code == "profile-judged" })
  }
}

import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTrace
import Testing

/// A trace keeps its notifications as events (no simulator type): they are read and checked as
/// a scenario file's, and become a scenario only when the matcher plays them.
@Suite("A trace's notifications")
struct TraceEventsTests {
  static func frames(from start: Double) -> [TraceFrame] {
    (0..<8).map { index in
      let top = index < 2 ? 812.0 : 521
      return TraceFrame(
        timeMilliseconds: start + Double(index) * 1000 / 60, keyboardTop: top,
        barBottom: top)
    }
  }

  static func show(at seconds: Double) -> KeyboardEvent {
    KeyboardEvent(
      time: seconds, kind: .willShow, frameBegin: Rect(x: 0, y: 812, width: 375, height: 291),
      frameEnd: Rect(x: 0, y: 521, width: 375, height: 291))
  }

  @Test("events sorted and shifted as a scenario's; the scenario built from them matches one")
  func scenario() throws {
    let events = [Self.show(at: 1.1), Self.show(at: 1.0)]
    let trace = try Trace(
      name: "t", screenWidth: 375, screenHeight: 812, events: events,
      retargetRule: .fromCurrentState, keyboardProfile: "ios-26",
      frames: Self.frames(from: 990))
    let direct = try Scenario(
      name: "t", screenWidth: 375, screenHeight: 812, events: events,
      retargetRule: .fromCurrentState)
    #expect(trace.events == direct.events)
    // 1.1 s − 1.0 s is exactly 0.1 s on the 1 ns grid.
    #expect(trace.events.map(\.time) == [0, 0.1])
    #expect(trace.timeOrigin == .firstEvent(fileMilliseconds: 1000))
    let played = try #require(trace.scenario)
    #expect(played.events == direct.events)
    #expect(played.retargetRule == .fromCurrentState)
    #expect(played.keyboardProfile.name == "ios-26")
    #expect(played.screenWidth == 375 && played.screenHeight == 812)
    // A profile the trace names that is no built-in one plays as iOS.
    let unknown = try Trace(
      name: "t", screenWidth: 375, screenHeight: 812, events: events, keyboardProfile: "nokia",
      frames: Self.frames(from: 990))
    #expect(unknown.scenario?.keyboardProfile == .ios)
    let silent = try Trace(
      name: "t", screenWidth: 375, screenHeight: 812, frames: Self.frames(from: 0))
    #expect(silent.scenario == nil)
    #expect(silent.events.isEmpty)
  }

  @Test("bad events are KeyboardEventErrors, with a scenario's messages")
  func errors() throws {
    let frames = Self.frames(from: 0)
    let spread = #expect(throws: KeyboardEventError.eventsSpanTooLong(scenario: "t", limit: 60)) {
      try Trace(
        name: "t", screenWidth: 375, screenHeight: 812,
        events: [Self.show(at: 0), Self.show(at: 61)], frames: frames)
    }
    #expect(spread?.description == "scenario t — events span more than 60 s")
    var negative = Self.show(at: 0)
    negative.duration = -1
    #expect(throws: KeyboardEventError.eventDuration(index: 0, value: -1)) {
      try Trace(name: "t", screenWidth: 375, screenHeight: 812, events: [negative], frames: frames)
    }
    // A screen the notifications are played on is checked, as a scenario's.
    #expect(throws: TraceError(nil, .screenWidth(-5))) {
      try Trace(
        name: "t", screenWidth: -5, screenHeight: 812, events: [Self.show(at: 0)],
        frames: frames)
    }
    #expect(
      ScenarioError.events(.eventsSpanTooLong(scenario: "t", limit: 60)).description
        == spread?.description)
  }

  @Test("a JSON trace's retarget, fps and events, with the scenario reader's errors")
  func json() throws {
    func trace(_ members: String) throws -> Trace {
      try Trace(
        json: TraceFixtures.bytes(
          """
          {"name": "t", "screen": {"width": 375, "height": 812}, \(members)
           "events": [{"timeMs": 1000, "kind": "willShow", "height": 291},
                      {"timeMs": 1500, "kind": "willHide", "height": 291}],
           "frames": [{"timeMs": 990, "keyboardTop": 812, "barBottom": 812},
                      {"timeMs": 1007, "keyboardTop": 812, "barBottom": 812},
                      {"timeMs": 1024, "keyboardTop": 700, "barBottom": 700},
                      {"timeMs": 1041, "keyboardTop": 600, "barBottom": 600},
                      {"timeMs": 1058, "keyboardTop": 521, "barBottom": 521}]}
          """))
    }
    let read = try trace(#""retarget": "restart", "fps": 60,"#)
    #expect(read.retargetRule == .restart)
    #expect(read.preferredFrameRate == 60)
    #expect(read.events.map(\.kind) == [.willShow, .willHide])
    #expect(read.events.map(\.time) == [0, 0.5])
    // The hide starts where the show left the keyboard.
    #expect(read.events[1].frameBegin == Rect(x: 0, y: 521, width: 375, height: 291))
    #expect(read.scenario?.preferredFrameRate == 60)
    let plain = try trace("")
    #expect(plain.retargetRule == .additive && plain.preferredFrameRate == nil)
    let misspelt = #expect(throws: JSONDecodingError.self) {
      try trace(#""retarget": "restrat","#)
    }
    #expect(misspelt?.description.contains("restart") == true)
    #expect(throws: JSONDecodingError.self) { try trace(#""fps": 0.5,"#) }
  }
}

import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTrace
import Testing

@Suite("Reading JSON traces")
struct TraceJSONTests {
  static let trace = """
    {"name": "chat", "title": "Chat show", "screen": {"width": 375, "height": 812,
     "safeAreaBottom": 34}, "keyboard": "ios-26", "units": "points", "margin": 4,
     "source": {"platform": "ios", "os": "iOS 18.1", "device": "iPhone 15", "fps": 120,
                "recorder": "CADisplayLink"},
     "events": [{"timeMs": 1000, "kind": "willShow", "frameBegin": [0, 812, 375, 291],
                 "frameEnd": [0, 521, 375, 291], "duration": 0.25, "curve": 7}],
     "frames": [{"timeMs": 991.5, "keyboardTop": 812, "barBottom": 778},
                {"timeMs": 1008.5, "keyboardTop": 790, "barBottom": null},
                {"timeMs": 1025, "keyboardTop": null, "barBottom": 760},
                {"timeMs": 1041.5, "keyboardTop": 700, "barBottom": 700}]}
    """

  @Test("scenario members, frames, source, keyboard profile and insets")
  func members() throws {
    let trace = try Trace(json: TraceFixtures.bytes(Self.trace))
    #expect(trace.name == "chat")
    #expect(trace.title == "Chat show")
    #expect(trace.keyboardProfile == "ios-26")
    #expect(trace.margin == 4)
    #expect(trace.safeAreaBottom == 34)
    #expect(trace.source?.device == "iPhone 15")
    #expect(trace.source?.frameRate == 120)
    #expect(trace.events.count == 1)
    // The frames share the events' clock: t = 0 is the notification at 1000 ms.
    #expect(trace.timeOrigin == .firstEvent(fileMilliseconds: 1000))
    #expect(trace.frames.map(\.timeMilliseconds) == [-8.5, 8.5, 25, 41.5])
    #expect(trace.frames[1].barBottom == nil)
    #expect(trace.frames[2].keyboardTop == nil)
  }

  @Test("the series measures against the safe area's edge, with the trace's margin")
  func series() throws {
    let series = try Trace(json: TraceFixtures.bytes(Self.trace)).series()
    #expect(series.margin == 4)
    #expect(series.frames[0].keyboardTop == 778)  // 812 clamped to 812 − 34
    #expect(series.frames[0].gap == -4)  // 778 − 778 − 4
    #expect(series.provenance.isRecorded)
    #expect(series.barName == "recorded")
  }

  @Test("jsonText reads back the same frames and events")
  func roundTrip() throws {
    let trace = try TraceFixtures.recording(
      Scenario.defaultShow(), .displayLink, rate: 60,
      Roughness.rough.imperfections(seed: 5, keepsEvents: true))
    let again = try Trace(json: TraceFixtures.bytes(trace.jsonText))
    #expect(again.frames == trace.frames)
    #expect(again.events == trace.events)
  }
}

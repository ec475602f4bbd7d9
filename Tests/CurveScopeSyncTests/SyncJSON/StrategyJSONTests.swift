import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import Testing

/// Custom strategies read from JSON.
struct StrategyJSONTests {
  static func strategy(_ text: String) throws -> InputBarStrategy {
    try InputBarStrategy(json: Array(text.utf8))
  }

  @Test("a file that restates curve-shift behaves exactly like the preset")
  func restatedPreset() throws {
    let custom = try Self.strategy(
      #"{"name": "mine", "duration": "reported", "curve": "notification"}"#)
    let scenario = try Scenario.defaultShow()
    let clock = try FrameClock(rate: 120)
    let mine = try SyncAnalysis(scenario: scenario, strategy: custom, clock: clock).frames()
    let preset = try SyncAnalysis(scenario: scenario, strategy: .curveShift, clock: clock).frames()
    #expect(mine.map(\.barBottom) == preset.map(\.barBottom))
  }

  @Test("every field is read")
  func fields() throws {
    let custom = try Self.strategy(
      #"""
      {"name": "late", "summary": "s", "handles": ["willShow"], "duration": 0.3,
       "curve": "bezier(0.4, 0, 0.2, 1)", "options": ["beginFromCurrentState", "overrideInheritedCurve"],
       "latencyFrames": 2, "margin": 4, "assumedKeyboardHeight": 216}
      """#)
    #expect(custom.name == "late")
    #expect(custom.handledKinds == [.willShow])
    #expect(custom.margin == 4)
    #expect(custom.latencyFrames == 2)
    #expect(custom.assumedKeyboardHeight == 216)
    guard case .animate(let call) = custom.reaction else {
      Issue.record("expected an animating strategy")
      return
    }
    #expect(call.duration == .fixed(0.3))
    #expect(call.extraOptions == [.beginFromCurrentState, .overrideInheritedCurve])
    guard case .timing(let spec) = call.curve else {
      Issue.record("expected a timing curve")
      return
    }
    #expect(spec.definition == .bezier(try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
  }

  @Test("options may be a mask in hex or decimal")
  func optionMasks() throws {
    for text in [#""0x70004""#, "458756"] {
      let custom = try Self.strategy(#"{"curve": "options", "options": \#(text)}"#)
      guard case .animate(let call) = custom.reaction else {
        Issue.record("\(text): not an animation reaction: \(custom.reaction)")
        continue
      }
      #expect(call.extraOptions.rawValue == 0x70004)
      #expect(call.extraOptions.curve == .keyboard)
    }
  }

  @Test(
    "bad files name the path and the problem",
    arguments: [
      (#"{"curve": "bezier(0.4, 0, 1.2, 1)"}"#, "curve — "),
      (#"{"handles": ["willShw"]}"#, #"handles[0] — unknown "willShw"; did you mean "willShow"?"#),
      (
        #"{"duration": "long"}"#,
        "duration — expected \"reported\" or a number of seconds, found a string"
      ),
      (#"{"options": ["layoutSubview"]}"#, #"options[0] — unknown "layoutSubview"; did you mean"#),
      (#"{"latencyFrames": 1.5}"#, "latencyFrames — must be a whole number of frames"),
      (#"{"margn": 4}"#, "margn — unknown key; did you mean \"margin\"?"),
      (
        #"{"reaction": "teleport"}"#,
        #"reaction — unknown "teleport"; expected one of animate, follow"#
      ),
      (
        #"{"insideHandler": true, "latencyFrames": 2}"#,
        "strategy custom — a change made inside the handler runs with no latency"
      ),
    ])
  func badFiles(text: String, prefix: String) {
    do {
      _ = try Self.strategy(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(String(describing: error).hasPrefix(prefix), "\(error)")
    }
  }
}

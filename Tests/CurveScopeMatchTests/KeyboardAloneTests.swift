import CurveScopeMatch
import CurveScopeTrace
import Testing

/// A recording whose bar was never seen still names its keyboard: the keyboard's frames matched
/// alone, through the library (what `measure` prints for such a recording).
@Suite("Keyboard models of a keyboard alone")
struct KeyboardAloneTests {
  /// The recording's frames with the bar removed (`measure` saw no bar).
  static func keyboardFrames(_ trace: Trace) -> [TraceFrame] {
    trace.frames.map {
      TraceFrame(timeMilliseconds: $0.timeMilliseconds, keyboardTop: $0.keyboardTop, barBottom: nil)
    }
  }

  @Test("the model that moved the keyboard is named without a bar", arguments: ["ios", "ios-26"])
  func named(_ name: String) throws {
    let model = try #require(KeyboardModel.named(name))
    let trace = try KeyboardModelTests.recording(model)
    let alone = TraceMatcher().keyboardModel(
      alone: Self.keyboardFrames(trace), screenWidth: trace.screenWidth,
      screenHeight: trace.screenHeight)
    #expect(alone?.name == name)
    #expect((alone?.rmsPoints ?? .infinity) < 1)
  }

  @Test("too few frames seen, or a keyboard that never moves: no model")
  func refused() throws {
    let model = try #require(KeyboardModel.named("ios"))
    let trace = try KeyboardModelTests.recording(model)
    var frames = Self.keyboardFrames(trace)
    // All but three frames not seen.
    for index in frames.indices.dropFirst(3) { frames[index].keyboardTop = nil }
    #expect(
      TraceMatcher().keyboardModel(alone: frames, screenWidth: 375, screenHeight: 812) == nil)
    let still = (0..<60).map {
      TraceFrame(timeMilliseconds: Double($0) * 8.33, keyboardTop: 521, barBottom: nil)
    }
    #expect(
      TraceMatcher().keyboardModel(alone: still, screenWidth: 375, screenHeight: 812) == nil)
  }
}

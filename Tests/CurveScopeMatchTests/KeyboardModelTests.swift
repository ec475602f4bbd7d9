import CurveScopeMatch
import CurveScopeTrace
import Testing

/// The matcher names the keyboard curve a recording's keyboard moves with: a show at 0 s and a
/// hide at 1.2 s (2.8 s for the slow literal spring), drawn here from each curve's timing with
/// jitter and noise, a bar that follows it, no notifications.
@Suite("Keyboard models")
struct KeyboardModelTests {
  static let names = KeyboardModel.catalogue.map(\.name)

  /// A recording of `model`'s keyboard at 120 Hz with 0.4 ms jitter and 0.3 pt noise.
  static func recording(_ model: KeyboardModel) throws -> Trace {
    var random = SeededRandom(seed: 99)
    let hideAt = model.rise.duration > 1 ? 2.8 : 1.2
    let end = hideAt + max(model.fall.duration, 0.3) + 0.3
    var frames: [TraceFrame] = []
    var time = -0.1
    while time < end {
      let jittered = time + 0.0004 * random.gaussian()
      let rise = model.rise.progress(at: jittered)
      let fall = model.fall.progress(at: jittered - hideAt)
      let top = 812 - 291 * rise + 291 * fall
      func noisy(_ value: Double) -> Double { value + 0.3 * random.gaussian() }
      frames.append(
        TraceFrame(
          timeMilliseconds: jittered * 1000, keyboardTop: min(812, noisy(top)),
          barBottom: noisy(top)))
      time += 1.0 / 120
    }
    return try Trace(name: model.name, screenWidth: 375, screenHeight: 812, frames: frames)
  }

  @Test("the model that moved the keyboard is named", arguments: names)
  func named(_ name: String) throws {
    let model = try #require(KeyboardModel.named(name))
    let match = try TraceMatcher().match(Self.recording(model))
    #expect(match.keyboardModel.name == name)
    #expect(match.keyboardModel.rmsPoints < 1)
    #expect(match.strategy == "layout-guide" || match.equivalents.contains("layout-guide"))
  }

  @Test("a keyboard that only jumps has no curve: the model is jump")
  func jump() throws {
    let frames = (0..<40).map { index in
      let top: Double = index < 20 ? 451 : 409
      return TraceFrame(
        timeMilliseconds: Double(index) * 8.33, keyboardTop: top, barBottom: top)
    }
    let trace = try Trace(name: "switch", screenWidth: 375, screenHeight: 667, frames: frames)
    let match = try TraceMatcher().match(trace)
    #expect(match.keyboardModel.name == "jump")
    #expect(match.rmsPoints < 0.01)
  }
}

import CurveScopeSupport
import CurveScopeSync
import Testing

/// Scenario files that name a profile, a window or an interactive dismissal.
struct ScenarioProfileJSONTests {
  static func scenario(_ text: String) throws -> Scenario {
    try Scenario(json: Array(text.utf8))
  }

  static let screen = #""screen": {"width": 375, "height": 812}"#
  static let show =
    #""events": [{"timeMs": 0, "kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, 291]}]"#

  @Test("keyboard names a profile, keyboardProfile holds one, window a rectangle")
  func members() throws {
    let named = try Self.scenario("{\(Self.screen), \"keyboard\": \"ios26\", \(Self.show)}")
    #expect(named.keyboardProfile == .ios26)
    let inline = try Self.scenario(
      "{\(Self.screen), \"keyboardProfile\": {\"name\": \"m\", \"base\": \"floating\"}, \(Self.show)}"
    )
    #expect(inline.keyboardProfile.layout == KeyboardProfile.floating.layout)
    let window = try Self.scenario(
      "{\(Self.screen), \"window\": [10, 20, 300, 700], \(Self.show)}")
    #expect(window.window == Rect(x: 10, y: 20, width: 300, height: 700))
    #expect(window.geometry.windowBottom == 720)
  }

  /// A bad scenario file and where its error points.
  struct BadScenario: CustomTestStringConvertible, Sendable {
    var text: String
    var path: String
    var testDescription: String { path }
  }

  static let bad: [BadScenario] = [
    .init(text: "{\(screen), \"keyboard\": \"ios-27\", \(show)}", path: "keyboard"),
    .init(
      text:
        "{\(screen), \"keyboard\": \"ios\", \"keyboardProfile\": {\"name\": \"x\", \"base\": \"ios\"}, \(show)}",
      path: "keyboardProfile"),
    .init(text: "{\(screen), \"window\": [0, 0, 0, 700], \(show)}", path: "window"),
    .init(text: "{\(screen), \"window\": [0, 0, 300], \(show)}", path: "window"),
    .init(text: "{\(screen), \"interactive\": {\"gesture\": \"flick\"}, \(show)}", path: "events"),
    .init(
      text: "{\(screen), \"interactive\": {\"gesture\": \"flik\"}}", path: "interactive.gesture"),
    .init(text: "{\(screen), \"interactive\": {}}", path: "interactive.gesture"),
    .init(
      text: "{\(screen), \"interactive\": {\"track\": [{\"timeMs\": 0, \"y\": 400}]}}",
      path: "interactive"),
    .init(
      text:
        "{\(screen), \"interactive\": {\"track\": [{\"timeMs\": 5, \"y\": 400}, {\"timeMs\": 5, \"y\": 410}]}}",
      path: "interactive"),
    .init(
      text: "{\(screen), \"interactive\": {\"gesture\": \"flick\", \"keyboardHeight\": 900}}",
      path: "interactive.keyboardHeight"),
  ]

  @Test("bad members are named", arguments: bad)
  func badFiles(_ item: BadScenario) {
    do {
      _ = try Self.scenario(item.text)
      Issue.record("\(item.text) was accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == item.path, "\(error)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("a track in milliseconds from 1000 ms: shifted exactly, velocity and decision by hand")
  func track() throws {
    // 8 ms touches moving down 4 pt each: 500 pt/s at the release, so the keyboard hides.
    let touches = (0...40).map { "{\"timeMs\": \(1000 + 8 * $0), \"y\": \(400 + 4 * $0)}" }
    let scenario = try Self.scenario(
      "{\(Self.screen), \"interactive\": {\"track\": [\(touches.joined(separator: ", "))]}}")
    let interaction = try #require(scenario.interaction)
    #expect(interaction.track.samples[1].time == 0.008)
    #expect(interaction.releaseTime == 0.32)
    #expect(abs(interaction.track.releaseVelocity - 500) <= 1e-9)
    #expect(interaction.hides(screenHeight: 812))
    #expect(scenario.events.map(\.kind) == [.willChangeFrame, .willHide])
    #expect(scenario.events[0].time == 0.32)
    #expect(scenario.events[0].frameBegin.minY == 560)
  }

  @Test("the named gestures: slow drag and flick hide, drag and return returns")
  func gestures() throws {
    for (gesture, hides, velocity) in [
      (PanGesture.slowDragRelease, true, 400.0), (.dragReturn, false, -300), (.flick, true, 2000),
    ] {
      let scenario = try Scenario.interactiveDismissal(gesture)
      let interaction = try #require(scenario.interaction)
      #expect(abs(interaction.track.releaseVelocity - velocity) <= 1e-6, "\(gesture)")
      #expect(interaction.hides(screenHeight: 812) == hides, "\(gesture)")
      #expect(scenario.events.last?.kind == (hides ? .willHide : .willShow), "\(gesture)")
    }
  }
}

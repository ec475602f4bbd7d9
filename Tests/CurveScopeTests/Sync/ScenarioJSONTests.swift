import CurveScope
import Foundation
import ReferenceSolvers
import Testing

/// A bad scenario file and the exact error it must give.
struct BadScenarioCase: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String
  var subject: String
  var problem: String
  var testDescription: String { name }
}

/// Scenario files: every shipped file decodes to what a plain JSON reading says; bad files
/// give errors naming the path.
@Suite("Scenario JSON decoding")
struct ScenarioJSONTests {
  @Test(
    "every file in Curves/scenarios decodes and matches a plain JSONSerialization reading",
    arguments: SyncFixtures.scenarioNames)
  func shippedFile(_ file: String) throws {
    let scenario = try SyncFixtures.scenario(file)
    let reference = try SyncFixtures.reference(file)
    #expect(scenario.name == String(file.dropLast(5)))
    #expect(scenario.screenHeight == reference.screenHeight)
    #expect(scenario.retargetRule.rawValue == reference.rule.rawValue)
    #expect(scenario.events.count == reference.events.count)
    for (event, expected) in zip(scenario.events, reference.events) {
      #expect(event.time == expected.time)
      #expect(event.kind.rawValue == expected.kind.rawValue)
      #expect(event.frameBegin.minY == expected.beginTop)
      #expect(event.frameEnd.minY == expected.endTop)
      #expect(event.duration == expected.duration)
      #expect(event.curve?.rawValue == expected.curve)
    }
  }

  @Test("the seed scenarios the issue asks for are there")
  func seedScenarios() {
    let names = Set(SyncFixtures.scenarioNames)
    for name in [
      "show-375x812-291", "hide-375x812-291", "show-375x812-336", "hide-375x812-336",
      "show-320x568-216", "hide-320x568-216", "third-party-sogou-triple", "input-switch-animated",
      "input-switch-instant", "predictive-bar-toggle", "hide-interrupts-show", "old-dump-no-curve",
    ] {
      #expect(names.contains(name + ".json"), "\(name)")
    }
  }

  @Test("an event given by height implies its frames")
  func heightForm() throws {
    let json = """
      {"screen": {"width": 375, "height": 812}, "events": [
        {"kind": "willShow", "height": 291, "duration": 0.25, "curve": 7},
        {"timeMs": 150, "kind": "willHide", "height": 291, "duration": 0.25, "curve": 7}]}
      """
    let scenario = try Scenario(json: Array(json.utf8))
    #expect(scenario.events[0].frameBegin == Rect(x: 0, y: 812, width: 375, height: 291))
    #expect(scenario.events[0].frameEnd == Rect(x: 0, y: 521, width: 375, height: 291))
    #expect(scenario.events[1].frameBegin == Rect(x: 0, y: 521, width: 375, height: 291))
    #expect(scenario.events[1].frameEnd == Rect(x: 0, y: 812, width: 375, height: 291))
    #expect(scenario.events[1].time == 0.15)
    #expect(scenario.name == "scenario")
  }

  static let event = """
    {"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, 291]}
    """
  static let screen = #""screen": {"width": 375, "height": 812}"#

  static let bad: [BadScenarioCase] = [
    .init(
      name: "missing screen", json: #"{"events": [\#(event)]}"#, subject: "screen",
      problem: "missing"),
    .init(
      name: "screen without height", json: #"{"screen": {"width": 375}, "events": [\#(event)]}"#,
      subject: "screen.height", problem: "missing; give the screen height in points"),
    .init(
      name: "unknown key with suggestion", json: #"{\#(screen), "evnets": [\#(event)]}"#,
      subject: "evnets", problem: #"unknown key; did you mean "events"?"#),
    .init(
      name: "unknown key in an event",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "durration": 1}]}"#,
      subject: "events[0].durration", problem: #"unknown key; did you mean "duration"?"#),
    .init(
      name: "bad kind",
      json: #"{\#(screen), "events": [{"kind": "willshow", "height": 291}]}"#,
      subject: "events[0].kind",
      problem: #"unknown kind "willshow"; did you mean "willShow"?"#),
    .init(
      name: "frame with 3 numbers",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375]}]}"#,
      subject: "events[0].frameEnd", problem: "expected [x, y, width, height], found 3 numbers"),
    .init(
      name: "negative duration",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "duration": -0.25}]}"#,
      subject: "events[0].duration", problem: "-0.25 is outside 0…10"),
    .init(
      name: "height and frameEnd both given",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "frameEnd": [0, 521, 375, 291]}]}"#,
      subject: "events[0].height", problem: "give either height or frameEnd, not both"),
    .init(
      name: "empty events", json: #"{\#(screen), "events": []}"#, subject: "events",
      problem: "needs at least one keyboard event"),
    .init(
      name: "bad retarget rule",
      json: #"{\#(screen), "retarget": "addtive", "events": [\#(event)]}"#,
      subject: "retarget",
      problem: #"unknown rule "addtive"; expected additive, from-current-state, restart"#),
    .init(
      name: "string in a frame",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, "291"]}]}"#,
      subject: "events[0].frameEnd[3]", problem: "expected a number, found a string"),
    .init(
      name: "first willChangeFrame by height",
      json: #"{\#(screen), "events": [{"kind": "willChangeFrame", "height": 258}]}"#,
      subject: "events[0].frameBegin",
      problem: "missing; a first willChangeFrame needs frameBegin [x, y, width, height]"),
    .init(
      name: "fractional curve",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "curve": 7.5}]}"#,
      subject: "events[0].curve", problem: "must be an integer raw value"),
    .init(
      name: "height taller than the screen",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 900}]}"#,
      subject: "events[0].height", problem: "900 is outside 0…812"),
    .init(
      name: "negative frame height",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, -1]}]}"#,
      subject: "events[0].frameEnd", problem: "width and height must not be negative"),
    .init(
      name: "isLocal as a number",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "isLocal": 1}]}"#,
      subject: "events[0].isLocal", problem: "expected true or false, found a number"),
    .init(
      name: "an array at the top", json: "[1]", subject: "document",
      problem: "expected an object, found an array"),
  ]

  @Test("bad files give the exact error naming the path", arguments: bad)
  func badFile(_ bad: BadScenarioCase) {
    #expect {
      try Scenario(json: Array(bad.json.utf8))
    } throws: { error in
      guard let error = error as? JSONDecodingError else { return false }
      return error.subject == bad.subject && error.problem == bad.problem
    }
  }

  @Test("100 000-deep nesting is refused by the parser, without recursing that deep")
  func deepNesting() {
    let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParseError(line: 1, column: 65, reason: "nesting deeper than 64 levels")) {
      try Scenario(json: Array(json.utf8))
    }
    let objects = String(repeating: #"{"a":"#, count: 100_000)
    #expect(throws: JSONParseError.self) { try Scenario(json: Array(objects.utf8)) }
  }

  @Test("a duplicate key is a parse error")
  func duplicateKey() {
    let json = #"{\#(Self.screen), "events": [\#(Self.event)], "events": []}"#
    #expect(throws: JSONParseError.self) { try Scenario(json: Array(json.utf8)) }
  }
}

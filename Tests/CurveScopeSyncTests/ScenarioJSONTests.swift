import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import Foundation
import ReferenceSolvers
import Testing

/// A bad scenario file and the exact error it must give.
struct BadScenarioCase: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String
  var subject: String
  var cause: JSONDecodingError.Cause
  var testDescription: String { name }
}

/// Whether two decoding causes are the same; wrapped library errors compare by type.
func sameCause(_ a: JSONDecodingError.Cause, _ b: JSONDecodingError.Cause) -> Bool {
  switch (a, b) {
  case (.missing(let x), .missing(let y)): x == y
  case (.wrongType(let e1, let f1), .wrongType(let e2, let f2)): e1 == e2 && f1 == f2
  case (.unknownKey(let s1, _), .unknownKey(let s2, _)): s1 == s2
  case (.outOfRange(let v1, let r1), .outOfRange(let v2, let r2)): v1 == v2 && r1 == r2
  case (.notWhole(let x), .notWhole(let y)): x == y
  case (.unknownName(let n1, let k1, let s1), .unknownName(let n2, let k2, let s2)):
    n1 == n2 && k1 == k2 && s1 == s2
  case (.tooMany(let c1, let l1, _), .tooMany(let c2, let l2, _)): c1 == c2 && l1 == l2
  case (.count(let e1, let f1), .count(let e2, let f2)): e1 == e2 && f1 == f2
  case (.conflicting(let a1, let b1), .conflicting(let a2, let b2)): a1 == a2 && b1 == b2
  case (.negativeSize, .negativeSize), (.negativeMask, .negativeMask): true
  case (.version(let x), .version(let y)): x == y
  case (.invalidValue(let x), .invalidValue(let y)): type(of: x) == type(of: y)
  default: false
  }
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
      cause: .missing(expected: nil)),
    .init(
      name: "screen without height", json: #"{"screen": {"width": 375}, "events": [\#(event)]}"#,
      subject: "screen.height", cause: .missing(expected: "give the screen height in points")),
    .init(
      name: "unknown key with suggestion", json: #"{\#(screen), "evnets": [\#(event)]}"#,
      subject: "evnets", cause: .unknownKey(suggestion: "events", allowed: [])),
    .init(
      name: "unknown key in an event",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "durration": 1}]}"#,
      subject: "events[0].durration", cause: .unknownKey(suggestion: "duration", allowed: [])),
    .init(
      name: "bad kind",
      json: #"{\#(screen), "events": [{"kind": "willshow", "height": 291}]}"#,
      subject: "events[0].kind",
      cause: .unknownName(
        "willshow", known: KeyboardEventKind.allCases.map(\.rawValue), suggestion: "willShow")),
    .init(
      name: "frame with 3 numbers",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375]}]}"#,
      subject: "events[0].frameEnd", cause: .count(expected: 4, found: 3)),
    .init(
      name: "negative duration",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "duration": -0.25}]}"#,
      subject: "events[0].duration", cause: .outOfRange(-0.25, .closed(0, 10))),
    .init(
      name: "height and frameEnd both given",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "frameEnd": [0, 521, 375, 291]}]}"#,
      subject: "events[0].height", cause: .conflicting("height", "frameEnd")),
    .init(
      name: "empty events", json: #"{\#(screen), "events": []}"#, subject: "events",
      cause: .missing(expected: "give at least one keyboard event")),
    .init(
      name: "bad retarget rule",
      json: #"{\#(screen), "retarget": "addtive", "events": [\#(event)]}"#,
      subject: "retarget",
      cause: .unknownName(
        "addtive", known: ["additive", "from-current-state", "restart"], suggestion: "additive")),
    .init(
      name: "string in a frame",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, "291"]}]}"#,
      subject: "events[0].frameEnd[3]", cause: .wrongType(expected: "a number", found: "a string")),
    .init(
      name: "first willChangeFrame by height",
      json: #"{\#(screen), "events": [{"kind": "willChangeFrame", "height": 258}]}"#,
      subject: "events[0].frameBegin",
      cause: .missing(expected: "a first willChangeFrame needs frameBegin [x, y, width, height]")),
    .init(
      name: "fractional curve",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "curve": 7.5}]}"#,
      subject: "events[0].curve", cause: .notWhole(expected: "an integer raw value")),
    .init(
      name: "height taller than the screen",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 900}]}"#,
      subject: "events[0].height", cause: .outOfRange(900, .closed(0, 812))),
    .init(
      name: "negative frame height",
      json:
        #"{\#(screen), "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, -1]}]}"#,
      subject: "events[0].frameEnd", cause: .negativeSize),
    .init(
      name: "isLocal as a number",
      json: #"{\#(screen), "events": [{"kind": "willShow", "height": 291, "isLocal": 1}]}"#,
      subject: "events[0].isLocal", cause: .wrongType(expected: "true or false", found: "a number")),
    .init(
      name: "an array at the top", json: "[1]", subject: "document",
      cause: .wrongType(expected: "an object", found: "an array")),
  ]

  @Test("bad files give the exact error naming the path", arguments: bad)
  func badFile(_ bad: BadScenarioCase) {
    #expect {
      try Scenario(json: Array(bad.json.utf8))
    } throws: { error in
      guard let error = error as? JSONDecodingError else { return false }
      return error.subject == bad.subject && sameCause(error.cause, bad.cause)
    }
  }

  @Test("100 000-deep nesting is refused by the parser, without recursing that deep")
  func deepNesting() {
    let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParseError(line: 1, column: 65, .nestingTooDeep(limit: 64))) {
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

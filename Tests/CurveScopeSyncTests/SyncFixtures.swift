import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import Foundation
import ReferenceSolvers
import Testing

/// Scenario files and their two independent readings: the library's `Scenario(json:)` and a
/// plain `JSONSerialization` reading into the reference's ``ReferenceScenario``.
enum SyncFixtures {
  /// The repository root of this checkout.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CurveScopeSyncTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository

  /// `Curves/scenarios/`.
  static let scenarios = root.appendingPathComponent("Curves/scenarios")

  /// Every scenario file name, sorted.
  static var scenarioNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// The bytes of a scenario file.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: scenarios.appendingPathComponent(name)))
  }

  /// The library's reading of a scenario file.
  static func scenario(_ name: String) throws -> Scenario {
    try Scenario(json: bytes(name), fallbackName: String(name.dropLast(5)))
  }

  /// The reference's reading of a scenario file (frameBegin/frameEnd form only, `keyboard` by
  /// name, `window`, `interactive` with a named gesture), with event times shifted in
  /// milliseconds before converting to seconds.
  static func reference(_ name: String) throws -> ReferenceScenario {
    let data = try Data(contentsOf: scenarios.appendingPathComponent(name))
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let screen = object["screen"] as? [String: Any],
      let height = (screen["height"] as? NSNumber)?.doubleValue,
      let width = (screen["width"] as? NSNumber)?.doubleValue
    else { throw FixtureError(file: name) }
    var profile: ReferenceProfile?
    if let profileName = object["keyboard"] as? String {
      guard let named = ReferenceProfile.named(profileName) else { throw FixtureError(file: name) }
      profile = named
    }
    let window = (object["window"] as? [NSNumber]).map {
      ReferenceRect($0[0].doubleValue, $0[1].doubleValue, $0[2].doubleValue, $0[3].doubleValue)
    }
    if let interactive = object["interactive"] as? [String: Any] {
      let keyboardHeight = (interactive["keyboardHeight"] as? NSNumber)?.doubleValue ?? 291
      guard let gesture = interactive["gesture"] as? String,
        var pan = ReferencePan.gesture(
          gesture, shownTop: height - keyboardHeight, keyboardHeight: keyboardHeight,
          rate: (interactive["touchRate"] as? NSNumber)?.doubleValue ?? 120)
      else { throw FixtureError(file: name) }
      pan.hideVelocity = (interactive["hideVelocity"] as? NSNumber)?.doubleValue ?? 100
      var scenario = ReferenceScenario(
        screenHeight: height, events: pan.releaseEvents(screenWidth: width, screenHeight: height))
      scenario.screenWidth = width
      scenario.window = window
      scenario.profile = profile
      scenario.pan = pan
      return scenario
    }
    guard let events = object["events"] as? [[String: Any]] else { throw FixtureError(file: name) }
    let times = events.map { ($0["timeMs"] as? NSNumber)?.doubleValue ?? 0 }
    let first = times.min() ?? 0
    var parsed: [ReferenceScenario.Event] = []
    for (event, time) in zip(events, times) {
      guard let kindText = event["kind"] as? String,
        let kind = ReferenceScenario.Kind(rawValue: kindText),
        let begin = event["frameBegin"] as? [NSNumber], begin.count == 4,
        let end = event["frameEnd"] as? [NSNumber], end.count == 4
      else { throw FixtureError(file: name) }
      let rect = { (values: [NSNumber]) in
        ReferenceRect(
          values[0].doubleValue, values[1].doubleValue, values[2].doubleValue,
          values[3].doubleValue)
      }
      parsed.append(
        .init(
          time: (time - first) / 1000, kind: kind, begin: rect(begin), end: rect(end),
          duration: (event["duration"] as? NSNumber)?.doubleValue,
          curve: (event["curve"] as? NSNumber)?.intValue))
    }
    let order = parsed.indices.sorted { (parsed[$0].time, $0) < (parsed[$1].time, $1) }
    let rule = (object["retarget"] as? String).flatMap(ReferenceScenario.Rule.init) ?? .additive
    var scenario = ReferenceScenario(
      screenHeight: height, events: order.map { parsed[$0] }, rule: rule)
    scenario.screenWidth = width
    scenario.window = window
    scenario.profile = profile
    return scenario
  }

  /// The default scenario (375×812, 291 pt, willShow 0.25 s, curve 7) as the reference sees it.
  static func referenceDefault(
    height: Double = 291, duration: Double = 0.25, curve: Int = 7
  ) -> ReferenceScenario {
    ReferenceScenario(
      screenHeight: 812,
      events: [
        .init(
          time: 0, kind: .willShow, beginTop: 812, endTop: 812 - height, duration: duration,
          curve: curve)
      ])
  }

  /// A preset from the library with a margin.
  static func preset(_ name: String, margin: Double = 0) throws -> InputBarStrategy {
    guard var strategy = InputBarStrategy.preset(named: name) else {
      throw FixtureError(file: name)
    }
    strategy.margin = margin
    return strategy
  }

  /// A preset from the reference with a margin.
  static func referencePreset(_ name: String, margin: Double = 0) throws -> ReferenceStrategy {
    guard let strategy = ReferenceStrategy.preset(name, margin: margin) else {
      throw FixtureError(file: name)
    }
    return strategy
  }
}

/// A fixture that could not be read.
struct FixtureError: Error, CustomStringConvertible {
  var file: String
  var description: String { "fixture \(file) could not be read" }
}

extension ReferenceScenario.Rule {
  /// The reference rule with the library rule's name.
  init(_ rule: RetargetRule) {
    switch rule {
    case .additive: self = .additive
    case .fromCurrentState: self = .fromCurrentState
    case .restart: self = .restart
    }
  }
}

/// One event written once and turned into both the library's and the reference's event.
struct EventSpec: Sendable, CustomTestStringConvertible {
  var timeMs: Double
  var kind: KeyboardEventKind
  var beginTop: Double
  var endTop: Double
  var duration: Double?
  var curve: Int?
  var width = 375.0

  var testDescription: String { "\(kind.rawValue)@\(timeMs)ms \(beginTop)→\(endTop)" }

  /// The library's event (heights from the screen bottom).
  func event(screenHeight: Double) -> KeyboardEvent {
    KeyboardEvent(
      time: timeMs / 1000, kind: kind,
      frameBegin: Rect(x: 0, y: beginTop, width: width, height: max(0, screenHeight - beginTop)),
      frameEnd: Rect(x: 0, y: endTop, width: width, height: max(0, screenHeight - endTop)),
      duration: duration, curve: curve.map(AnimationCurve.init(rawValue:)))
  }

  /// The reference's event, `firstMs` being the first event's time.
  func reference(firstMs: Double) -> ReferenceScenario.Event {
    .init(
      time: (timeMs - firstMs) / 1000,
      kind: ReferenceScenario.Kind(rawValue: kind.rawValue) ?? .didShow,
      beginTop: beginTop, endTop: endTop, duration: duration, curve: curve)
  }
}

/// A scenario written once for both sides.
struct ScenarioSpec: Sendable, CustomTestStringConvertible {
  var name: String
  var screenHeight = 812.0
  var events: [EventSpec]
  var rule = RetargetRule.additive

  var testDescription: String { name }

  func scenario() throws -> Scenario {
    try Scenario(
      name: name, screenWidth: 375, screenHeight: screenHeight,
      events: events.map { $0.event(screenHeight: screenHeight) }, retargetRule: rule)
  }

  func reference() -> ReferenceScenario {
    let first = events.map(\.timeMs).min() ?? 0
    let parsed = events.map { $0.reference(firstMs: first) }
    let order = parsed.indices.sorted { (parsed[$0].time, $0) < (parsed[$1].time, $1) }
    return ReferenceScenario(
      screenHeight: screenHeight, events: order.map { parsed[$0] },
      rule: ReferenceScenario.Rule(rule))
  }
}

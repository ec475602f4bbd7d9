import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import Foundation
import Testing

/// Scenarios rebuilt from console dumps.
struct ScenarioDumpTests {
  static let dumps = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Curves/dumps")

  static func scenario(_ name: String) throws -> Scenario {
    let text = try String(contentsOf: dumps.appendingPathComponent(name), encoding: .utf8)
    return try Scenario(notifications: NotificationDumpParser.parse(text), name: name)
  }

  @Test("willChangeFrame and willShow of one move share a time; didShow comes when logged")
  func sameMove() throws {
    let scenario = try Self.scenario("objc-iphone-x-show.txt")
    #expect(scenario.screenHeight == 812)
    #expect(scenario.screenWidth == 375)
    #expect(scenario.events.map(\.kind) == [.willChangeFrame, .willShow, .didShow])
    // NSLog stamps 10:49:41.123456 and .124011 (one move, 0.555 ms apart), then .642917.
    #expect(scenario.events.map(\.time) == [0, 0, 0.519461])
    // Two will-notifications of the same move are one animation: curve-shift stays exact.
    let summary = try SyncAnalysis(
      scenario: scenario, strategy: .curveShift, clock: FrameClock(rate: 120)
    ).summary()
    #expect(summary.maxOverlapPoints == 0 && summary.maxGapPoints == 0)
  }

  @Test("a third-party keyboard's three heights become three moves at their logged times")
  func thirdParty() throws {
    let scenario = try Self.scenario("third-party-sogou-triple.txt")
    let moves = scenario.events.filter { $0.kind.isBeforeAnimation }
    let heights = moves.map(\.frameEnd.height)
    #expect(heights.contains(282) && heights.contains(216))
    // NSLog stamps 21:03:17.402, .433 and .581.
    let times = Set(moves.map(\.time)).sorted()
    #expect(times == [0, 0.031, 0.179])
    #expect(scenario.assumptions.first?.contains("timestamps") == true)
  }

  @Test("without the paste's timestamps, three moves 0.1 s apart, and the spacing is said")
  func thirdPartyUnstamped() throws {
    let text = try String(
      contentsOf: Self.dumps.appendingPathComponent("third-party-sogou-triple.txt"),
      encoding: .utf8)
    var notifications = try NotificationDumpParser.parse(text)
    for index in notifications.indices { notifications[index].loggedAt = nil }
    let scenario = try Scenario(notifications: notifications, name: "sogou")
    let times = Set(scenario.events.filter(\.kind.isBeforeAnimation).map(\.time)).sorted()
    #expect(times == [0, 0.1, 0.2])
    #expect(scenario.assumptions.first?.contains("100 ms apart (assumed") == true)
  }

  @Test("a dump with no end frame is an error naming the dump")
  func empty() {
    #expect(throws: ScenarioError.noEndFrame(dump: "x")) {
      try Scenario(notifications: [], name: "x")
    }
  }
}

/// The JSON `curvescope parse --json` prints, read back as notifications.
struct ParseJSONTests {
  @Test("an edited parse --json array reads back with frames, durations and curves")
  func readsBack() throws {
    let text = #"""
      [
        {"line": 1, "name": "UIKeyboardWillShowNotification", "kind": "willShow",
         "duration": 0.25, "curve": 7, "curveName": "keyboard",
         "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, 291], "isLocal": true},
        {"line": 9, "duration": null, "curve": null, "frameEnd": [0, 812, 375, 291]}
      ]
      """#
    #expect(KeyboardNotification.looksLikeParseJSON(text))
    #expect(
      !KeyboardNotification.looksLikeParseJSON(
        #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): 1]"#))
    let notifications = try KeyboardNotification.notifications(parseJSON: Array(text.utf8))
    #expect(notifications.count == 2)
    #expect(notifications[0].name?.kind == .willShow)
    #expect(notifications[0].curve == .keyboard)
    #expect(notifications[0].frameEnd == Rect(x: 0, y: 521, width: 375, height: 291))
    #expect(notifications[1].duration == nil && notifications[1].line == 9)
    let scenario = try Scenario(notifications: notifications, name: "edited")
    #expect(scenario.events.map(\.kind) == [.willShow, .willHide])
  }

  @Test("a bad member is named by its path")
  func badMember() {
    let error = decodingError {
      _ = try KeyboardNotification.notifications(
        parseJSON: Array(#"[{"frameEnd": [0, 1, 2]}]"#.utf8))
    }
    guard case .count(4, 3)? = error?.cause else {
      Issue.record("expected a count of 4 numbers, found 3")
      return
    }
    #expect(error?.path == "[0].frameEnd")
  }
}

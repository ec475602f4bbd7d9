import CurveScope
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

  @Test("willChangeFrame and willShow of one move share a time; didShow comes after the spring")
  func sameMove() throws {
    let scenario = try Self.scenario("objc-iphone-x-show.txt")
    #expect(scenario.screenHeight == 812)
    #expect(scenario.screenWidth == 375)
    #expect(scenario.events.map(\.kind) == [.willChangeFrame, .willShow, .didShow])
    #expect(scenario.events.map(\.time) == [0, 0, 0.5])
    // Two will-notifications of the same move are one animation: curve-shift stays exact.
    let summary = try SyncAnalysis(
      scenario: scenario, strategy: .curveShift, clock: FrameClock(rate: 120)
    ).summary()
    #expect(summary.maxOverlapPoints == 0 && summary.maxGapPoints == 0)
  }

  @Test("a third-party keyboard's three heights become three moves 0.1 s apart")
  func thirdParty() throws {
    let scenario = try Self.scenario("third-party-sogou-triple.txt")
    let moves = scenario.events.filter { $0.kind.isBeforeAnimation }
    let heights = moves.map(\.frameEnd.height)
    #expect(heights.contains(282) && heights.contains(216))
    let times = Set(moves.map(\.time)).sorted()
    #expect(times == [0, 0.1, 0.2])
  }

  @Test("a dump with no end frame is an error naming the dump")
  func empty() {
    #expect(
      throws: ScenarioError(subject: "dump x", problem: "has no notification with an end frame")
    ) {
      try Scenario(notifications: [], name: "x")
    }
  }
}

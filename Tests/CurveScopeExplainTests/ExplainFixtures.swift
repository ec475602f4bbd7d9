import CurveScopeSync
import CurveScopeTiming
import Foundation
import Testing

@testable import CurveScopeExplain

/// The default scenario at 120 Hz (one willShow, 291 pt, 0.25 s, curve 7).
func explainDefault(_ strategy: InputBarStrategy, fps: Double = 120) throws -> SyncExplanation {
  try SyncExplainer.explain(
    scenario: try Scenario.defaultShow(), strategy: strategy, clock: try FrameClock(rate: fps))
}

/// A scenario file of `Curves/scenarios`, read with the library's JSON reader.
func scenarioFile(_ name: String) throws -> Scenario {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Curves/scenarios/\(name).json")
  return try Scenario(json: [UInt8](try Data(contentsOf: url)), fallbackName: name)
}

/// Every scenario file's name.
func scenarioFileNames() throws -> [String] {
  let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Curves/scenarios")
  return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}

/// The problem codes of an explanation, as strings.
func problemCodes(_ explanation: SyncExplanation) -> Set<String> {
  Set(explanation.problems.map(\.code.rawValue))
}

/// A custom strategy from JSON text.
func customStrategy(_ json: String) throws -> InputBarStrategy {
  try InputBarStrategy(json: Array(json.utf8))
}

public import CurveScopeMatch
public import CurveScopeSync
import CurveScopeTiming
public import CurveScopeTrace
public import Foundation
public import Testing

/// Paths and builders shared by the trace tests.
public enum TraceFixtures {
  /// The repository this checkout is.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CurveScopeTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository

  /// The bytes of `Curves/<path>`.
  public static func curves(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent("Curves/" + path)))
  }

  /// The scenario `Curves/scenarios/<name>.json`.
  public static func scenario(_ name: String) throws -> Scenario {
    try Scenario(json: curves("scenarios/\(name).json"), fallbackName: name)
  }

  /// `text` as UTF-8 bytes.
  public static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// A recording of `strategy` in `scenario` at `rate` with `imperfections` (rate set).
  public static func recording(
    _ scenario: Scenario, _ strategy: InputBarStrategy, rate: Double,
    _ imperfections: RecordingImperfections
  ) throws -> Trace {
    var faults = imperfections
    faults.frameRate = rate
    let analysis = try SyncAnalysis(
      scenario: scenario, strategy: strategy, clock: FrameClock(rate: rate))
    return try TraceSynthesizer.record(analysis, imperfections: faults)
  }
}

/// How rough a synthetic recording is.
public enum Roughness: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// Every frame on its vsync, exact values.
  case clean
  /// A device: 0.5 ms jitter, 2 % dropped, 1 % repeated, 0.3 pt noise, 1/3 pt rounding.
  case device
  /// A bad day: 1 ms jitter, 5 % dropped, 3 % repeated, 2 % edges lost, 0.8 pt noise, 0.5 pt
  /// rounding, the recorder's clock 1.2345 s off.
  case rough

  /// The case's name, as the test report shows it.
  public var testDescription: String { rawValue }

  /// The imperfections, with `seed` and whether notifications are kept.
  public func imperfections(seed: UInt64, keepsEvents: Bool) -> RecordingImperfections {
    switch self {
    case .clean:
      return RecordingImperfections(keepsEvents: keepsEvents, seed: seed)
    case .device:
      return RecordingImperfections(
        jitterMilliseconds: 0.5, dropProbability: 0.02, repeatProbability: 0.01,
        noisePoints: 0.3, quantumPoints: 1.0 / 3, keepsEvents: keepsEvents, seed: seed)
    case .rough:
      return RecordingImperfections(
        jitterMilliseconds: 1, dropProbability: 0.05, repeatProbability: 0.03,
        missingProbability: 0.02, noisePoints: 0.8, quantumPoints: 0.5,
        clockOffsetMilliseconds: 1234.5, keepsEvents: keepsEvents, seed: seed)
    }
  }
}

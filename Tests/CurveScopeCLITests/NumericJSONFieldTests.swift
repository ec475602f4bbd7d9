import Foundation
import Testing

@testable import CurveScopeCLI

/// Every number a scenario, strategy or baseline file holds, given −0, 1e308, values past `Int`,
/// subnormals and the non-JSON NaN and Infinity: exit 65 naming the file and the field, or a
/// correct run; never a trap.
struct NumericJSONFieldTests {
  /// JSON number texts on and past every edge, and whether the parser accepts them.
  static let values: [(text: String, isJSON: Bool)] = [
    ("-0", true), ("0", true), ("4.9e-324", true), ("1e-320", true), ("1e308", true),
    ("-1e308", true), ("9223372036854775807", true), ("9223372036854775808", true),
    ("-9223372036854775809", true), ("18446744073709551616", true), ("1e400", false),
    ("-1e400", false), ("NaN", false), ("Infinity", false), ("-Infinity", false), ("0x10", false),
    ("1.5", true), ("-1", true),
  ]

  /// A scenario file with `value` in place of `FIELD`; `accepts` says which values are valid.
  static let scenarioFields: [(template: String, accepts: @Sendable (Double) -> Bool)] = [
    (
      #"{"screen": {"width": FIELD, "height": 812}, "events": [{"kind": "willShow", "height": 291}]}"#,
      { (1...100_000).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": FIELD}, "events": [{"kind": "willShow", "height": 1}]}"#,
      { (1...100_000).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "fps": FIELD, "events": [{"kind": "willShow", "height": 291}]}"#,
      { (1...1000).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "events": [{"timeMs": FIELD, "kind": "willShow", "height": 291}, {"timeMs": 0, "kind": "willHide", "height": 291}]}"#,
      { (0...60_000).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "height": FIELD}]}"#,
      { (0...812).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "frameBegin": [0, FIELD, 375, 291], "frameEnd": [0, 521, 375, 291]}]}"#,
      { (-100_000...100_000).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, FIELD]}]}"#,
      { (0...100_000).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "height": 291, "duration": FIELD}]}"#,
      { (0...10).contains($0) }
    ),
    (
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "height": 291, "curve": FIELD}]}"#,
      { (-1_000_000...1_000_000).contains($0) && $0 == $0.rounded() }
    ),
  ]

  static let scenarioCases: [EdgeCase] = scenarioFields.flatMap { template, accepts in
    values.map { text, isJSON in
      let valid = isJSON && Double(text).map(accepts) == true
      return EdgeCase(
        arguments: ["compare", "-", "--strategy", "all"],
        standardInput: template.replacingOccurrences(of: "FIELD", with: text),
        outcome: valid ? .success : .dataError("error: standard input — "))
    }
  }

  @Test("scenario numbers", arguments: scenarioCases)
  func scenario(_ edge: EdgeCase) {
    edge.check()
  }

  /// A baseline with `value` in place of `FIELD`, checked against the default show.
  static let baselineFields: [(template: String, accepts: @Sendable (Double) -> Bool)] = [
    (#"{"version": FIELD, "entries": []}"#, { $0 == 1 }),
    (
      #"{"version": 1, "entries": [{"scenario": "s", "strategy": "t", "fps": FIELD}]}"#,
      { (0...1000).contains($0) }
    ),
    (
      #"{"version": 1, "entries": [{"scenario": "show-375x812-291", "strategy": "curve-shift", "fps": 120, "maxOverlapPoints": FIELD}]}"#,
      { (0...1e6).contains($0) }
    ),
    (
      #"{"version": 1, "entries": [{"scenario": "show-375x812-291", "strategy": "curve-shift", "fps": 120, "maxGapPoints": FIELD}]}"#,
      { (0...1e6).contains($0) }
    ),
    (
      #"{"version": 1, "entries": [{"scenario": "show-375x812-291", "strategy": "display-link", "fps": 120, "lagAtHalfTravelMs": FIELD}]}"#,
      { (-1e6...1e6).contains($0) }
    ),
  ]

  static let baselineCases: [EdgeCase] = baselineFields.flatMap { template, accepts in
    values.map { text, isJSON in
      let valid = isJSON && Double(text).map(accepts) == true
      return EdgeCase(
        arguments: ["check", "--strategy", "all", "--baseline", "-", "--baseline-ms", "1e308"],
        standardInput: template.replacingOccurrences(of: "FIELD", with: text),
        outcome: valid ? .success : .dataError("error: standard input — "))
    }
  }

  @Test("baseline numbers", arguments: baselineCases)
  func baseline(_ edge: EdgeCase) {
    edge.check()
  }

  /// A strategy file with `value` in place of `FIELD`; `accepts` judges the value's text (numbers
  /// inside a spec string are read by `Double(_:)`, where `0x10` is 16 and `NaN` is NaN).
  static let strategyFields: [(template: String, accepts: @Sendable (String) -> Bool)] = [
    (
      #"{"latencyFrames": FIELD}"#,
      { json($0).map { (0...1000).contains($0) && $0 == $0.rounded() } ?? false }
    ),
    (
      #"{"reaction": "follow", "latencyFrames": FIELD}"#,
      { json($0).map { (0...1000).contains($0) && $0 == $0.rounded() } ?? false }
    ),
    (#"{"margin": FIELD}"#, { json($0).map { (0...10_000).contains($0) } ?? false }),
    (
      #"{"assumedKeyboardHeight": FIELD}"#, { json($0).map { (0...100_000).contains($0) } ?? false }
    ),
    (#"{"duration": FIELD}"#, { json($0).map { (0...10).contains($0) } ?? false }),
    (#"{"durationFallback": FIELD}"#, { json($0).map { (0...10).contains($0) } ?? false }),
    (
      #"{"curveFallback": FIELD}"#,
      { json($0).map { (-1_000_000...1_000_000).contains($0) && $0 == $0.rounded() } ?? false }
    ),
    // A mask given as a number must be a JSON integer that fits in Int and is not negative.
    (#"{"options": FIELD}"#, { Int($0).map { $0 >= 0 } ?? false }),
    (#"{"curve": "bezier(0, FIELD, 1, 1)"}"#, { Double($0).map { abs($0) <= 1e6 } ?? false }),
    (
      #"{"curve": "spring(mass: 1, stiffness: FIELD, damping: 10)", "duration": 0.5}"#,
      { Double($0).map { $0 >= 1e-6 && $0 <= 1e12 } ?? false }
    ),
  ]

  /// The number a JSON number text stands for, `nil` when it is not JSON or out of range.
  static func json(_ text: String) -> Double? {
    guard text.first.map({ $0 == "-" || $0.isNumber }) == true, !text.contains("x"),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  static let strategyCases: [EdgeCase] = strategyFields.enumerated().flatMap { index, field in
    values.enumerated().map { valueIndex, value in
      let name = "strategy-\(index)-\(valueIndex).json"
      var outcome = EdgeCase.Outcome.dataError("error: \(Self.folder)/\(name) — ")
      if field.accepts(value.text) {
        outcome = .success
      } else if index == 9, let stiffness = Double(value.text), stiffness > 0, stiffness < 1e-6 {
        // A spring keeps its own settling time; one this soft settles after ages.
        outcome = .dataError("needs more than 600001 frames")
      }
      return EdgeCase(
        arguments: ["compare", "--strategy", Self.folder + "/" + name],
        standardInput: field.template.replacingOccurrences(of: "FIELD", with: value.text),
        outcome: outcome)
    }
  }

  /// A temporary folder for the strategy files (their text is in `standardInput`).
  static let folder = NSTemporaryDirectory() + "curvescope-json-fields-\(getpid())"

  @Test("strategy numbers", arguments: strategyCases)
  func strategy(_ edge: EdgeCase) throws {
    try FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
    let path = edge.arguments[2]
    try edge.standardInput.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    edge.check()
  }
}

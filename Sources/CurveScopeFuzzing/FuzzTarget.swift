/// The fuzz targets: each takes arbitrary bytes, feeds them to one input path of CurveScope, and
/// traps (so libFuzzer reports a crash) when a documented invariant does not hold.
///
/// Every target must return normally for every input: typed errors are expected, traps, hangs and
/// unbounded allocations are bugs. The `curvescope-fuzz` executable calls ``run(_:)`` from
/// `LLVMFuzzerTestOneInput`; the test suite runs the seed corpora through it without the
/// sanitizer.
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// Curve raw values and option masks typed as text: `CurveCodec.decodeCurve/decodeOptions`,
  /// `IntegerInput(parsing:)`, and `curvescope decode` in text and JSON.
  case decode
  /// Console dumps: `NotificationDumpParser.parse`, scenarios rebuilt from them, and
  /// `curvescope parse - --json`.
  case dump
  /// Curve specifications: `CurveSpec(parsing:)`, the timing it builds, and sampling.
  case curveSpec = "curve-spec"
  /// Scenario files: `Scenario(json:)`, then the analysis with every preset.
  case scenario
  /// Custom strategy files: `InputBarStrategy(json:)`, then the analysis on built-in scenarios.
  case strategy
  /// Baseline files: `SyncBaseline(json:)`, its JSON round trip, and regressions against it.
  case baseline
  /// Recorded traces: `Trace(json:)` or `Trace(csv:name:)`, their measures, their JSON round
  /// trip, and `TraceMatcher` on short ones.
  case trace
  /// The command line: bytes split into arguments (and standard input) for `decode`, `parse -`,
  /// `sample`, `compare`, `check`, `sweep`, `explain` and `gallery`, run in-process; then again
  /// with a standard output that fails part way.
  case cli
  /// Screen recordings: small MP4s and GIFs, mutated, measured by `curvescope measure --json`.
  case measure
  /// Animations: comparison animations and screen recordings planned from fuzzed settings, and
  /// written when small.
  case animations

  /// Runs the target on one input.
  package func run(_ bytes: [UInt8]) {
    switch self {
    case .decode: DecodeHarness.run(bytes)
    case .dump: DumpHarness.run(bytes)
    case .curveSpec: CurveSpecHarness.run(bytes)
    case .scenario: ScenarioHarness.run(bytes)
    case .strategy: StrategyHarness.run(bytes)
    case .baseline: BaselineHarness.run(bytes)
    case .trace: TraceHarness.run(bytes)
    case .cli: CommandLineHarness.run(bytes)
    case .measure: MeasureHarness.run(bytes)
    case .animations: AnimationHarness.run(bytes)
    }
  }
}

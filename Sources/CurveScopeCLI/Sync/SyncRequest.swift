import CurveScopeSync
import CurveScopeTiming

/// What `compare` and `explain` measure: every scenario named (with `--retarget` applied), the
/// strategies named, each scenario's display clock and the tolerance, all read from the shared
/// sync options.
struct SyncRequest {
  /// The scenarios: files and folders in the order given, a dump, or the default show; never
  /// empty.
  var scenarios: [Scenario]
  /// The strategies named by `--strategy`, every preset when none is.
  var strategies: [InputBarStrategy]
  /// `--tolerance`, default 1 pt.
  var tolerance: Double
  /// `--fps` and the scenarios' own rates, as read by ``clock(for:)``.
  private var arguments: ParsedArguments

  /// Reads the request from the command line.
  /// - Throws: ``UsageError`` for bad option values, ``InputFileError`` for bad files and for
  ///   folders without scenarios.
  init(_ arguments: ParsedArguments, io: CommandIO) throws {
    self.arguments = arguments
    scenarios = try ProfileOptions.applying(
      arguments,
      to: SyncOptions.scenarios(arguments, io: io).map {
        try SyncOptions.applyingRetarget(arguments, to: $0)
      }, io: io)
    strategies = try SyncOptions.strategies(arguments, fallback: InputBarStrategy.presets, io: io)
    tolerance = try SyncOptions.tolerance(arguments)
    // Check --fps once, before any analysis.
    _ = try arguments.frameRate(SyncOptions.fps)
  }

  /// The clock for `scenario`: `--fps`, else the scenario's rate, else 120 Hz.
  func clock(for scenario: Scenario) throws -> FrameClock {
    try SyncOptions.clock(arguments, for: scenario)
  }

  /// Every strategy analysed on `scenario`; an error names the file at fault
  /// (``SyncSources``).
  func analyses(of scenario: Scenario, io: CommandIO) throws -> [SyncAnalysis] {
    let clock = try clock(for: scenario)
    return try strategies.map { strategy in
      try SyncSources.attributing(scenario: scenario, strategy: strategy, io: io) {
        try SyncAnalysis(
          scenario: scenario, strategy: strategy, clock: clock, tolerance: tolerance)
      }
    }
  }
}

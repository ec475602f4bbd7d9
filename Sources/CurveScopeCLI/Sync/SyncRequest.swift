import CurveScopeMotion
import CurveScopeSync

/// What `compare` and `explain` measure: one scenario (with `--retarget` applied), the strategies
/// named, the display clock and the tolerance, all read from the shared sync options.
struct SyncRequest {
  /// The scenario: a file, a dump, or the default show.
  var scenario: Scenario
  /// The strategies named by `--strategy`, every preset when none is.
  var strategies: [InputBarStrategy]
  /// `--fps`, else the scenario's rate, else 120 Hz.
  var clock: FrameClock
  /// `--tolerance`, default 1 pt.
  var tolerance: Double

  /// Reads the request from the command line.
  /// - Throws: ``UsageError`` for bad option values, ``InputFileError`` for bad files.
  init(_ arguments: ParsedArguments, io: CommandIO) throws {
    scenario = try SyncOptions.applyingRetarget(
      arguments, to: SyncOptions.scenarios(arguments, io: io)[0])
    strategies = try SyncOptions.strategies(arguments, fallback: InputBarStrategy.presets, io: io)
    clock = try SyncOptions.clock(arguments, for: scenario)
    tolerance = try SyncOptions.tolerance(arguments)
  }
}

import CurveScopeMeasure
import CurveScopeTrace

/// The traces `check --trace` holds to its limits and baseline: each recording measured like a
/// scenario (no matching: a check is about the measures).
enum TraceCheck {
  /// The measures of every trace named by `--trace` (none without it).
  /// - Throws: ``InputFileError`` for a trace that cannot be read or is invalid.
  static func summaries(_ arguments: ParsedArguments, tolerance: Double, io: CommandIO) throws
    -> [SyncSummary]
  {
    guard arguments.isGiven(TraceOptions.trace) else { return [] }
    if arguments.isGiven(ProfileOptions.profile), !checksScenarios(arguments) {
      // A check measures what was recorded; a keyboard profile changes no recorded frame.
      throw UsageError(
        .option(ProfileOptions.profile.primaryName),
        .needs(
          "scenario files or --dump to play under it: check --trace measures the recorded "
            + "frames, which no profile changes (compare or explain --trace --profile judge a "
            + "recording against a profile)"))
    }
    let margin = try arguments.number(SyncOptions.margin)
    return try TraceOptions.traces(arguments, io: io).map {
      try TraceReport($0, tolerance: tolerance, margin: margin, matching: false).measurement
        .summary
    }
  }

  /// Whether the scenarios of `check` should be analysed: always without `--trace`; with it,
  /// only when scenario files or a dump are named too.
  static func checksScenarios(_ arguments: ParsedArguments) -> Bool {
    !arguments.isGiven(TraceOptions.trace) || !arguments.positionals.isEmpty
      || arguments.isGiven(SyncOptions.dump)
  }
}

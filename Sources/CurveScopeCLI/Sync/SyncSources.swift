import CurveScopeMotion
import CurveScopeSupport
import CurveScopeSync

/// Names the file at fault when an analysis fails: errors raised while setting up or explaining
/// a scenario × strategy (an undamped spring in a strategy file, too many overlapping
/// animations, too many frames) are about a file the user wrote, and say which one.
enum SyncSources {
  /// Runs `body`, the analysis of `scenario` × `strategy`; when it throws a library error, the
  /// error is wrapped in an ``InputFileError`` naming the strategy's file when the strategy
  /// came from one and the keyboard of `scenario` alone can be set up (the bar is at fault),
  /// else the scenario's file when it came from one. Errors about the command line pass
  /// through.
  static func attributing<Result>(
    scenario: Scenario, strategy: InputBarStrategy, io: CommandIO,
    _ body: () throws -> Result
  ) throws -> Result {
    do {
      return try body()
    } catch let error as any CurveScopeError {
      if error is UsageError || error is InputFileError { throw error }
      let strategyFile = io.inputs.strategyFile(named: strategy.name)
      let scenarioFile = io.inputs.scenarioFile(named: scenario.name)
      if let strategyFile, scenarioFile == nil || keyboardSetsUp(scenario) {
        throw InputFileError(path: strategyFile, content: error)
      }
      if let scenarioFile { throw InputFileError(path: scenarioFile, content: error) }
      throw error
    }
  }

  /// Whether the keyboard's own motion in `scenario` can be set up.
  private static func keyboardSetsUp(_ scenario: Scenario) -> Bool {
    (try? MotionTimeline(keyboardIn: scenario)) != nil
  }
}

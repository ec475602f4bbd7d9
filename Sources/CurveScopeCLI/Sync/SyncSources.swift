import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

/// Names the file at fault when an analysis fails: errors raised while setting up or explaining
/// a scenario × strategy (an undamped spring in a strategy file, too many overlapping
/// animations, too many frames) are about a file the user wrote, and say which one.
enum SyncSources {
  /// Runs `body`, the analysis of `scenario` × `strategy`; when it throws a library error, the
  /// error is wrapped in an ``InputFileError`` naming the strategy's file when the strategy
  /// came from one and the keyboard of `scenario` alone can be set up (the bar is at fault),
  /// else the keyboard profile's file when the profile came from one (`--profile FILE`), else
  /// the scenario's file when it came from one. Errors about the command line pass through.
  static func attributing<Result>(
    scenario: Scenario, strategy: InputBarStrategy, io: CommandIO,
    _ body: () throws -> Result
  ) throws -> Result {
    do {
      return try body()
    } catch let error as any CurveScopeError {
      if error is UsageError || error is InputFileError { throw error }
      if let path = file(atFault: scenario, strategy: strategy, io: io) {
        throw InputFileError(path: path, content: error)
      }
      throw error
    }
  }

  /// The file at fault when `scenario` × `strategy` cannot be set up, as
  /// ``attributing(scenario:strategy:io:_:)`` chooses it; `nil` when none came from a file.
  static func file(atFault scenario: Scenario, strategy: InputBarStrategy, io: CommandIO)
    -> String?
  {
    let strategyFile = io.inputs.strategyFile(named: strategy.name)
    let profileFile = io.inputs.profileFile(named: scenario.keyboardProfile.name)
    let scenarioFile = io.inputs.scenarioFile(named: scenario.name)
    if let strategyFile,
      (scenarioFile == nil && profileFile == nil) || keyboardSetsUp(scenario)
    {
      return strategyFile
    }
    return profileFile ?? scenarioFile
  }

  /// The file at fault for a sweep cell that cannot be set up (the cell's show rebuilt, so that
  /// the keyboard can be tried alone); `nil` when none came from a file.
  static func file(atFault cell: SyncSweepCellError, sweep: SyncSweep, io: CommandIO) -> String? {
    guard let strategy = sweep.strategies.first(where: { $0.name == cell.strategy }) else {
      return nil
    }
    var scenario: Scenario
    do {
      scenario = try Scenario.defaultShow(
        keyboardHeight: cell.keyboardHeight, duration: cell.duration, curve: sweep.curve,
        screenWidth: sweep.screenWidth, screenHeight: sweep.screenHeight)
    } catch {
      return io.inputs.strategyFile(named: cell.strategy)
    }
    if let profile = sweep.profiles.first(where: { $0.name == cell.profile }) {
      scenario.keyboardProfile = profile
    }
    return file(atFault: scenario, strategy: strategy, io: io)
  }

  /// Whether the keyboard's own motion in `scenario` can be set up.
  private static func keyboardSetsUp(_ scenario: Scenario) -> Bool {
    (try? MotionTimeline(keyboardIn: scenario)) != nil
  }
}

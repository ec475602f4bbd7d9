import CurveScopeSupport
import CurveScopeTiming
import Dispatch
import Synchronization

extension SyncSweep {
  /// The position of cell `index` on each axis; cells run in strategy, profile, height, rate,
  /// duration order (the duration varies fastest).
  struct Cell {
    var strategy: Int
    var profile: Int
    var height: Int
    var rate: Int
    var duration: Int
  }

  /// The most scenarios (profiles × heights × durations) kept built for a whole sweep: 65 536, a few tens of
  /// MB. A larger grid builds each cell's scenario when the cell is analysed, so memory does not
  /// grow with the grid.
  static let maximumKeptScenarios = 65_536

  /// The grid's cell count, checked against ``maximumCombinations``; its scenarios (one per
  /// profile × height × duration, `nil` when there are more than ``maximumKeptScenarios``, each
  /// height and each duration then checked once); and its clocks.
  /// - Throws: ``SimulationError`` for an empty or oversized grid, ``ScenarioError`` for a bad
  ///   height or duration.
  func grid() throws -> (count: Int, scenarios: [Scenario]?, clocks: [FrameClock]) {
    guard let count = combinationCount, count <= Self.maximumCombinations else {
      throw SimulationError.sweepTooLarge(axes: axisCounts, limit: Self.maximumCombinations)
    }
    guard count > 0 else { throw SimulationError.sweepEmpty }
    let clocks = frameRates.map { FrameClock($0) }
    // At most maximumCombinations cells, so the product cannot overflow.
    let kept = profiles.count * keyboardHeights.count * durations.count
    guard kept <= Self.maximumKeptScenarios else {
      // A height's and a duration's errors do not depend on each other nor on the profile.
      let profile = profiles[0]
      for height in keyboardHeights {
        _ = try scenario(profile: profile, height: height, duration: durations[0])
      }
      for duration in durations {
        _ = try scenario(profile: profile, height: keyboardHeights[0], duration: duration)
      }
      return (count, nil, clocks)
    }
    var scenarios: [Scenario] = []
    scenarios.reserveCapacity(kept)
    for profile in profiles {
      for height in keyboardHeights {
        for duration in durations {
          scenarios.append(try scenario(profile: profile, height: height, duration: duration))
        }
      }
    }
    return (count, scenarios, clocks)
  }

  /// The scenario of one cell: a keyboard show of `height` points reported over `duration`,
  /// moved as `profile` moves it.
  func scenario(profile: KeyboardProfile, height: Double, duration: Double) throws(ScenarioError)
    -> Scenario
  {
    var scenario = try Scenario.defaultShow(
      keyboardHeight: height, duration: duration, curve: curve, screenWidth: screenWidth,
      screenHeight: screenHeight)
    scenario.keyboardProfile = profile
    return scenario
  }

  /// The index of cell `cell`'s scenario in the kept scenarios (profile, height, duration order).
  func scenarioIndex(_ cell: Cell) -> Int {
    (cell.profile * keyboardHeights.count + cell.height) * durations.count + cell.duration
  }

  /// Cell `index` of the grid.
  func cell(_ index: Int) -> Cell {
    var rest = index
    let duration = rest % durations.count
    rest /= durations.count
    let rate = rest % frameRates.count
    rest /= frameRates.count
    let height = rest % keyboardHeights.count
    rest /= keyboardHeights.count
    return Cell(
      strategy: rest / profiles.count, profile: rest % profiles.count, height: height, rate: rate,
      duration: duration)
  }

  /// Checks every cell before any is measured, so that a caller can print rows as they come
  /// and still never print a row before an error: the grid's size, its scenarios, and each
  /// cell's analysis set up (timelines built, frames and evaluations counted against their
  /// limits), in parallel on `threads` threads. Setting up is the part of an analysis that can
  /// fail; measuring cannot.
  /// - Throws: what ``run(threads:)`` throws for the grid, and ``SyncSweepCellError`` for the
  ///   first cell (in row order) whose analysis cannot be set up.
  public func prepared(threads: Int = SyncSweep.processorCount) throws -> PreparedSyncSweep {
    let (count, scenarios, clocks) = try grid()
    let prepared = PreparedSyncSweep(
      sweep: self, count: count, scenarios: scenarios, clocks: clocks)
    let firstFailure = Mutex<(index: Int, error: any Error)?>(nil)
    let workers = max(1, min(threads, count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in (count * worker / workers)..<(count * (worker + 1) / workers) {
        do {
          _ = try prepared.analysis(index)
        } catch {
          firstFailure.withLock { failure in
            if failure.map({ index < $0.index }) ?? true { failure = (index, error) }
          }
          return
        }
      }
    }
    if let (index, error) = firstFailure.withLock({ $0 }) {
      let cell = cell(index)
      throw SyncSweepCellError(
        strategy: strategies[cell.strategy].name, profile: profiles[cell.profile].name,
        keyboardHeight: keyboardHeights[cell.height],
        frameRate: frameRates[cell.rate].hertz, duration: durations[cell.duration],
        underlying: error)
    }
    return prepared
  }
}

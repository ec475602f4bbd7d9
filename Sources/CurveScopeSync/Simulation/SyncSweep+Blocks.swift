import CurveScopeMotion
import CurveScopeSupport
import Dispatch
import Synchronization

extension SyncSweep {
  /// The position of cell `index` on each axis; cells run in strategy, height, rate, duration
  /// order (the duration varies fastest).
  struct Cell {
    var strategy: Int
    var height: Int
    var rate: Int
    var duration: Int
  }

  /// The grid's cell count, checked against ``maximumCombinations``, its scenarios (one per
  /// height × duration) and its clocks.
  /// - Throws: ``SimulationError`` for an empty or oversized grid, ``ScenarioError`` for a bad
  ///   height or duration.
  func grid() throws -> (count: Int, scenarios: [Scenario], clocks: [FrameClock]) {
    guard let count = combinationCount, count <= Self.maximumCombinations else {
      throw SimulationError.sweepTooLarge(
        axes: [strategies.count, keyboardHeights.count, frameRates.count, durations.count],
        limit: Self.maximumCombinations)
    }
    guard count > 0 else { throw SimulationError.sweepEmpty }
    var scenarios: [Scenario] = []
    for height in keyboardHeights {
      for duration in durations {
        scenarios.append(
          try Scenario.defaultShow(
            keyboardHeight: height, duration: duration, curve: curve, screenWidth: screenWidth,
            screenHeight: screenHeight))
      }
    }
    return (count, scenarios, frameRates.map { FrameClock($0) })
  }

  /// Cell `index` of the grid.
  func cell(_ index: Int) -> Cell {
    var rest = index
    let duration = rest % durations.count
    rest /= durations.count
    let rate = rest % frameRates.count
    rest /= frameRates.count
    return Cell(
      strategy: rest / keyboardHeights.count, height: rest % keyboardHeights.count, rate: rate,
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
        strategy: strategies[cell.strategy].name, keyboardHeight: keyboardHeights[cell.height],
        frameRate: frameRates[cell.rate].hertz, duration: durations[cell.duration],
        underlying: error)
    }
    return prepared
  }
}

/// A ``SyncSweep`` whose every cell was set up once without error
/// (``SyncSweep/prepared(threads:)``): its rows are computed block by block, so a caller can
/// print them as they come with memory bounded by the block, not the grid.
public struct PreparedSyncSweep: Sendable {
  /// The sweep.
  public let sweep: SyncSweep
  /// The number of cells (rows).
  public let count: Int
  let scenarios: [Scenario]
  let clocks: [FrameClock]

  /// The analysis of cell `index`.
  func analysis(_ index: Int) throws -> SyncAnalysis {
    let cell = sweep.cell(index)
    return try SyncAnalysis(
      scenario: scenarios[cell.height * sweep.durations.count + cell.duration],
      strategy: sweep.strategies[cell.strategy], clock: clocks[cell.rate],
      tolerance: sweep.tolerance)
  }

  /// The rows of cells `range` (clamped to the grid), in row order, computed on `threads`
  /// threads.
  /// - Throws: only what setting up a cell threw when it was prepared (never, since every cell
  ///   was set up once then; analyses are deterministic).
  public func rows(in range: Range<Int>, threads: Int = SyncSweep.processorCount) throws
    -> [SyncSweep.Row]
  {
    let range = range.clamped(to: 0..<count)
    let output = ResultSlots<SyncSweep.Row>(count: range.count)
    let workers = max(1, min(threads, range.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let size = range.count
      for offset in (size * worker / workers)..<(size * (worker + 1) / workers) {
        let index = range.lowerBound + offset
        output.store(Result { try row(index) }, at: offset)
      }
    }
    return try output.collect()
  }

  /// The row of cell `index`.
  func row(_ index: Int) throws -> SyncSweep.Row {
    let cell = sweep.cell(index)
    return SyncSweep.Row(
      strategy: sweep.strategies[cell.strategy].name,
      keyboardHeight: sweep.keyboardHeights[cell.height],
      frameRate: clocks[cell.rate].rate, duration: sweep.durations[cell.duration],
      summary: try analysis(index).summary())
  }
}

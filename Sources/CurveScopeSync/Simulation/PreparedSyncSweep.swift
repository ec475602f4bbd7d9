import CurveScopeSupport
import CurveScopeTiming
import Dispatch

/// A ``SyncSweep`` whose every cell was set up once without error
/// (``SyncSweep/prepared(threads:)``): its rows are computed block by block, so a caller can
/// print them as they come with memory bounded by the block, not the grid.
public struct PreparedSyncSweep: Sendable {
  /// The sweep.
  public let sweep: SyncSweep
  /// The number of cells (rows).
  public let count: Int
  /// Every profile × height × duration scenario, or `nil` when each is built for its cell
  /// (``SyncSweep/maximumKeptScenarios``).
  let scenarios: [Scenario]?
  let clocks: [FrameClock]

  /// The analysis of cell `index`.
  func analysis(_ index: Int) throws -> SyncAnalysis {
    let cell = sweep.cell(index)
    let scenario =
      try scenarios?[sweep.scenarioIndex(cell)]
      ?? sweep.scenario(
        profile: sweep.profiles[cell.profile], height: sweep.keyboardHeights[cell.height],
        duration: sweep.durations[cell.duration])
    return try SyncAnalysis(
      scenario: scenario, strategy: sweep.strategies[cell.strategy], clock: clocks[cell.rate],
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
      strategy: sweep.strategies[cell.strategy].name, profile: sweep.profiles[cell.profile].name,
      keyboardHeight: sweep.keyboardHeights[cell.height],
      frameRate: clocks[cell.rate].rate, duration: sweep.durations[cell.duration],
      summary: try analysis(index).summary())
  }
}

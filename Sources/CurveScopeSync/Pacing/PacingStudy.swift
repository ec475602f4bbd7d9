public import CurveScopeMeasure
import CurveScopeSupport
import Dispatch

/// One strategy in one scenario measured over many seeded runs of a ``FramePacing`` model: the
/// measures as distributions.
public struct PacingStudy: Sendable {
  /// The most runs one study may take.
  public static let maximumRuns = 100_000

  /// The pacing model.
  public var pacing: FramePacing
  /// How many runs (seeds `seed`, `seed + 1`, …).
  public var runs: Int
  /// The first seed.
  public var seed: UInt64

  /// Creates a study.
  /// - Throws: ``FramePacingError/runs(_:limit:)`` unless 1 ≤ `runs` ≤ ``maximumRuns``.
  public init(pacing: FramePacing, runs: Int, seed: UInt64 = 1) throws(FramePacingError) {
    guard runs >= 1, runs <= Self.maximumRuns else {
      throw .runs(runs, limit: Self.maximumRuns)
    }
    self.pacing = pacing
    self.runs = runs
    self.seed = seed
  }

  /// The result of a study: one strategy's runs (``PacingRuns``).
  public typealias Result = PacingRuns

  /// Measures `analysis` on every run, in parallel on `threads` threads.
  /// - Throws: ``MotionError`` for a window needing too many frames; ``SimulationError`` when
  ///   runs × frames passes ``SyncAnalysis/maximumEvaluations``.
  public func run(_ analysis: SyncAnalysis, threads: Int = SyncSweep.processorCount) throws
    -> Result
  {
    let window = analysis.windowEnd
    let frames = try pacing.frames(seed: seed, covering: window).count
    let evaluations = Double(frames) * Double(runs) * 4
    guard evaluations <= SyncAnalysis.maximumEvaluations else {
      throw SimulationError.tooManyEvaluations(
        scenario: analysis.scenario.name, strategy: analysis.strategy.name,
        rate: analysis.clock.rate, evaluations: evaluations, limit: SyncAnalysis.maximumEvaluations)
    }
    let slots = ResultSlots<SyncSummary>(count: runs)
    let workers = max(1, min(threads, runs))
    let pacing = self.pacing
    let first = seed
    let total = runs
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in (total * worker / workers)..<(total * (worker + 1) / workers) {
        let runSeed = first &+ UInt64(index)
        slots.store(
          Swift.Result {
            let paced = try pacing.frames(seed: runSeed, covering: window)
            return analysis.measurer.measure(analysis.pacedSeries(paced, seed: runSeed)).summary
          }, at: index)
      }
    }
    return Result(
      strategy: analysis.strategy.name, summaries: try slots.collect(), regular: analysis.summary())
  }
}

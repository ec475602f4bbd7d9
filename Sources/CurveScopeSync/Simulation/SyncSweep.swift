public import CurveScopeCodec
public import CurveScopeMeasure
import CurveScopeMotion
import CurveScopeSupport
public import CurveScopeTiming
import Dispatch

/// A grid of analyses: strategies × keyboard profiles × keyboard heights × frame rates ×
/// reported durations, each a keyboard show on one screen, run in parallel.
public struct SyncSweep: Sendable {
  /// The most analyses one sweep may run.
  public static let maximumCombinations = 2_000_000

  /// One cell of the grid.
  public struct Row: Sendable, Hashable {
    /// The strategy.
    public var strategy: String
    /// The keyboard profile.
    public var profile: String = KeyboardProfile.ios.name
    /// The keyboard height, in points.
    public var keyboardHeight: Double
    /// The frame rate, in Hz.
    public var frameRate: Double
    /// The reported duration, in seconds.
    public var duration: Double
    /// The measures.
    public var summary: SyncSummary
  }

  /// The strategies, outermost loop.
  public var strategies: [InputBarStrategy]
  /// The keyboard profiles, inside the strategies (``KeyboardProfile/ios`` by default).
  public var profiles: [KeyboardProfile] = [.ios]
  /// Keyboard heights in points.
  public var keyboardHeights: [Double]
  /// Display rates.
  public var frameRates: [FrameRate]
  /// Reported durations in seconds.
  public var durations: [Double]
  /// The reported curve.
  public var curve: AnimationCurve
  /// Screen width in points.
  public var screenWidth: Double
  /// Screen height in points.
  public var screenHeight: Double
  /// |gap| tolerance in points.
  public var tolerance: Double

  /// Creates a sweep; defaults are a 375×812 screen, curve 7 and a 1 pt tolerance.
  public init(
    strategies: [InputBarStrategy], keyboardHeights: [Double], frameRates: [FrameRate],
    durations: [Double], curve: AnimationCurve = .keyboard, screenWidth: Double = 375,
    screenHeight: Double = 812, tolerance: Double = 1
  ) {
    self.strategies = strategies
    self.keyboardHeights = keyboardHeights
    self.frameRates = frameRates
    self.durations = durations
    self.curve = curve
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.tolerance = tolerance
  }

  /// The number of analyses, or `nil` when the product overflows.
  public var combinationCount: Int? {
    var total = 1
    for factor in axisCounts {
      let (product, overflow) = total.multipliedReportingOverflow(by: factor)
      if overflow { return nil }
      total = product
    }
    return total
  }

  /// The sizes of the axes: strategies, profiles, heights, rates, durations.
  public var axisCounts: [Int] {
    [strategies.count, profiles.count, keyboardHeights.count, frameRates.count, durations.count]
  }

  /// Runs every analysis on `threads` threads (default: all cores) and returns the rows in
  /// strategy, profile, height, rate, duration order.
  /// - Throws: ``SimulationError`` for an empty or oversized grid, ``ScenarioError`` for a bad
  ///   height or duration,
  ///   before any work starts.
  public func run(threads: Int = SyncSweep.processorCount) throws -> [Row] {
    guard let count = combinationCount, count <= Self.maximumCombinations else {
      throw SimulationError.sweepTooLarge(axes: axisCounts, limit: Self.maximumCombinations)
    }
    guard count > 0 else {
      throw SimulationError.sweepEmpty
    }
    var scenarios: [Scenario] = []
    for profile in profiles {
      for height in keyboardHeights {
        for duration in durations {
          var scenario = try Scenario.defaultShow(
            keyboardHeight: height, duration: duration, curve: curve, screenWidth: screenWidth,
            screenHeight: screenHeight)
          scenario.keyboardProfile = profile
          scenarios.append(scenario)
        }
      }
    }
    let clocks = frameRates.map { FrameClock($0) }
    let grid = scenarios
    let output = ResultSlots<Row>(count: count)
    let workers = max(1, min(threads, count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      // Contiguous ranges, one per worker, so `threads` really bounds the parallelism.
      let range = (count * worker / workers)..<(count * (worker + 1) / workers)
      for index in range {
        output.store(analyse(index, scenarios: grid, clocks: clocks), at: index)
      }
    }
    return try output.collect()
  }

  private func analyse(_ index: Int, scenarios: [Scenario], clocks: [FrameClock]) -> Result<
    Row, any Error
  > {
    var rest = index
    let durationIndex = rest % durations.count
    rest /= durations.count
    let rateIndex = rest % frameRates.count
    rest /= frameRates.count
    let heightIndex = rest % keyboardHeights.count
    rest /= keyboardHeights.count
    let profileIndex = rest % profiles.count
    let strategyIndex = rest / profiles.count
    let scenario = scenarios[
      (profileIndex * keyboardHeights.count + heightIndex) * durations.count + durationIndex]
    return Result {
      let summary = try SyncAnalysis(
        scenario: scenario, strategy: strategies[strategyIndex], clock: clocks[rateIndex],
        tolerance: tolerance
      ).summary()
      return Row(
        strategy: strategies[strategyIndex].name, profile: profiles[profileIndex].name,
        keyboardHeight: keyboardHeights[heightIndex],
        frameRate: clocks[rateIndex].rate, duration: durations[durationIndex], summary: summary)
    }
  }

  /// The number of active processor cores.
  public static var processorCount: Int {
    max(1, sysconfNumberOfProcessors())
  }
}

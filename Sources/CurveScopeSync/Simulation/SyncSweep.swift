public import CurveScopeCodec
public import CurveScopeMeasure
import CurveScopeSupport
public import CurveScopeTiming

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
    let (count, scenarios, clocks) = try grid()
    let prepared = PreparedSyncSweep(
      sweep: self, count: count, scenarios: scenarios, clocks: clocks)
    return try prepared.rows(in: 0..<count, threads: threads)
  }

  /// The number of active processor cores.
  public static var processorCount: Int {
    max(1, sysconfNumberOfProcessors())
  }
}

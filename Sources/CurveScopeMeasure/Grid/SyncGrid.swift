/// One measure of sync over a grid of analyses laid out as a table: a row per strategy (worst
/// first), a column per value of one swept axis, one number per cell. A sweep's heat map draws
/// it; the simulation module computes it from a sweep's rows
/// (`SyncGrid(sweep:rows:measure:axis:)`), so that the cell rule lives in one place and a figure
/// only draws the numbers.
///
/// ```swift
/// let grid = SyncGrid(
///   sweep: sweep, rows: try sweep.run(), measure: .maxOverlap, axis: .keyboardHeight)
/// print(grid.strategies.first ?? "", grid.worstPoints)
/// ```
public struct SyncGrid: Hashable, Sendable {
  /// The number in a cell.
  public enum Measure: String, Hashable, Sendable, CaseIterable {
    /// ``SyncSummary/maxOverlapPoints`` (≥ 0).
    case maxOverlap
    /// ``SyncSummary/maxGapPoints`` (≥ 0).
    case maxGap
    /// ``SyncSummary/signedWorstGapPoints``: −max overlap or +max gap, whichever is larger.
    case signedWorstGap

    /// The summary's value.
    public func value(_ summary: SyncSummary) -> Double {
      switch self {
      case .maxOverlap: summary.maxOverlapPoints
      case .maxGap: summary.maxGapPoints
      case .signedWorstGap: summary.signedWorstGapPoints
      }
    }
  }

  /// The swept axis across the columns.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// The keyboard's height, in points.
    case keyboardHeight
    /// The reported duration, in seconds.
    case duration
    /// The keyboard profile.
    case profile
  }

  /// A column: a swept number (a height or a duration) or a profile's name.
  public enum Column: Hashable, Sendable {
    /// A height in points or a duration in seconds.
    case value(Double)
    /// A keyboard profile.
    case profile(String)
  }

  /// A swept keyboard profile: its name and how its numbers were obtained.
  public struct Profile: Hashable, Sendable {
    /// The profile's name.
    public var name: String
    /// `measured`, `documented` or `second-hand`.
    public var provenance: String

    /// A profile called `name`.
    public init(name: String, provenance: String) {
      self.name = name
      self.provenance = provenance
    }
  }

  /// What every cell shares: the swept values and the screen the grid was measured on.
  public struct Setting: Hashable, Sendable {
    /// The frame rate of the cells, in Hz (a grid shows one rate).
    public var frameRate: Double
    /// Screen width, in points.
    public var screenWidth: Double
    /// Screen height, in points.
    public var screenHeight: Double
    /// The reported curve's raw value.
    public var curve: Int
    /// |gap| tolerance, in points.
    public var tolerance: Double
    /// The keyboard heights of the cells, ascending, in points.
    public var keyboardHeights: [Double]
    /// The reported durations of the cells, ascending, in seconds.
    public var durations: [Double]
    /// Every swept profile, in the sweep's order.
    public var profiles: [Profile]

    /// A setting with these values.
    public init(
      frameRate: Double, screenWidth: Double, screenHeight: Double, curve: Int, tolerance: Double,
      keyboardHeights: [Double], durations: [Double],
      profiles: [Profile]
    ) {
      self.frameRate = frameRate
      self.screenWidth = screenWidth
      self.screenHeight = screenHeight
      self.curve = curve
      self.tolerance = tolerance
      self.keyboardHeights = keyboardHeights
      self.durations = durations
      self.profiles = profiles
    }
  }

  /// The number in each cell.
  public var measure: Measure
  /// The swept axis across the columns.
  public var axis: Axis
  /// The strategies, one per row, worst first.
  public var strategies: [String]
  /// The columns, in order.
  public var columns: [Column]
  /// The cells, `values[row][column]`; `nil` where no analysis covers the cell.
  public var values: [[Double?]]
  /// Whether some cell covers several analyses (another swept axis) and shows the worst of them.
  public var coversSeveralValues: Bool
  /// The swept values and the screen.
  public var setting: Setting

  /// A grid with these cells.
  public init(
    measure: Measure, axis: Axis, strategies: [String], columns: [Column], values: [[Double?]],
    coversSeveralValues: Bool, setting: Setting
  ) {
    self.measure = measure
    self.axis = axis
    self.strategies = strategies
    self.columns = columns
    self.values = values
    self.coversSeveralValues = coversSeveralValues
    self.setting = setting
  }

  /// The largest |value| of any cell, in points; 0 for an empty grid.
  public var worstPoints: Double {
    values.joined().compactMap { $0.map(abs) }.max() ?? 0
  }

  /// How many strategies stay within the tolerance in every cell they have.
  public var inSyncCount: Int {
    values.filter { row in row.allSatisfy { abs($0 ?? 0) <= setting.tolerance } }.count
  }
}

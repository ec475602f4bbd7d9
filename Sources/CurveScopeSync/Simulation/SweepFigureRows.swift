public import CurveScopeMeasure

/// The rows a sweep's heat map needs, kept as the rows stream by so that a sweep drawn as a heat
/// map (`sweep -o`) stays in bounded memory: rows of the first frame rate (the one the heat maps show), at most two per
/// cell of the figure (the first, and the worst of the others), plus a row for any swept height
/// or duration the kept rows do not show (the header names every one).
///
/// The heat maps keep each cell's worst row (the earliest on a tie) and say when a cell covers
/// several swept values; both come out the same from these rows as from every row. Memory grows
/// with the figure's cells and the swept values, not with the grid.
///
/// ```swift
/// var kept = SweepFigureRows(sweep: sweep)
/// for row in try sweep.run() { kept.add(row) }
/// let grid = kept.grid(sweep)  // the same grid every row gives
/// ```
public struct SweepFigureRows: Sendable {
  /// A cell of the figure: a strategy under a profile (several profiles swept), or at a height.
  private struct Key: Hashable, Sendable {
    var strategy: String
    var profile: String
    var height: Double?
  }

  /// Whether the figure is the profile heat map (several profiles), else the height heat map.
  public let byProfile: Bool
  private var rate: Double?
  private var order: [Key] = []
  private var cells: [Key: (first: SyncSweep.Row, other: SyncSweep.Row?)] = [:]
  private var firstOfHeight: [Double: SyncSweep.Row] = [:]
  private var firstOfDuration: [Double: SyncSweep.Row] = [:]

  /// Rows for the heat map of `sweep`.
  public init(sweep: SyncSweep) {
    byProfile = sweep.profiles.count > 1
  }

  /// The number the heat map shows in a cell: the signed worst gap by profile, the max overlap
  /// by height.
  public var measure: SyncGrid.Measure { byProfile ? .signedWorstGap : .maxOverlap }

  /// The heat map's columns: the profiles, else the keyboard heights.
  public var axis: SyncGrid.Axis { byProfile ? .profile : .keyboardHeight }

  /// How bad `row` is for its cell: the magnitude of what the figure shows
  /// (``SyncGrid/Measure/value(_:)``), as the grid's cell rule compares them.
  public func badness(_ row: SyncSweep.Row) -> Double {
    abs(measure.value(row.summary))
  }

  /// Takes the next row of the sweep (rows come in the sweep's order).
  public mutating func add(_ row: SyncSweep.Row) {
    if rate == nil { rate = row.frameRate }
    guard row.frameRate == rate else { return }
    let key = Key(
      strategy: row.strategy, profile: row.profile, height: byProfile ? nil : row.keyboardHeight)
    if firstOfHeight[row.keyboardHeight] == nil { firstOfHeight[row.keyboardHeight] = row }
    if firstOfDuration[row.duration] == nil { firstOfDuration[row.duration] = row }
    guard let cell = cells[key] else {
      order.append(key)
      cells[key] = (row, nil)
      return
    }
    if let other = cell.other, badness(row) <= badness(other) { return }
    cells[key] = (cell.first, row)
  }

  /// The heat map's grid (`SyncGrid(sweep:rows:measure:axis:)`) of the kept rows of
  /// `sweep`, the sweep these rows were kept for.
  public func grid(_ sweep: SyncSweep) -> SyncGrid {
    SyncGrid(sweep: sweep, rows: rows, measure: measure, axis: axis)
  }

  /// The kept rows: each cell's first and worst other row in the order the cells came, then a
  /// row for each height or duration they miss.
  public var rows: [SyncSweep.Row] {
    var rows: [SyncSweep.Row] = []
    for key in order {
      guard let cell = cells[key] else { continue }
      rows.append(cell.first)
      if let other = cell.other { rows.append(other) }
    }
    let heights = Set(rows.map(\.keyboardHeight))
    let durations = Set(rows.map(\.duration))
    rows += firstOfHeight.filter { !heights.contains($0.key) }.sorted { $0.key < $1.key }.map(
      \.value)
    rows += firstOfDuration.filter { !durations.contains($0.key) }.sorted { $0.key < $1.key }.map(
      \.value)
    return rows
  }
}

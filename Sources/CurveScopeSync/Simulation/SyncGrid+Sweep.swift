public import CurveScopeMeasure

extension SyncGrid {
  /// The grid of `measure` over strategy × `axis` from a sweep's rows: the heat maps' one cell
  /// rule.
  ///
  /// - Only rows of one frame rate count (the first row's; the setting names it).
  /// - A cell holds its row's value; a cell several rows fall in (another swept axis: with
  ///   columns by height, the durations) holds the value of the largest magnitude, the earliest
  ///   row on a tie, and ``SyncGrid/coversSeveralValues`` says so.
  /// - Rows are ordered worst first by the mean |value| over the row's cells, the sweep's order
  ///   on a tie; columns are the swept values ascending, or the sweep's profiles in its order
  ///   (those the rows cover).
  ///
  /// No rows give an empty grid (no strategies, frame rate 0).
  /// - Parameters:
  ///   - sweep: the sweep that produced `rows` (its screen, curve, tolerance and profiles).
  public init(sweep: SyncSweep, rows: [SyncSweep.Row], measure: Measure, axis: Axis) {
    let rate = rows.first?.frameRate
    let shown = rows.filter { $0.frameRate == rate }
    var strategies: [String] = []
    var seen = Set<String>()
    for row in shown where seen.insert(row.strategy).inserted { strategies.append(row.strategy) }
    func column(_ row: SyncSweep.Row) -> Column {
      switch axis {
      case .keyboardHeight: .value(row.keyboardHeight)
      case .duration: .value(row.duration)
      case .profile: .profile(row.profile)
      }
    }
    let columns: [Column] =
      switch axis {
      case .keyboardHeight: Set(shown.map(\.keyboardHeight)).sorted().map(Column.value)
      case .duration: Set(shown.map(\.duration)).sorted().map(Column.value)
      case .profile:
        sweep.profiles.map(\.name).filter { name in shown.contains { $0.profile == name } }
          .map(Column.profile)
      }
    var cells: [String: [Column: Double]] = [:]
    var merged = false
    for row in shown {
      let key = column(row)
      let value = measure.value(row.summary)
      if let existing = cells[row.strategy]?[key] {
        merged = true
        if abs(value) > abs(existing) { cells[row.strategy]?[key] = value }
      } else {
        cells[row.strategy, default: [:]][key] = value
      }
    }
    func badness(_ strategy: String) -> Double {
      let values = columns.compactMap { cells[strategy]?[$0].map(abs) }
      return values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
    let ordered = strategies.enumerated().sorted { a, b in
      let (ba, bb) = (badness(a.element), badness(b.element))
      return ba != bb ? ba > bb : a.offset < b.offset
    }.map(\.element)
    self.init(
      measure: measure, axis: axis, strategies: ordered, columns: columns,
      values: ordered.map { strategy in columns.map { cells[strategy]?[$0] } },
      coversSeveralValues: merged,
      setting: Setting(
        frameRate: rate ?? 0, screenWidth: sweep.screenWidth, screenHeight: sweep.screenHeight,
        curve: sweep.curve.rawValue, tolerance: sweep.tolerance,
        keyboardHeights: Set(shown.map(\.keyboardHeight)).sorted(),
        durations: Set(shown.map(\.duration)).sorted(),
        profiles: sweep.profiles.map {
          Profile(name: $0.name, provenance: $0.provenance.kind.rawValue)
        }))
  }
}

import CurveScopeSync
import Testing

/// The heat map's cell rule through the library: the rows kept while a sweep streams hold, for
/// every cell, the same worst row a pass over all rows finds.
@Suite("Sweep heat-map rows kept while streaming")
struct SweepFigureRowsLibraryTests {
  /// A cell: strategy and profile, plus the height when one profile is swept.
  struct Cell: Hashable {
    var strategy: String
    var profile: String
    var height: Double?
  }

  @Test(
    "each cell's worst row (earliest on a tie) is kept, at the first frame rate only",
    arguments: [["ios"], ["ios", "ios-26", "android-compat"]])
  func worstRowPerCell(_ names: [String]) throws {
    var late = InputBarStrategy.displayLink
    late.name = "display-link-3"
    late.latencyFrames = 3
    var sweep = SyncSweep(
      strategies: [late] + InputBarStrategy.presets.reversed(),
      keyboardHeights: [291, 216], frameRates: [.hz120, .hz60], durations: [0.4, 0.25, 0.1])
    sweep.profiles = try names.map { try KeyboardProfile.named($0) }
    let all = try sweep.run()
    var kept = SweepFigureRows(sweep: sweep)
    for row in all { kept.add(row) }
    let byProfile = names.count > 1
    #expect(kept.byProfile == byProfile)
    // Independently: group the first rate's rows by cell and take the largest measure, the
    // earliest row on a tie.
    func measure(_ row: SyncSweep.Row) -> Double {
      byProfile
        ? max(row.summary.maxOverlapPoints, row.summary.maxGapPoints)
        : row.summary.maxOverlapPoints
    }
    var worst: [Cell: SyncSweep.Row] = [:]
    for row in all where row.frameRate == all[0].frameRate {
      let cell = Cell(
        strategy: row.strategy, profile: row.profile, height: byProfile ? nil : row.keyboardHeight)
      if let current = worst[cell], measure(row) <= measure(current) { continue }
      worst[cell] = row
    }
    let rows = kept.rows
    #expect(rows.allSatisfy { $0.frameRate == all[0].frameRate })
    #expect(rows.count < all.count / 2)
    for (cell, row) in worst {
      let keptOfCell = rows.filter {
        Cell(
          strategy: $0.strategy, profile: $0.profile, height: byProfile ? nil : $0.keyboardHeight)
          == cell
      }
      #expect(keptOfCell.map(measure).max() == measure(row), "\(cell)")
      #expect(keptOfCell.contains(row), "\(cell)")
    }
    // Every swept height and duration still appears in a kept row (the header names them).
    #expect(Set(rows.map(\.keyboardHeight)) == [291, 216])
    #expect(Set(rows.map(\.duration)) == [0.4, 0.25, 0.1])
  }
}

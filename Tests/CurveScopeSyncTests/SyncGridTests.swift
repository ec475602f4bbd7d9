import CurveScopeMeasure
import CurveScopeSync
import Testing

/// The heat maps' one cell rule, through the library: every cell checked against the sweep's
/// rows grouped by hand (the largest magnitude of the cell's rows at the first rate), the rows'
/// order against their means, and the worst |gap| against each summary's two measures.
@Suite("Sweep grids: the heat maps' cells")
struct SyncGridTests {
  /// Three strategies, two heights, two rates, two durations: each height cell covers two rows
  /// (the durations) at the first rate.
  static func sweep() -> SyncSweep {
    SyncSweep(
      strategies: [.curveShift, .reportedDuration, .displayLink], keyboardHeights: [291, 216],
      frameRates: [.hz120, .hz60], durations: [0.4, 0.25])
  }

  @Test("by height: each cell is its rows' largest max overlap at the first rate, worst row first")
  func byHeight() throws {
    let sweep = Self.sweep()
    let rows = try sweep.run(threads: 1)
    let grid = SyncGrid(sweep: sweep, rows: rows, measure: .maxOverlap, axis: .keyboardHeight)
    #expect(grid.setting.frameRate == 120)
    #expect(grid.columns == [.value(216), .value(291)])
    #expect(grid.setting.keyboardHeights == [216, 291])
    #expect(grid.setting.durations == [0.25, 0.4])
    #expect(grid.coversSeveralValues)
    #expect(Set(grid.strategies) == ["curve-shift", "reported-duration", "display-link"])
    for (row, strategy) in grid.strategies.enumerated() {
      for (column, height) in [216.0, 291].enumerated() {
        let covered = rows.filter {
          $0.strategy == strategy && $0.keyboardHeight == height && $0.frameRate == 120
        }
        #expect(covered.count == 2)
        #expect(grid.values[row][column] == covered.map(\.summary.maxOverlapPoints).max())
      }
    }
    // Worst first: the row means never increase down the grid.
    let means = grid.values.map { cells in cells.compactMap { $0 }.reduce(0, +) / 2 }
    #expect(zip(means, means.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(grid.strategies.first == "reported-duration")
    #expect(
      grid.worstPoints == rows.filter { $0.frameRate == 120 }.map(\.summary.maxOverlapPoints).max())
    // The keyboard's own curve passed on keeps the bar on the keyboard in every cell.
    #expect(grid.values[grid.strategies.firstIndex(of: "curve-shift") ?? 0] == [0, 0])
  }

  @Test("by profile: the signed worst gap, −overlap or +gap, whichever is larger")
  func byProfile() throws {
    var sweep = SyncSweep(
      strategies: [.curveShift, .reportedDuration, .displayLink, .fixedGuess],
      keyboardHeights: [291], frameRates: [.hz120], durations: [0.25])
    sweep.profiles = try ["ios", "ios-26", "android-compat"].map { try KeyboardProfile.named($0) }
    let rows = try sweep.run(threads: 1)
    let grid = SyncGrid(sweep: sweep, rows: rows, measure: .signedWorstGap, axis: .profile)
    #expect(grid.columns == [.profile("ios"), .profile("ios-26"), .profile("android-compat")])
    #expect(!grid.coversSeveralValues)
    #expect(grid.setting.profiles.map(\.name) == ["ios", "ios-26", "android-compat"])
    var sawOverlap = false
    var sawGap = false
    for row in rows {
      let overlap = row.summary.maxOverlapPoints
      let gap = row.summary.maxGapPoints
      let expected = overlap > gap ? -overlap : gap
      let cell = try #require(grid.strategies.firstIndex(of: row.strategy))
      let column = try #require(grid.columns.firstIndex(of: .profile(row.profile)))
      #expect(grid.values[cell][column] == expected, "\(row.strategy) \(row.profile)")
      #expect(abs(expected) == row.summary.worstGapPoints)
      #expect(row.summary.signedWorstGapPoints == expected)
      sawOverlap = sawOverlap || expected < 0
      sawGap = sawGap || expected > 0
    }
    // The grid holds both signs, so a sign mistake cannot pass unseen.
    #expect(sawOverlap && sawGap)
    #expect(
      grid.worstPoints
        == rows.map { max($0.summary.maxOverlapPoints, $0.summary.maxGapPoints) }.max())
    let inSync = Set(rows.map(\.strategy)).filter { strategy in
      rows.filter { $0.strategy == strategy }.allSatisfy {
        max($0.summary.maxOverlapPoints, $0.summary.maxGapPoints) <= sweep.tolerance
      }
    }
    #expect(grid.inSyncCount == inSync.count)
  }

  @Test("the rows kept while a sweep streams give the grid every row gives")
  func streamedRows() throws {
    for profiles in [["ios"], ["ios", "ios-26"]] {
      var sweep = Self.sweep()
      sweep.profiles = try profiles.map { try KeyboardProfile.named($0) }
      let rows = try sweep.run(threads: 1)
      var kept = SweepFigureRows(sweep: sweep)
      for row in rows { kept.add(row) }
      let whole = SyncGrid(sweep: sweep, rows: rows, measure: kept.measure, axis: kept.axis)
      #expect(kept.grid(sweep) == whole)
      #expect(whole.axis == (profiles.count > 1 ? .profile : .keyboardHeight))
    }
  }

  @Test("no rows: an empty grid")
  func empty() {
    let grid = SyncGrid(sweep: Self.sweep(), rows: [], measure: .maxGap, axis: .duration)
    #expect(grid.strategies.isEmpty && grid.values.isEmpty && grid.columns.isEmpty)
    #expect(grid.worstPoints == 0)
  }
}

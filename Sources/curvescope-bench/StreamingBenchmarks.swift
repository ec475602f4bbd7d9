import CurveScope

/// What streaming a sweep costs: the pass that sets up every cell before the first row is
/// printed (so that an error leaves stdout empty), and the rows computed block by block, against
/// one whole `run()` (which holds every row in memory).
enum StreamingBenchmarks {
  static func run() throws -> [String] {
    // The same 100 000 scenarios as the sweep benchmark (the 8 handler presets).
    let sweep = SyncSweep(
      strategies: Array(InputBarStrategy.presets.prefix(8)),
      keyboardHeights: (0..<125).map { 200 + Double($0) },
      frameRates: [.hz120],
      durations: (0..<100).map { 0.1 + Double($0) * 0.004 })
    let count = sweep.combinationCount ?? 0
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
    var whole = Double.infinity
    var check = Double.infinity
    var blocks = Double.infinity
    for _ in 0..<5 {
      var rows: [SyncSweep.Row] = []
      whole = min(whole, seconds(try clock.measure { rows = try sweep.run() }))
      blackHole(rows.last?.summary.maxOverlapPoints ?? 0)
      var prepared: PreparedSyncSweep?
      check = min(check, seconds(try clock.measure { prepared = try sweep.prepared() }))
      guard let prepared else { continue }
      var last = 0.0
      blocks = min(
        blocks,
        seconds(
          try clock.measure {
            var start = 0
            while start < prepared.count {
              let block = try prepared.rows(in: start..<(start + 8192))
              last = block.last?.summary.maxOverlapPoints ?? last
              start += 8192
            }
          }))
      blackHole(last)
    }
    return [
      "sweep of \(count) at 120 Hz, all rows at once (run): \(milliseconds(whole)) ms",
      "  streamed: check every cell \(milliseconds(check)) ms + rows in blocks of 8192 "
        + "\(milliseconds(blocks)) ms = \(milliseconds(check + blocks)) ms "
        + "(\(Int(((check + blocks) / whole * 100).rounded())) % of run; best of 5)",
    ]
  }

  private static func milliseconds(_ seconds: Double) -> String {
    String(Int((seconds * 1000).rounded()))
  }
}

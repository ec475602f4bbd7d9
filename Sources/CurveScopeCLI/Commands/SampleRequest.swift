import CurveScopeSupport
import CurveScopeTiming

/// What `curvescope sample` prints, streamed row by row in one of three formats.
///
/// The row count is known (and checked against the limit) before the first byte; each row is
/// computed when it is printed, so memory does not grow with the number of rows, and a failed
/// write stops the sampling.
struct SampleRequest {
  /// The curve as the user gave it.
  var curve: CurveSpec
  /// The timing sampled.
  var timing: Timing
  /// The display rate.
  var frameRate: FrameRate
  /// The number of rows, from `TimingSampler.rowCount(duration:frameRate:)`.
  var rowCount: Int

  /// Reads the request: the row count is checked here, before anything is printed.
  /// - Throws: `TimingError` when the rows pass `TimingSampler.maximumRowCount`.
  init(curve: CurveSpec, timing: Timing, frameRate: FrameRate) throws {
    self.curve = curve
    self.timing = timing
    self.frameRate = frameRate
    rowCount = try TimingSampler.rowCount(duration: timing.duration, frameRate: frameRate)
  }

  /// Row `k`.
  func row(_ k: Int) -> TimingSample {
    TimingSampler.row(k, of: timing, duration: timing.duration, frameRate: frameRate)
  }

  /// The name printed: the catalogue name, or the spec as typed.
  var name: String { curve.name ?? curve.text.trimmingWhitespace() }

  /// Prints every row in `format`, flushing as it goes.
  /// - Throws: `StandardOutputError` when the output cannot be written.
  func write(_ format: SampleFormat, to io: inout CommandIO) throws {
    switch format {
    case .csv: try writeCSV(to: &io)
    case .json: try writeJSON(to: &io)
    case .table: try writeTable(to: &io)
    }
  }

  /// `time_ms,progress,value,velocity` and one line per frame, at full precision.
  private func writeCSV(to io: inout CommandIO) throws {
    io.print("time_ms,progress,value,velocity")
    for k in 0..<rowCount {
      let row = row(k)
      io.print(
        NumberText.exact(row.timeMilliseconds) + "," + NumberText.exact(row.progress) + ","
          + NumberText.exact(row.value) + "," + NumberText.exact(row.velocity))
      try io.flushIfLarge()
    }
  }

  /// An object with the request (`curve`, `kind`, `duration`, `fps`) and `samples` (`timeMs`,
  /// `progress`, `value`, `velocity`), one compact object per line; numbers at full precision,
  /// non-finite ones as `null`.
  private func writeJSON(to io: inout CommandIO) throws {
    let header: [(String, JSONValue)] = [
      ("curve", .string(name)),
      ("kind", .string(curve.definition.kind)),
      ("duration", .double(timing.duration)),
      ("fps", .double(frameRate.hertz)),
    ]
    io.print("{")
    for (key, value) in header {
      io.print("  \(JSONValue.string(key).compactText): \(value.compactText),")
    }
    io.print("  \"samples\": [")
    for k in 0..<rowCount {
      let row = row(k)
      let object = JSONValue.object([
        ("timeMs", .double(row.timeMilliseconds)),
        ("progress", .double(row.progress)),
        ("value", .double(row.value)),
        ("velocity", .double(row.velocity)),
      ])
      io.print("    " + object.compactText + (k + 1 < rowCount ? "," : ""))
      try io.flushIfLarge()
    }
    io.print("  ]")
    io.print("}")
  }

  /// A title line and an aligned table: time to 0.01 ms, progress to 4 places, value to 6,
  /// velocity to 4. Column widths need every cell, so the rows are computed twice (the first
  /// pass only measures), never stored.
  private func writeTable(to io: inout CommandIO) throws {
    var table = StreamedTable(
      headers: ["time (ms)", "progress", "value", "velocity (1/s)"],
      alignments: [.right, .right, .right, .right])
    for k in 0..<rowCount { table.measure(cells(row(k))) }
    io.print(
      TerminalText.escaped(name) + ": \(NumberText.exact(timing.duration)) s at \(frameRate), "
        + "\(rowCount) frames")
    io.print(table.headerLines, terminator: "")
    for k in 0..<rowCount {
      io.print(table.line(cells(row(k))))
      try io.flushIfLarge()
    }
  }

  private func cells(_ row: TimingSample) -> [String] {
    [
      NumberText.fixed(row.timeMilliseconds, decimals: 2),
      NumberText.fixed(row.progress, decimals: 4),
      NumberText.fixed(row.value, decimals: 6),
      NumberText.fixed(row.velocity, decimals: 4),
    ]
  }
}

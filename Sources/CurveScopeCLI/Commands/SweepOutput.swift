import CurveScopeSupport
import CurveScopeSync

/// The rows of a prepared sweep, printed in one format as they are computed: block by block
/// (``blockSize`` cells in parallel), each block written out before the next is computed, so
/// memory stays bounded and a failed write stops the sweep. The profile is a column of its own
/// (the last of the CSV, the first member of each JSON object; in the table only when another
/// profile than `ios` is swept).
struct SweepOutput {
  /// Cells computed together between writes.
  static let blockSize = 8192

  /// The sweep, every cell already set up.
  var prepared: PreparedSyncSweep
  /// The format.
  var format: SweepCommand.SweepFormat
  /// The progress line, told the cells computed so far (the table computes them twice).
  var progress: ProgressLine? = nil

  /// Whether the table has a profile column: another profile than `ios` is swept.
  var showsProfiles: Bool { prepared.sweep.profiles.map(\.name) != ["ios"] }

  /// Prints every row, and hands each printed row to `observe` (once, in row order).
  /// - Throws: `StandardOutputError` when the output cannot be written.
  func write(to io: inout CommandIO, observe: (SyncSweep.Row) -> Void = { _ in }) throws {
    switch format {
    case .csv:
      defer { progress?.finish() }
      io.print(Self.csvHeader)
      try forEachRow { row in
        observe(row)
        io.print(Self.csv(row))
        try io.flushIfLarge()
      }
    case .json:
      defer { progress?.finish() }
      io.print("[", terminator: "")
      var first = true
      try forEachRow { row in
        observe(row)
        // The same text as the whole array's `prettyText`: each element one level in, as a
        // one-element array prints it between `[\n  ` and `\n]`.
        let array = JSONValue.array([Self.json(row)]).prettyText
        io.print(first ? "\n  " : ",\n  ", terminator: "")
        io.print(
          String(decoding: array.utf8.dropFirst(4).dropLast(2), as: UTF8.self), terminator: "")
        first = false
        try io.flushIfLarge()
      }
      io.print("\n]")
    case .table:
      defer { progress?.finish() }
      // Column widths need every cell: a first pass measures (and stores nothing), the second
      // prints; the table is meant for reading, CSV and JSON for large grids.
      var table = StreamedTable(
        headers: Self.tableHeaders(profiles: showsProfiles),
        alignments: Self.tableAlignments(profiles: showsProfiles))
      try forEachRow { table.measure(Self.tableCells($0, profiles: showsProfiles)) }
      io.print(table.headerLines, terminator: "")
      try forEachRow(pass: 1) { row in
        observe(row)
        io.print(table.line(Self.tableCells(row, profiles: showsProfiles)))
        try io.flushIfLarge()
      }
    }
  }

  /// Calls `body` with every row in order, computing ``blockSize`` at a time.
  private func forEachRow(pass: Int = 0, _ body: (SyncSweep.Row) throws -> Void) throws {
    let passes = format == .table ? 2 : 1
    var start = 0
    while start < prepared.count {
      let end = min(prepared.count, start + Self.blockSize)
      for row in try prepared.rows(in: start..<end) { try body(row) }
      start = end
      progress?.update(pass * prepared.count + end, of: passes * prepared.count)
    }
  }

  static let csvHeader =
    "strategy,keyboard_height,fps,duration,max_overlap_pt,max_overlap_at_ms,max_gap_pt,"
    + "max_gap_at_ms,lag_at_half_travel_ms,frames_out_of_tolerance,out_of_sync_ms,"
    + "final_error_pt,rms_gap_pt,profile"

  /// One CSV line; the strategy's name is escaped for the terminal and quoted as RFC 4180 asks
  /// when it holds a comma or a quote.
  static func csv(_ row: SyncSweep.Row) -> String {
    let summary = row.summary
    let number = JSONValue.number
    func optional(_ value: Double?) -> String { value.map(number) ?? "" }
    return [
      csvField(row.strategy), number(row.keyboardHeight), number(row.frameRate),
      number(row.duration), number(summary.maxOverlapPoints),
      optional(summary.maxOverlapAtMilliseconds), number(summary.maxGapPoints),
      optional(summary.maxGapAtMilliseconds), optional(summary.lagAtHalfTravelMilliseconds),
      String(summary.framesOutOfTolerance), number(summary.outOfSyncMilliseconds),
      number(summary.finalErrorPoints), number(summary.rmsGapPoints), csvField(row.profile),
    ].joined(separator: ",")
  }

  /// `text` escaped for the terminal, in quotes (inner quotes doubled) when it holds `,` or `"`.
  static func csvField(_ text: String) -> String {
    let escaped = TerminalText.escaped(text)
    guard escaped.contains(",") || escaped.contains("\"") else { return escaped }
    return "\""
      + escaped.split(separator: "\"", omittingEmptySubsequences: false).joined(
        separator: "\"\"") + "\""
  }

  /// One JSON object: the cell's profile, height and duration, then the measures (exact names
  /// kept).
  static func json(_ row: SyncSweep.Row) -> JSONValue {
    guard case .object(let members) = row.summary.jsonValue else { return .null }
    return .object(
      [
        ("profile", .string(row.profile)), ("keyboardHeight", .double(row.keyboardHeight)),
        ("duration", .double(row.duration)),
      ] + members)
  }

  static func tableHeaders(profiles: Bool) -> [String] {
    (profiles ? ["strategy", "profile"] : ["strategy"]) + [
      "height", "fps", "duration", "max overlap", "max gap", "lag @50%", "out of sync",
    ]
  }

  static func tableAlignments(profiles: Bool) -> [TextTable.Alignment] {
    (profiles ? [.left, .left] : [.left]) + Array(repeating: .right, count: 7)
  }

  static func tableCells(_ row: SyncSweep.Row, profiles: Bool) -> [String] {
    let summary = row.summary
    return (profiles ? [row.strategy, row.profile] : [row.strategy]) + [
      "\(NumberText.reading(row.keyboardHeight)) pt",
      "\(NumberText.reading(row.frameRate)) Hz",
      "\(NumberText.reading(row.duration, decimals: 3)) s",
      "\(NumberText.reading(summary.maxOverlapPoints)) pt",
      "\(NumberText.reading(summary.maxGapPoints)) pt",
      summary.lagAtHalfTravelMilliseconds.map { "\(NumberText.reading($0)) ms" } ?? "never",
      "\(NumberText.reading(summary.outOfSyncMilliseconds)) ms",
    ]
  }
}

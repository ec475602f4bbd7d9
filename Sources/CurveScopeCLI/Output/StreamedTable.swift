/// A ``TextTable`` printed line by line: the column widths are measured first (a pass over
/// the cells that stores nothing), then the header, the rule and each row are formatted alone,
/// exactly as ``TextTable/text`` would lay them out.
///
/// Rows cannot be folded into blocks without being kept, so on a terminal narrower than the
/// table the widest text columns are shortened instead (to no less than 8 characters), their
/// cut cells ending in `…`; into a file or a pipe nothing is cut.
struct StreamedTable {
  /// The narrowest a text column is shortened to.
  static let minimumColumn = 8

  /// Column titles.
  var headers: [String]
  /// Alignment of each column.
  var alignments: [TextTable.Alignment]
  /// The width of each column so far: its title's, then its widest measured cell's.
  private(set) var widths: [Int]

  /// A table with these titles and alignments, no cell measured yet.
  init(headers: [String], alignments: [TextTable.Alignment]) {
    self.headers = headers
    self.alignments = alignments
    widths = headers.map(\.count)
  }

  /// Widens the columns to hold `cells` (escaped as they will be printed).
  mutating func measure(_ cells: [String]) {
    for (index, cell) in cells.enumerated() where index < widths.count {
      widths[index] = max(widths[index], TerminalText.escaped(cell).count)
    }
  }

  /// The header line and the rule under it, each with a newline.
  var headerLines: String {
    let shown = fittedWidths(TerminalStyle.current.width)
    return line(headers, escaping: false) + "\n"
      + shown.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
  }

  /// One row, padded to the measured widths, without a newline; control characters in cells
  /// are escaped.
  func line(_ cells: [String], escaping: Bool = true) -> String {
    let shown = fittedWidths(TerminalStyle.current.width)
    return (0..<shown.count).map { index in
      let raw = index < cells.count ? cells[index] : ""
      var cell = escaping ? TerminalText.escaped(raw) : raw
      if cell.count > shown[index] { cell = String(cell.prefix(max(0, shown[index] - 1))) + "…" }
      let pad = String(repeating: " ", count: max(0, shown[index] - cell.count))
      let alignment = index < alignments.count ? alignments[index] : .left
      return alignment == .left ? cell + pad : pad + cell
    }
    .joined(separator: "  ")
    .trailingSpacesRemoved()
  }

  /// The measured widths, the widest text columns shortened one character at a time (never
  /// below ``minimumColumn`` or the title) until the table fits `limit`; unchanged without one.
  func fittedWidths(_ limit: Int?) -> [Int] {
    var shown = widths
    guard let limit else { return shown }
    var total = shown.reduce(0, +) + 2 * max(0, shown.count - 1)
    while total > limit {
      let candidates = shown.indices.filter { index in
        (index >= alignments.count || alignments[index] == .left)
          && shown[index] > max(Self.minimumColumn, headers[index].count)
      }
      guard let widest = candidates.max(by: { shown[$0] < shown[$1] }) else { break }
      shown[widest] -= 1
      total -= 1
    }
    return shown
  }
}

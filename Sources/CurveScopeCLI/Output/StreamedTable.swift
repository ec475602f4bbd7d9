/// A ``TextTable`` printed line by line: the column widths are measured first (a pass over
/// the cells that stores nothing), then the header, the rule and each row are formatted alone,
/// exactly as ``TextTable/text`` would lay them out.
struct StreamedTable {
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
    line(headers, escaping: false) + "\n"
      + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
  }

  /// One row, padded to the measured widths, without a newline; control characters in cells
  /// are escaped.
  func line(_ cells: [String], escaping: Bool = true) -> String {
    (0..<widths.count).map { index in
      let raw = index < cells.count ? cells[index] : ""
      let cell = escaping ? TerminalText.escaped(raw) : raw
      let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
      let alignment = index < alignments.count ? alignments[index] : .left
      return alignment == .left ? cell + pad : pad + cell
    }
    .joined(separator: "  ")
    .trailingSpacesRemoved()
  }
}

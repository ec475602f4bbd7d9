/// A plain-text table with a header row, columns padded to their widest cell.
package struct TextTable: Sendable {
  /// How a column's cells are aligned.
  package enum Alignment: Sendable {
    /// Padded on the right (text).
    case left
    /// Padded on the left (numbers).
    case right
  }

  /// Column titles.
  package var headers: [String]
  /// Alignment of each column; missing entries are left-aligned.
  package var alignments: [Alignment]
  /// Rows of cells; a short row is padded with empty cells.
  package var rows: [[String]] = []

  /// Creates an empty table with the given headers.
  package init(headers: [String], alignments: [Alignment] = []) {
    self.headers = headers
    self.alignments = alignments
  }

  /// Appends a row.
  package mutating func append(_ row: [String]) {
    rows.append(row)
  }

  /// The table as lines joined by newlines, with a rule under the header and a final newline.
  /// Control characters in headers and cells (a scenario name with a newline or an escape
  /// sequence) are escaped, so a cell stays one cell on one line.
  package var text: String {
    let headers = headers.map(TerminalText.escaped)
    let rows = rows.map { $0.map(TerminalText.escaped) }
    let columns = max(headers.count, rows.map(\.count).max() ?? 0)
    var widths = [Int](repeating: 0, count: columns)
    for row in [headers] + rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], cell.count)
      }
    }
    func render(_ row: [String]) -> String {
      (0..<columns).map { index in
        let cell = index < row.count ? row[index] : ""
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        let alignment = index < alignments.count ? alignments[index] : .left
        return alignment == .left ? cell + pad : pad + cell
      }
      .joined(separator: "  ")
      .trailingSpacesRemoved()
    }
    var lines = [render(headers)]
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    lines.append(contentsOf: rows.map(render))
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string without trailing spaces.
  func trailingSpacesRemoved() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}

/// A plain-text table with a header row, columns padded to their widest cell.
///
/// It follows the running command's ``TerminalStyle``: on a terminal narrower than the table,
/// the columns are folded into blocks that fit, each repeating the first column, so nothing is
/// cut; cells of a column with a tone are coloured when standard output is.
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
  /// The tone of each cell of a column, by column index, from the cell's text (a verdict
  /// column: `FAIL` red, `ok` green).
  package var tones: [Int: @Sendable (String) -> TerminalStyle.Tone?] = [:]

  /// Creates an empty table with the given headers.
  package init(headers: [String], alignments: [Alignment] = []) {
    self.headers = headers
    self.alignments = alignments
  }

  /// Appends a row.
  package mutating func append(_ row: [String]) {
    rows.append(row)
  }

  /// The table as lines joined by newlines, with a rule under the header and a final newline,
  /// in the running command's style. Control characters in headers and cells (a scenario name
  /// with a newline or an escape sequence) are escaped, so a cell stays one cell on one line.
  package var text: String { text(style: TerminalStyle.current) }

  /// The table in `style`: folded to its width, coloured when it colours standard output.
  package func text(style: TerminalStyle) -> String {
    let headers = headers.map(TerminalText.escaped)
    let rows = rows.map { $0.map(TerminalText.escaped) }
    let columns = max(headers.count, rows.map(\.count).max() ?? 0)
    var widths = [Int](repeating: 0, count: columns)
    for row in [headers] + rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], cell.count)
      }
    }
    func render(_ row: [String], _ indices: [Int], painted: Bool) -> String {
      indices.map { index in
        let cell = index < row.count ? row[index] : ""
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        let shown = painted ? style.paint(cell, tones[index]?(cell)) : cell
        let alignment = index < alignments.count ? alignments[index] : .left
        return alignment == .left ? shown + pad : pad + shown
      }
      .joined(separator: "  ")
      .trailingSpacesRemoved()
    }
    var blocks: [String] = []
    for indices in Self.blocks(widths: widths, limit: style.width) {
      var lines = [render(headers, indices, painted: false)]
      lines.append(
        indices.map { String(repeating: "-", count: widths[$0]) }.joined(separator: "  "))
      lines.append(contentsOf: rows.map { render($0, indices, painted: true) })
      blocks.append(lines.joined(separator: "\n") + "\n")
    }
    return blocks.joined(separator: "\n")
  }

  /// The columns of each block when a table of these column widths must fit in `limit`
  /// columns: one block of every column when it fits (or there is no limit), else the first
  /// column repeated in each block with as many of the others as fit (at least one).
  static func blocks(widths: [Int], limit: Int?) -> [[Int]] {
    let all = Array(widths.indices)
    let total = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
    guard let limit, total > limit, widths.count > 1 else { return [all] }
    var blocks: [[Int]] = []
    var current = [0]
    var used = widths[0]
    for index in widths.indices.dropFirst() {
      if current.count > 1, used + 2 + widths[index] > limit {
        blocks.append(current)
        current = [0]
        used = widths[0]
      }
      current.append(index)
      used += 2 + widths[index]
    }
    blocks.append(current)
    return blocks
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

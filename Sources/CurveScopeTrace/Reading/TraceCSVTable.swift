/// The lines of a CSV trace that hold data, after its header: the columns found, and for each
/// data line its number and where its text lies in the bytes.
///
/// The header is the first line that contains `time_ms` (any case). Text before its first
/// column (`flutter: `, ` LOG  curvescope: `, a logcat tag) is a prefix: data lines must start
/// with it and lose it, and lines that do not start with it are other log output and are
/// skipped. Without a prefix every later line is data. Blank lines and lines starting with `#`
/// are skipped, except comments that set a value, `# screen_height: 844` (also `screen_width`
/// and `safe_area_bottom`), which a recorder can print after the header. Cells are separated by commas, or tabs or semicolons when the header has no
/// comma; spaces and double quotes around a cell are dropped. Lines end in LF or CRLF.
///
/// Works on the UTF-8 bytes (no per-character grapheme breaking): O(bytes).
struct TraceCSVTable {
  /// The file's bytes.
  let bytes: [UInt8]
  /// The index of each needed column among a line's cells.
  var columns: [TraceColumn: Int]
  /// Each data line: its 1-based number and its bytes after the prefix.
  var lines: [(number: Int, range: Range<Int>)]
  /// The cell separator.
  var separator: UInt8
  /// Values set by `# key: value` comments after the header, keys lower-cased.
  var settings: [String: String] = [:]

  /// Splits `bytes` into header and data lines.
  /// - Throws: ``TraceError`` when no line names `time_ms` or the header lacks a column, or
  ///   there are more data lines than ``Trace/maximumFrameCount``.
  init(_ input: some Collection<UInt8>) throws(TraceError) {
    var bytes = Array(input)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.bytes = bytes
    let allLines = Self.lineRanges(bytes)
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    guard
      let headerIndex = allLines.firstIndex(where: { text($0).lowercased().contains("time_ms") })
    else {
      let first = allLines.firstIndex { !Self.isBlank(bytes[$0]) }
      throw TraceError(
        first.map { .line($0 + 1) },
        .missingColumn(
          .time, header: first.map { Self.cellTexts(text(allLines[$0]), by: ",") } ?? []))
    }
    let header = allLines[headerIndex]
    separator =
      [UInt8(ascii: ","), 0x09, UInt8(ascii: ";")].first { bytes[header].contains($0) }
      ?? UInt8(ascii: ",")
    let firstCellEnd = bytes[header].firstIndex(of: separator) ?? header.upperBound
    var nameStart = firstCellEnd
    while nameStart > header.lowerBound, Self.isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
    let prefix = Array(bytes[header.lowerBound..<nameStart])
    let names = Self.cellTexts(
      text(nameStart..<header.upperBound), by: Character(UnicodeScalar(separator))
    )
    .map { $0.lowercased() }
    var columns: [TraceColumn: Int] = [:]
    for column in TraceColumn.allCases {
      guard let index = names.firstIndex(of: column.csvHeader) else {
        throw TraceError(.line(headerIndex + 1), .missingColumn(column, header: names))
      }
      columns[column] = index
    }
    self.columns = columns
    var lines: [(number: Int, range: Range<Int>)] = []
    for index in (headerIndex + 1)..<allLines.count {
      var range = allLines[index]
      if !prefix.isEmpty {
        guard bytes[range].starts(with: prefix) else { continue }
        range = (range.lowerBound + prefix.count)..<range.upperBound
      }
      let content = bytes[range].drop { $0 == 0x20 || $0 == 0x09 }
      if content.first == UInt8(ascii: "#") {
        let comment = String(decoding: content.dropFirst(), as: UTF8.self)
        if let colon = comment.firstIndex(where: { $0 == ":" || $0 == "=" }) {
          let key = comment[..<colon].filter { $0 != " " }.lowercased()
          settings[key] = String(comment[comment.index(after: colon)...].filter { $0 != " " })
        }
        continue
      }
      if content.isEmpty { continue }
      guard lines.count < Trace.maximumFrameCount else {
        throw TraceError(nil, .tooManyFrames(limit: Trace.maximumFrameCount))
      }
      lines.append((index + 1, range))
    }
    self.lines = lines
  }

  /// The ranges of the lines of `bytes`, without their LF or CRLF.
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
      ranges.append(start..<end)
      start = index + 1
    }
    if start < bytes.count {
      let end = bytes[bytes.count - 1] == 0x0D ? bytes.count - 1 : bytes.count
      ranges.append(start..<end)
    }
    return ranges
  }

  /// The cells of line `range`, up to and including cell `through`, as byte ranges trimmed of
  /// spaces, tabs and double quotes.
  func cells(of range: Range<Int>, through last: Int) -> [Range<Int>] {
    var cells: [Range<Int>] = []
    cells.reserveCapacity(last + 1)
    var start = range.lowerBound
    var index = range.lowerBound
    while cells.count <= last {
      if index == range.upperBound || bytes[index] == separator {
        var low = start
        var high = index
        while low < high, Self.isPadding(bytes[low]) { low += 1 }
        while high > low, Self.isPadding(bytes[high - 1]) { high -= 1 }
        cells.append(low..<high)
        if index == range.upperBound { break }
        start = index + 1
      }
      index += 1
    }
    return cells
  }

  /// The trimmed texts of the cells of `line`.
  static func cellTexts(_ line: String, by separator: Character) -> [String] {
    line.split(separator: separator, omittingEmptySubsequences: false).map { cell in
      String(
        cell.drop { $0 == " " || $0 == "\"" || $0 == "\t" }.reversed().drop {
          $0 == " " || $0 == "\"" || $0 == "\t"
        }.reversed())
    }
  }

  static func isPadding(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "\"")
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\"")
  }

  static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}

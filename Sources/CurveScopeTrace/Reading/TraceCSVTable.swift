/// The lines of a CSV trace that hold data, after its header: the columns found, and for each
/// data line its number and where its text lies in the bytes.
///
/// The header is the first line that contains `time_ms` (any case) and is not a `#` comment.
/// Text before its first
/// column (`flutter: `, ` LOG  curvescope: `, a logcat tag) is a prefix: data lines must start
/// with it and lose it, and lines that do not start with it are other log output and are
/// skipped. Without a prefix every later line is data. Blank lines and lines starting with `#`
/// are skipped, except comments that set a value, `# screen_height: 844` (also `screen_width`,
/// `safe_area_bottom` and `platform`), which a recorder can print before or after the header. Cells are
/// separated by commas, or tabs or semicolons when the header has no comma; spaces and double
/// quotes around a cell are dropped. Lines end in LF, CRLF or CR.
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
  /// The text before the header's first column (a log prefix such as `flutter: `), empty when
  /// the header starts the line.
  var prefix: String

  /// Splits `bytes` into header and data lines.
  /// - Throws: ``TraceError`` when no line names `time_ms` or the header lacks a column, or
  ///   there are more data lines than ``Trace/maximumFrameCount``.
  init(_ input: some Collection<UInt8>) throws(TraceError) {
    var bytes = Array(input)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.bytes = bytes
    let allLines = Self.lineRanges(bytes)
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func isComment(_ range: Range<Int>) -> Bool {
      bytes[range].first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "#")
    }
    guard
      let headerIndex = allLines.firstIndex(where: {
        !isComment($0) && text($0).lowercased().contains("time_ms")
      })
    else {
      let first = allLines.firstIndex { !Self.isBlank(bytes[$0]) && !isComment($0) }
      throw TraceError(
        first.map { .line($0 + 1) },
        .missingColumn(
          .time, header: first.map { Self.shown(Self.cellTexts(text(allLines[$0]), by: ",")) } ?? []
        ))
    }
    // Settings a recorder printed before its header (`# screen_height: 844`, behind a log
    // prefix or not).
    for range in allLines[..<headerIndex] {
      guard let hash = bytes[range].firstIndex(of: UInt8(ascii: "#")) else { continue }
      if let (key, value) = Self.setting(bytes[(hash + 1)..<range.upperBound]),
        Self.settingKeys.contains(key)
      {
        settings[key] = value
      }
    }
    let header = allLines[headerIndex]
    separator =
      [UInt8(ascii: ","), 0x09, UInt8(ascii: ";")].first { bytes[header].contains($0) }
      ?? UInt8(ascii: ",")
    let firstCellEnd = bytes[header].firstIndex(of: separator) ?? header.upperBound
    var nameStart = firstCellEnd
    while nameStart > header.lowerBound, Self.isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
    let prefix = Array(bytes[header.lowerBound..<nameStart])
    self.prefix = String(decoding: prefix, as: UTF8.self)
    let names = Self.cellTexts(
      text(nameStart..<header.upperBound), by: Character(UnicodeScalar(separator))
    )
    .map { $0.lowercased() }
    if names.count == 1, !bytes[header].contains(separator),
      text(header).lowercased().contains("keyboard_top")
    {
      throw TraceError(.line(headerIndex + 1), .spaceSeparatedHeader)
    }
    var columns: [TraceColumn: Int] = [:]
    for column in TraceColumn.allCases {
      guard let index = names.firstIndex(of: column.csvHeader) else {
        throw TraceError(.line(headerIndex + 1), .missingColumn(column, header: Self.shown(names)))
      }
      if let again = names[(index + 1)...].firstIndex(of: column.csvHeader) {
        throw TraceError(
          .line(headerIndex + 1), .duplicateColumn(column, first: index + 1, second: again + 1))
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
        if let (key, value) = Self.setting(content.dropFirst()) { settings[key] = value }
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

  /// The ranges of the lines of `bytes`, without their LF, CRLF or CR (classic Mac OS and some
  /// exporters end lines in CR alone).
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        ranges.append(start..<index)
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
    return ranges
  }

  /// The keys a `#` comment may set.
  static let settingKeys: Set<String> = [
    "screen_height", "screen_width", "safe_area_bottom", "platform",
  ]

  /// The key (lower-cased, spaces dropped) and value of a comment's text `key: value` or
  /// `key = value`, if it has one.
  static func setting(_ text: some Collection<UInt8>) -> (key: String, value: String)? {
    let comment = String(decoding: text, as: UTF8.self)
    guard let colon = comment.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return nil }
    let key = comment[..<colon].filter { $0 != " " }.lowercased()
    return (key, String(comment[comment.index(after: colon)...].filter { $0 != " " }))
  }

  /// At most 8 header cells of at most 40 characters each, as an error shows them (a file
  /// with one long line is not echoed whole).
  static func shown(_ cells: [String]) -> [String] {
    let kept = cells.prefix(8).map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 }
    return cells.count > 8 ? kept + ["…"] : kept
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

/// The `curvescope:` comments of a file: `// curvescope:disable-next-line <code>[, <code>]`
/// (the next line), `// curvescope:disable <code>` … `// curvescope:enable <code>` (the lines
/// between; to the end of the file without an `enable`). `all` stands for every code. Block
/// comments (`/* curvescope:disable … */`) work too.
struct SuppressionComments {
  /// One directive's reach: the lines (1-based, inclusive), the codes (`nil`: all), and the
  /// comment's line.
  struct Range: Sendable {
    var lines: ClosedRange<Int>
    var codes: Set<String>?
    var line: Int
    var text: String
  }

  /// The reaches, in file order.
  private(set) var ranges: [Range] = []

  /// The prefix every directive starts with.
  static let marker = Array("curvescope:".utf8)

  /// Whether `bytes` contain the marker at all (Horspool's search: most files do not, and are
  /// passed over a marker's length at a time).
  static func mayHoldDirectives(_ bytes: [UInt8]) -> Bool {
    let pattern = marker
    let count = pattern.count
    guard bytes.count >= count else { return false }
    var skip = [Int](repeating: count, count: 256)
    for position in 0..<(count - 1) { skip[Int(pattern[position])] = count - 1 - position }
    return bytes.withUnsafeBufferPointer { p -> Bool in
      var index = 0
      while index + count <= p.count {
        let last = p[index + count - 1]
        if last == pattern[count - 1] {
          var k = count - 2
          while k >= 0, p[index + k] == pattern[k] { k -= 1 }
          if k < 0 { return true }
        }
        index += skip[Int(last)]
      }
      return false
    }
  }

  /// Reads the directives of `bytes`; `mayHoldDirectives`, when given, is what
  /// ``mayHoldDirectives(_:)`` says of them (looked for earlier).
  init(_ bytes: [UInt8], mayHoldDirectives: Bool? = nil) {
    guard mayHoldDirectives ?? Self.mayHoldDirectives(bytes) else { return }
    var open: [String: (line: Int, text: String)] = [:]
    var line = 1
    var index = 0
    let marker = Self.marker
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
        continue
      }
      guard byte == marker[0], index + marker.count <= bytes.count,
        Array(bytes[index..<(index + marker.count)]) == marker, Self.inComment(bytes, before: index)
      else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      var stop = index + marker.count
      while stop < end,
        !(bytes[stop] == UInt8(ascii: "*") && stop + 1 < end
          && bytes[stop + 1] == UInt8(ascii: "/"))
      {
        stop += 1
      }
      let text = String(decoding: bytes[(index + marker.count)..<stop], as: UTF8.self)
      let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(
        String.init)
      let comment = "line \(line): curvescope:\(text.trimmingCharacters())"
      if let verb = words.first {
        let codes = Array(words.dropFirst())
        let set: Set<String>? = codes.isEmpty || codes.contains("all") ? nil : Set(codes)
        switch verb {
        case "disable-next-line":
          ranges.append(
            Range(lines: (line + 1)...(line + 1), codes: set, line: line, text: comment))
        case "disable-line":
          ranges.append(Range(lines: line...line, codes: set, line: line, text: comment))
        case "disable":
          for code in codes.isEmpty ? ["all"] : codes { open[code] = (line, comment) }
        case "enable":
          for code in codes.isEmpty ? Array(open.keys) : codes {
            guard let start = open.removeValue(forKey: code) else { continue }
            ranges.append(
              Range(
                lines: start.line...line, codes: code == "all" ? nil : [code], line: start.line,
                text: start.text))
          }
        default:
          break
        }
      }
      index = end
    }
    for (code, start) in open {
      ranges.append(
        Range(
          lines: start.line...Int.max, codes: code == "all" ? nil : [code], line: start.line,
          text: start.text))
    }
  }

  /// Whether a `//` or `/*` precedes `index` on its line (the marker is in a comment).
  private static func inComment(_ bytes: [UInt8], before index: Int) -> Bool {
    var cursor = index - 1
    while cursor > 0, bytes[cursor] != 0x0A {
      if bytes[cursor - 1] == UInt8(ascii: "/"),
        bytes[cursor] == UInt8(ascii: "/") || bytes[cursor] == UInt8(ascii: "*")
      {
        return true
      }
      cursor -= 1
    }
    return false
  }

  /// The directive that suppresses a finding with `codes` on any of `lines`, if one does.
  func suppression(codes: [String], lines: [Int]) -> LintSuppression? {
    for range in ranges where lines.contains(where: range.lines.contains) {
      if range.codes == nil || !(range.codes ?? []).isDisjoint(with: codes) {
        return LintSuppression(kind: .inSource, justification: range.text)
      }
    }
    return nil
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingCharacters() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}

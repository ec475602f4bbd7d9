/// A fuzz input read as a command line: arguments separated by newlines, then optionally a NUL
/// byte and what standard input holds.
///
/// ```
/// check\n--strategy\nall\n--max-lag\n1e308\0<stdin bytes>
/// ```
/// The text is decoded as UTF-8 (invalid bytes become U+FFFD, as a shell passes them on).
struct FuzzCommandLine {
  /// The command-line arguments after the program name.
  var arguments: [String]
  /// What `-` reads.
  var standardInput: [UInt8]

  /// Splits `bytes` as described above; a trailing `\r` of an argument is kept.
  init(_ bytes: [UInt8]) {
    let separator = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let text = String(decoding: bytes[..<separator], as: UTF8.self)
    arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    standardInput = separator < bytes.endIndex ? Array(bytes[(separator + 1)...]) : []
  }
}

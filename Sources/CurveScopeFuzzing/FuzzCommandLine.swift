import CurveScopeSupport

/// A fuzz input read as a command line: arguments separated by newlines, then optionally a NUL
/// byte and what standard input holds.
///
/// ```
/// check\n--strategy\nall\n--max-lag\n1e308\0<stdin bytes>
/// ```
/// Each argument is read as the executable reads `argv` (`PathText`): valid UTF-8 as text, other
/// bytes kept, so paths that are not UTF-8 reach the tool as typed.
struct FuzzCommandLine {
  /// The command-line arguments after the program name.
  var arguments: [String]
  /// What `-` reads.
  var standardInput: [UInt8]

  /// Splits `bytes` as described above; a trailing `\r` of an argument is kept.
  init(_ bytes: [UInt8]) {
    let separator = bytes.firstIndex(of: 0) ?? bytes.endIndex
    arguments = bytes[..<separator].split(separator: 0x0A, omittingEmptySubsequences: false).map {
      PathText.decode($0)
    }
    standardInput = separator < bytes.endIndex ? Array(bytes[(separator + 1)...]) : []
  }
}

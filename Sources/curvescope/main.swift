import CurveScopeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams, read and written with plain POSIX calls.
enum StandardStreams {
  /// Reads standard input until end of file or until more than `limit` bytes were read.
  @Sendable static func readInput(limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  /// Redraws the transient progress line on the terminal.
  @Sendable static func showProgress(_ line: String) {
    write("\r\u{1B}[K" + line, to: 2)
  }

  /// Writes all of `text` to a file descriptor, ignoring a closed pipe.
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

signal(SIGPIPE, SIG_IGN)
let isTerminal = isatty(2) == 1
var io = CommandIO(
  readStandardInput: StandardStreams.readInput(limit:),
  isErrorTerminal: isTerminal,
  progress: isTerminal ? StandardStreams.showProgress : nil
)
let exitCode = CurveScopeTool.run(Array(CommandLine.arguments.dropFirst()), io: &io)
StandardStreams.write(io.standardOutput, to: 1)
StandardStreams.write(io.standardError, to: 2)
exit(exitCode.rawValue)

import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams read and written with plain POSIX calls: the executable's
/// ``CommandIO`` is built from these.
package enum StandardStreams {
  /// Which of the three standard descriptors the process was started without.
  package struct Closed: Sendable, Equatable {
    /// Standard input was closed (`<&-`).
    package var input = false
    /// Standard output was closed (`>&-`).
    package var output = false
    /// Standard error was closed (`2>&-`).
    package var error = false
  }

  /// Finds which of descriptors 0, 1 and 2 are closed and opens `/dev/null` in their place, so
  /// that no file the tool opens later gets one of their numbers (a figure written through
  /// descriptor 1 would receive the table). A closed input or output is then reported as such
  /// by ``readInput(descriptor:closed:)`` and ``writer(descriptor:closed:)``.
  package static func claimClosedDescriptors() -> Closed {
    var closed = Closed()
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      switch descriptor {
      case 0: closed.input = true
      case 1: closed.output = true
      default: closed.error = true
      }
      // The lowest free number is taken: this one, since the lower ones are open by now.
      _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
    }
    return closed
  }

  /// A function writing all of a text to `descriptor`, retrying after interrupts and partial
  /// writes; it throws ``StandardOutputError`` when the descriptor was closed or a write fails.
  package static func writer(descriptor: Int32, closed: Bool = false)
    -> @Sendable (String) throws -> Void
  {
    { text in
      guard !closed else { throw StandardOutputError(.closed) }
      var text = text
      try text.withUTF8 { bytes in
        guard var pointer = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
          let written = write(descriptor, pointer, remaining)
          if written < 0 {
            if errno == EINTR { continue }
            throw StandardOutputError(cause(errno))
          }
          remaining -= written
          pointer += written
        }
      }
    }
  }

  /// The cause for a failed write's `errno`.
  static func cause(_ code: Int32) -> StandardOutputError.Cause {
    switch code {
    case EPIPE: .brokenPipe
    case ENOSPC: .noSpace
    case EBADF: .closed
    default: .system(code: code, reason: InputFile.systemReason(code))
    }
  }

  /// Reads `descriptor` (standard input) to its end, or until more than `limit` bytes were
  /// read.
  /// - Throws: ``InputFileError`` for `-`: `.unreadable` when the input was closed or a read
  ///   fails, `.isFolder` for a folder (`< /tmp`). An endless input (`< /dev/zero`) stops at the
  ///   limit, which the caller reports.
  package static func readInput(descriptor: Int32, limit: Int, closed: Bool = false) throws
    -> [UInt8]
  {
    guard !closed else {
      throw InputFileError(path: "-", .unreadable(reason: "is closed"))
    }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw InputFileError(path: "-", .isFolder)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        let code = errno
        throw InputFileError(
          path: "-", code == EISDIR ? .isFolder : .unreadable(reason: InputFile.systemReason(code)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  /// The process's arguments after the program name, read as bytes (`CommandLine.unsafeArgv`)
  /// so that a path that is not UTF-8 is opened as typed (see `PathText`).
  package static func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
      let length = strlen(pointer)
      return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        PathText.decode(UnsafeBufferPointer(start: $0, count: length))
      }
    }
  }
}

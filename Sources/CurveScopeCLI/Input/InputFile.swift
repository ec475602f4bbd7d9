import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input file named on the command line (or `-` for standard input) with a size limit.
///
/// Only regular files are read: a FIFO, a device or a socket could block forever or be drained
/// (`/proc/kmsg`), so they are refused before any read, as are the files of the kernel's
/// pseudo-file systems (procfs, sysfs …), which `stat` calls regular but which can block or
/// change on every read; `-` reads standard input, whatever it is. Every file read is recorded
/// in ``CommandIO/inputs``, so that no command writes over one of its inputs.
package enum InputFile {
  /// The largest input accepted by default: 8 MiB, far above any real dump or scenario.
  package static let defaultLimit = 8 << 20

  /// The bytes of `path`, or of standard input when `path` is `-`.
  /// - Throws: ``InputFileError`` (exit 66) when the file is missing, a folder, not a regular
  ///   file, or cannot be read; (exit 65) when it is larger than `limit` bytes.
  package static func read(
    _ path: String, limit: Int = defaultLimit, io: CommandIO
  ) throws -> [UInt8] {
    if path == "-" {
      io.inputs.recordStandardInput()
      let bytes = try io.readStandardInput(limit)
      try check(bytes.count, path: path, limit: limit)
      return bytes
    }
    let (descriptor, status) = try openRegular(path)
    defer { close(descriptor) }
    try check(Int(status.st_size), path: path, limit: limit)
    io.inputs.record(path: path, status: status)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputFileError(path: path, .unreadable(reason: systemReason()))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      try check(bytes.count, path: path, limit: limit)
    }
    return bytes
  }

  /// The file as UTF-8 text (invalid bytes become U+FFFD).
  package static func readText(
    _ path: String, limit: Int = defaultLimit, io: CommandIO
  ) throws -> String {
    String(decoding: try read(path, limit: limit, io: io), as: UTF8.self)
  }

  /// `path` opened for reading, with its status, when it is a regular file and not a kernel
  /// pseudo-file; the caller closes the descriptor.
  /// - Throws: ``InputFileError`` (exit 66) when it cannot be opened or is not a regular file.
  static func openRegular(_ path: String) throws -> (descriptor: Int32, status: stat) {
    // O_NONBLOCK: opening a FIFO without a writer must not block before it can be refused.
    let descriptor = PathText.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else {
      throw InputFileError(path: path, .unreadable(reason: systemReason()))
    }
    do {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else {
        throw InputFileError(path: path, .unreadable(reason: systemReason()))
      }
      try checkRegular(status, path: path)
      if let kind = KernelFileSystem.name(of: descriptor) {
        throw InputFileError(path: path, .notRegularFile(kind: "kernel pseudo-file (\(kind))"))
      }
      return (descriptor, status)
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Throws unless `status` describes a regular file.
  static func checkRegular(_ status: stat, path: String) throws {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw InputFileError(path: path, .isFolder)
    case S_IFIFO: throw InputFileError(path: path, .notRegularFile(kind: "FIFO (named pipe)"))
    case S_IFCHR, S_IFBLK: throw InputFileError(path: path, .notRegularFile(kind: "device"))
    case S_IFSOCK: throw InputFileError(path: path, .notRegularFile(kind: "socket"))
    default: throw InputFileError(path: path, .notRegularFile(kind: "special file"))
    }
  }

  private static func check(_ size: Int, path: String, limit: Int) throws {
    if size > limit { throw InputFileError(path: path, .tooLarge(limit: limit)) }
  }

  /// The C library's text for `errno`, lower-cased (`no such file or directory`).
  static func systemReason(_ code: Int32 = errno) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
  }

  /// `read(2)` from the platform's C library.
  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}

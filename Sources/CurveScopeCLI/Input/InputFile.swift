#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input file named on the command line (or `-` for standard input) with a size limit.
public enum InputFile {
  /// The largest input accepted by default: 8 MiB, far above any real dump or scenario.
  public static let defaultLimit = 8 << 20

  /// The bytes of `path`, or of standard input when `path` is `-`.
  /// - Throws: ``InputFileError`` `.unreadable` (exit 66) when the file is missing, a folder, or
  ///   cannot be opened; `.invalidContent` (exit 65) when it is larger than `limit` bytes.
  public static func read(
    _ path: String, limit: Int = defaultLimit, io: CommandIO
  ) throws -> [UInt8] {
    if path == "-" {
      let bytes = try io.readStandardInput(limit)
      try check(bytes.count, path: path, limit: limit)
      return bytes
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputFileError(path: path, kind: .unreadable, reason: systemReason())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw InputFileError(path: path, kind: .unreadable, reason: systemReason())
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw InputFileError(path: path, kind: .unreadable, reason: "is a folder, not a file")
    }
    if (status.st_mode & S_IFMT) == S_IFREG {
      try check(Int(status.st_size), path: path, limit: limit)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        throw InputFileError(path: path, kind: .unreadable, reason: systemReason())
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      try check(bytes.count, path: path, limit: limit)
    }
    return bytes
  }

  /// The file as UTF-8 text (invalid bytes become U+FFFD).
  public static func readText(
    _ path: String, limit: Int = defaultLimit, io: CommandIO
  ) throws -> String {
    String(decoding: try read(path, limit: limit, io: io), as: UTF8.self)
  }

  private static func check(_ size: Int, path: String, limit: Int) throws {
    if size > limit {
      throw InputFileError(
        path: path, kind: .invalidContent,
        reason: "larger than the \(limit >> 20) MiB limit for input files")
    }
  }

  /// The C library's text for `errno`, lower-cased (`no such file or directory`).
  static func systemReason() -> String {
    guard let text = strerror(errno) else { return "cannot be read" }
    return String(cString: text).lowercased()
  }
}

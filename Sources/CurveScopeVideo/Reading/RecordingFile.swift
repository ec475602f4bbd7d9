#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks a recording's path before FFmpeg opens it: it exists, is a readable regular file
/// (or a pipe or device), and is within the size limit.
enum RecordingFile {
  /// The file's size in bytes (0 for pipes and devices).
  /// - Throws: ``VideoReadError`` `.unreadable` or `.fileTooLarge`, `.notAVideo` when empty.
  static func check(_ path: String, limit: Int64) throws(VideoReadError) -> Int64 {
    guard !path.isEmpty else {
      throw VideoReadError(path: path, cause: .unreadable(reason: "the path is empty"))
    }
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw VideoReadError(path: path, cause: .unreadable(reason: systemReason()))
    }
    let type = status.st_mode & S_IFMT
    guard type != S_IFDIR else {
      throw VideoReadError(path: path, cause: .unreadable(reason: "is a folder, not a file"))
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw VideoReadError(path: path, cause: .unreadable(reason: systemReason()))
    }
    close(descriptor)
    guard type == S_IFREG else { return 0 }
    let size = Int64(status.st_size)
    guard size <= limit else {
      throw VideoReadError(path: path, cause: .fileTooLarge(bytes: size, limit: limit))
    }
    guard size > 0 else {
      throw VideoReadError(path: path, cause: .notAVideo(detail: "the file is empty"))
    }
    return size
  }

  /// `strerror(errno)` in lower case, as "no such file or directory".
  private static func systemReason() -> String {
    let code = errno
    guard let text = strerror(code) else { return "error \(code)" }
    let message = String(cString: text)
    guard let first = message.first else { return "error \(code)" }
    return first.lowercased() + message.dropFirst()
  }
}

import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hidden temporary file beside an output path, renamed onto the path when complete and
/// removed otherwise, so the output's name only ever holds a complete file.
///
/// `.NAME.tmp-PID-RANDOM` is created exclusively (mode 0666 minus the umask); ``commit()``
/// syncs it and renames it into place (atomic within a file system, POSIX `rename(2)`);
/// ``discard()`` (also run by `deinit` when not committed) unlinks it. SIGINT and SIGTERM remove
/// it too, and a temporary a killed run left is removed by the next write of the same name
/// (`TemporaryFiles`).
final class TemporaryOutput {
  /// The final path.
  let path: String
  /// The temporary path.
  let temporaryPath: String
  private var isDone = false
  private let token: Int

  /// Reserves the temporary file (created empty, then closed).
  init(path: String) throws(VideoWriteError) {
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw VideoWriteError(path: path, cause: .cannotWrite(reason: "does not name a file"))
    }
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw VideoWriteError(path: path, cause: .cannotWrite(reason: "is a folder, not a file"))
    }
    self.path = path
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    // What an earlier run killed while writing this name left behind.
    TemporaryFiles.removeStale(in: folder.isEmpty ? "." : folder, named: name)
    temporaryPath = folder + "." + name + ".tmp-\(getpid())-\(random)"
    // Registered while it exists, so that SIGINT or SIGTERM removes it (`TemporaryFiles`).
    token = TemporaryFiles.register(temporaryPath)
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      TemporaryFiles.forget(token)
      throw VideoWriteError(
        path: path,
        cause: .cannotWrite(
          reason: "cannot create a file in \(folder.isEmpty ? "." : folder): \(Self.reason())"))
    }
    close(descriptor)
  }

  deinit {
    if !isDone { unlink(temporaryPath) }
    TemporaryFiles.forget(token)
  }

  /// Syncs the temporary file and renames it onto the final path.
  func commit() throws(VideoWriteError) {
    guard !isDone else { throw VideoWriteError(path: path, cause: .finished) }
    let descriptor = open(temporaryPath, O_RDONLY | O_CLOEXEC)
    if descriptor >= 0 {
      let synced = fsync(descriptor) == 0
      close(descriptor)
      guard synced else {
        discard()
        throw VideoWriteError(
          path: path, cause: .cannotWrite(reason: "cannot sync: \(Self.reason())"))
      }
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = Self.reason()
      discard()
      throw VideoWriteError(
        path: path, cause: .cannotWrite(reason: "cannot rename into place: \(reason)"))
    }
    isDone = true
    TemporaryFiles.forget(token)
  }

  /// Removes the temporary file.
  func discard() {
    guard !isDone else { return }
    unlink(temporaryPath)
    isDone = true
    TemporaryFiles.forget(token)
  }

  /// `strerror(errno)`.
  static func reason() -> String {
    let code = errno
    return strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}

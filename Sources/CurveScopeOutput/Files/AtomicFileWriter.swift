import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that its final name only ever holds a complete file.
///
/// The bytes go to a hidden temporary in the same folder, `.NAME.tmp-PID-RANDOM`, created
/// exclusively with mode 0666 (minus the umask); then `fsync`, `close` and `rename(2)` onto the
/// final name, which POSIX makes atomic within a file system. On any error (or a throw from the
/// body) the temporary is removed, so neither a truncated figure nor a stray temporary remains;
/// an interrupted process removes it too (`TemporaryFiles`), and what SIGKILL leaves is removed
/// by the next write of the same name. A path that is an existing
/// character device or FIFO (`/dev/null`, `/dev/full`, `>(cat > x.png)`) is written in place
/// instead, since renaming over it would replace the device; a FIFO must already have a reader
/// (it is opened without blocking, and refused when nobody reads it). Block devices and sockets
/// are refused. A symbolic link is written through: the file it points to (at the end of the
/// chain) is replaced, and the link stays.
public enum AtomicFileWriter {
  /// When a written file's data reaches the disk.
  public enum Durability: Sendable {
    /// `fsync` before the rename: the file is on disk when `write` returns (the default).
    case synchronous
    /// No `fsync`: the rename still makes the file appear complete or not at all to every
    /// process (a killed writer never leaves a truncated file), but surviving a power loss
    /// needs a later ``flushFileSystem(containing:)``, which writers of many files call once.
    case deferred
  }

  /// Runs `body` with a sink for the file's bytes, then moves the file into place.
  ///
  /// Throws `FigureOutputError` for every file-system failure; errors thrown by `body` pass
  /// through unchanged (after the clean-up).
  public static func write(
    to path: String, durability: Durability = .synchronous, _ body: (any ByteSink) throws -> Void
  ) throws {
    guard !path.isEmpty else {
      throw FigureOutputError(path: path, .emptyPath)
    }
    guard !path.hasSuffix("/") else {
      throw FigureOutputError(path: path, .namesFolder)
    }
    let target = try destination(of: path)
    var status = stat()
    if PathText.withCString(target, { stat($0, &status) }) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        throw FigureOutputError(path: path, .isFolder)
      case S_IFCHR, S_IFIFO:
        try writeInPlace(
          target, displayPath: path, isFIFO: status.st_mode & S_IFMT == S_IFIFO, body)
        return
      case S_IFBLK:
        throw FigureOutputError(path: path, .isBlockDevice)
      case S_IFSOCK:
        throw FigureOutputError(path: path, .isSocket)
      default:
        break
      }
    }
    // What an earlier run killed while writing this name left behind.
    TemporaryFiles.removeStale(
      in: PathParts.folder(of: target), named: PathParts.fileName(of: target))
    let temporary = temporaryPath(for: target)
    // Registered before it exists: a signal between the two removes nothing, never too little.
    let token = TemporaryFiles.register(temporary)
    defer { TemporaryFiles.forget(token) }
    let descriptor = PathText.withCString(temporary) {
      open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    }
    guard descriptor >= 0 else {
      throw FigureOutputError(
        path: path,
        .system(.create, object: PathParts.folder(of: target), message: SystemError.text()))
    }
    var isOpen = true
    do {
      let sink = FileSink(descriptor: descriptor, displayPath: path)
      try body(sink)
      try sink.flush()
      guard durability == .deferred || fsync(descriptor) == 0 else {
        throw FigureOutputError(
          path: path, .system(.sync, object: nil, message: SystemError.text()))
      }
      isOpen = false
      guard close(descriptor) == 0 else {
        throw FigureOutputError(
          path: path, .system(.close, object: nil, message: SystemError.text()))
      }
      let renamed = PathText.withCString(temporary) { from in
        PathText.withCString(target) { rename(from, $0) }
      }
      guard renamed == 0 else {
        throw FigureOutputError(
          path: path, .system(.rename, object: nil, message: SystemError.text()))
      }
    } catch {
      if isOpen { close(descriptor) }
      _ = PathText.withCString(temporary) { unlink($0) }
      throw error
    }
  }

  /// Flushes every file written to the file system holding `folder` to disk (`syncfs(2)` on
  /// Linux, `fsync_volume_np` on Darwin: the one OS seam, `FileSystemFlush`), after a batch of
  /// ``Durability/deferred`` writes; one flush costs far less than one `fsync` per file.
  /// - Throws: `FigureOutputError` when the folder cannot be opened or the flush reports an
  ///   error (such as a disk that filled up while the data was written back).
  public static func flushFileSystem(containing folder: String) throws {
    let descriptor = PathText.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else {
      throw FigureOutputError(
        path: folder, .system(.openFolder, object: nil, message: SystemError.text()))
    }
    defer { close(descriptor) }
    if let code = FileSystemFlush.flush(descriptor: descriptor) {
      throw FigureOutputError(
        path: folder, .system(.flush, object: nil, message: SystemError.text(code)))
    }
  }

  /// `.NAME.tmp-PID-RANDOM` beside `path`.
  static func temporaryPath(for path: String) -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let name = "." + PathParts.fileName(of: path) + ".tmp-\(getpid())-\(random)"
    guard let slash = path.lastIndex(of: "/") else { return name }
    return String(path[...slash]) + name
  }

  /// Writes a device or FIFO in place. The open does not block: a FIFO without a reader fails
  /// with `ENXIO` and is refused at once rather than waiting for one forever.
  private static func writeInPlace(
    _ path: String, displayPath: String, isFIFO: Bool, _ body: (any ByteSink) throws -> Void
  ) throws {
    let descriptor = PathText.withCString(path) { open($0, O_WRONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else {
      if isFIFO, errno == ENXIO {
        throw FigureOutputError(path: displayPath, .fifoWithoutReader)
      }
      throw FigureOutputError(
        path: displayPath, .system(.open, object: nil, message: SystemError.text()))
    }
    defer { close(descriptor) }
    // Writes block again once open: a reader that reads gets the whole figure.
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      throw FigureOutputError(
        path: displayPath, .system(.open, object: nil, message: SystemError.text()))
    }
    let sink = FileSink(descriptor: descriptor, displayPath: displayPath)
    try body(sink)
    try sink.flush()
  }
}

import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFileWriter {
  /// The most symbolic links followed from one output path, as the kernel's own `MAXSYMLINKS`.
  static let maximumLinkHops = 40

  /// The path a write to `path` replaces: `path` itself, or, when it is a symbolic link, the
  /// end of its chain of links (relative targets read from each link's folder), which need not
  /// exist yet. Writing there keeps the link, as `cp` and the shell's `>` do; replacing the link
  /// by a file would silently cut it. A path that ends at a device, FIFO or socket is returned
  /// as it is.
  /// - Throws: `FigureOutputError` for a loop or a chain longer than ``maximumLinkHops``.
  package static func destination(of path: String) throws -> String {
    // A device, FIFO or socket is opened through its links by the kernel, which alone follows
    // /proc's magic links (`/dev/stdout` → `/proc/self/fd/1` → `pipe:[…]`).
    var final = stat()
    if PathText.withCString(path, { stat($0, &final) }) == 0,
      ![S_IFREG, S_IFDIR].contains(final.st_mode & S_IFMT)
    {
      return path
    }
    var current = path
    for _ in 0..<maximumLinkHops {
      var status = stat()
      guard PathText.withCString(current, { lstat($0, &status) }) == 0,
        status.st_mode & S_IFMT == S_IFLNK
      else { return current }
      guard let target = linkTarget(current) else {
        throw FigureOutputError(
          path: path, .system(.readLink, object: current, message: SystemError.text()))
      }
      current = target.hasPrefix("/") ? target : PathParts.folder(of: current) + "/" + target
    }
    throw FigureOutputError(path: path, .linksTooDeep(maximum: maximumLinkHops))
  }

  /// The text of the symbolic link at `path`, as stored.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = PathText.withCString(path) { cPath in
      buffer.withUnsafeMutableBufferPointer { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return readlink(cPath, base, raw.count - 1)
      }
    }
    guard count >= 0 else { return nil }
    return PathText.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
  }
}

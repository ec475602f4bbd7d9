import CurveScopeSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files and folders a command wrote, named on standard error when it succeeds (`wrote
/// fig.png (84 KB)`), so that a person sees where the work went; `--quiet` keeps them quiet.
///
/// A command's declared output options (``OptionSpec/writesFile``) are collected by the tool;
/// a command adds what it writes elsewhere (the gallery's default folder) with ``add(_:)``. A
/// path is named only when it exists and was modified since the command started (a device or
/// a FIFO written in place is named as it is).
package final class WrittenOutputs: Sendable {
  private let paths = Mutex<[String]>([])

  /// An empty list.
  package init() {}

  /// Adds `path`, once.
  package func add(_ path: String) {
    paths.withLock { if !$0.contains(path) { $0.append(path) } }
  }

  /// Every path added, in order.
  package var all: [String] { paths.withLock { $0 } }

  /// The `wrote …` line for `path`, or `nil` when nothing was written there since `start`
  /// (seconds since 1970, wall clock).
  static func line(for path: String, since start: Double) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let name = TerminalText.escaped(path)
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard modified(status) >= start - 1 else { return nil }
      return "wrote \(name) (\(size(Int64(status.st_size))))"
    case S_IFDIR:
      let count = filesModified(in: path, since: start - 1)
      guard count > 0 else { return nil }
      return "wrote \(count) file\(count == 1 ? "" : "s") in \(name)"
    default:
      return "wrote \(name)"
    }
  }

  /// `812 bytes`, `84.2 KB`, `3.1 MB` (powers of 1024).
  static func size(_ bytes: Int64) -> String {
    if bytes < 1024 { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
    let kilobytes = Double(bytes) / 1024
    if kilobytes < 1024 { return "\(NumberText.reading(kilobytes, decimals: 1)) KB" }
    return "\(NumberText.reading(kilobytes / 1024, decimals: 1)) MB"
  }

  /// The wall clock now, in seconds since 1970.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func modified(_ status: stat) -> Double {
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Regular files directly in `folder` modified since `start`.
  private static func filesModified(in folder: String, since start: Double) -> Int {
    guard let directory = opendir(folder) else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      var status = stat()
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        modified(status) >= start
      {
        count += 1
      }
    }
    return count
  }
}

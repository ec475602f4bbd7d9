import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder a batch of figures is written into: created when missing, and cleared of the
/// hidden temporaries that a killed run of ``AtomicFileWriter`` left behind.
public enum OutputFolder {
  /// Creates `path` and any missing parents (mode 0777 minus the umask); an existing folder is
  /// fine.
  /// - Throws: ``FigureOutputError`` when a part of the path is a file or cannot be created.
  public static func create(_ path: String) throws {
    guard !path.isEmpty else {
      throw FigureOutputError(path: path, .emptyPath)
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      var status = stat()
      if PathText.withCString(prefix, { stat($0, &status) }) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw FigureOutputError(path: path, .componentIsFile(component: prefix))
        }
      } else if PathText.withCString(prefix, { mkdir($0, 0o777) }) != 0, errno != EEXIST {
        throw FigureOutputError(
          path: path, .system(.createFolder, object: prefix, message: SystemError.text()))
      }
      prefix += "/"
    }
  }

  /// Removes the temporaries `.NAME.tmp-PID-RANDOM` directly in `folder` whose process `PID` no
  /// longer runs (so a concurrent writer's files are left alone); returns how many were
  /// removed. A folder that cannot be listed removes nothing.
  @discardableResult
  public static func removeStaleTemporaries(in folder: String) -> Int {
    guard let directory = PathText.withCString(folder, { opendir($0) }) else { return 0 }
    defer { closedir(directory) }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        PathText.decode(raw.prefix { $0 != 0 })
      }
      guard let pid = writerProcess(ofTemporary: name), !isRunning(pid) else { continue }
      stale.append(name)
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return stale.filter { name in PathText.withCString(prefix + name) { unlink($0) } == 0 }.count
  }

  /// The PID in a temporary's name `.NAME.tmp-PID-RANDOM`, or `nil` for any other name.
  static func writerProcess(ofTemporary name: String) -> pid_t? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard name.hasPrefix("."), parts.count >= 3, let last = parts.last, last.hasPrefix("tmp-")
    else { return nil }
    let rest = last.dropFirst(4).split(separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, let pid = pid_t(rest[0]), pid > 0,
      !rest[1].isEmpty, rest[1].allSatisfy(\.isHexDigit)
    else { return nil }
    return pid
  }

  /// Whether a process with this PID exists (signal 0: no signal sent, only checked).
  static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

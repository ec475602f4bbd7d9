import CurveScopeSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The input files one command has read, and which of them defined which scenario or strategy.
///
/// Outputs are checked against it (``OutputTarget``), so that no command writes over one of its
/// own inputs, whatever the spelling (`./s.json`, a symbolic or hard link): a file is the same
/// when its device and inode are, or when both paths resolve to the same absolute path. Errors
/// raised while analysing name the file that defined the scenario or strategy at fault
/// (``SyncSources``).
package final class InputRegistry: Sendable {
  /// One file read.
  package struct Entry: Sendable, Equatable {
    /// The path as typed (`-` for standard input).
    package var path: String
    /// The device holding the file.
    package var device: UInt64
    /// The file's inode on that device.
    package var inode: UInt64
    /// The absolute path with every symbolic link resolved, when it could be found.
    package var resolvedPath: String?
  }

  private struct State {
    var entries: [Entry] = []
    var scenarioFiles: [String: String] = [:]
    var strategyFiles: [String: String] = [:]
    var profileFiles: [String: String] = [:]
  }

  private let state = Mutex(State())

  /// An empty registry.
  package init() {}

  /// Every file read, in order.
  package var entries: [Entry] { state.withLock { $0.entries } }

  /// Records the regular file `path`, open with `status`.
  func record(path: String, status: stat) {
    let entry = Entry(
      path: path, device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
      resolvedPath: Self.resolved(path))
    state.withLock { $0.entries.append(entry) }
  }

  /// Records standard input when it is a regular file (`< s.json`), which a command must not
  /// write over either; a pipe or terminal is no file to protect.
  func recordStandardInput() {
    var status = stat()
    guard fstat(0, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    let entry = Entry(
      path: "-", device: UInt64(status.st_dev), inode: UInt64(status.st_ino), resolvedPath: nil)
    state.withLock { $0.entries.append(entry) }
  }

  /// The input that `path` would overwrite: the first entry with the same device and inode as
  /// the existing file at `path` (links followed), or with the same resolved path; `nil` when
  /// none.
  package func input(at path: String) -> Entry? {
    var status = stat()
    let exists = PathText.withCString(path) { stat($0, &status) } == 0
    let resolved = Self.resolved(path)
    return state.withLock { state in
      state.entries.first { entry in
        (exists && entry.device == UInt64(status.st_dev) && entry.inode == UInt64(status.st_ino))
          || (resolved != nil && entry.resolvedPath == resolved)
      }
    }
  }

  /// Notes that the file `path` defined the scenario `name`.
  func noteScenario(_ name: String, path: String) {
    state.withLock { $0.scenarioFiles[name] = $0.scenarioFiles[name] ?? path }
  }

  /// Notes that the file `path` defined the strategy `name`.
  func noteStrategy(_ name: String, path: String) {
    state.withLock { $0.strategyFiles[name] = $0.strategyFiles[name] ?? path }
  }

  /// Notes that the file `path` defined the keyboard profile `name`.
  func noteProfile(_ name: String, path: String) {
    state.withLock { $0.profileFiles[name] = $0.profileFiles[name] ?? path }
  }

  /// The file that defined the keyboard profile `name`, if one did.
  package func profileFile(named name: String) -> String? {
    state.withLock { $0.profileFiles[name] }
  }

  /// The file that defined the scenario `name`, if one did.
  package func scenarioFile(named name: String) -> String? {
    state.withLock { $0.scenarioFiles[name] }
  }

  /// The file that defined the strategy `name`, if one did.
  package func strategyFile(named name: String) -> String? {
    state.withLock { $0.strategyFiles[name] }
  }

  /// The absolute path of `path` with symbolic links resolved: `realpath(3)` of the path, or
  /// of its folder joined with its name when the file does not exist yet.
  static func resolved(_ path: String) -> String? {
    if let full = realPath(path) { return full }
    let name = PathParts.fileName(of: path)
    guard !name.isEmpty, name != ".", name != "..",
      let folder = realPath(PathParts.folder(of: path))
    else { return nil }
    return folder == "/" ? "/" + name : folder + "/" + name
  }

  private static func realPath(_ path: String) -> String? {
    guard let pointer = PathText.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(pointer) }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      PathText.decode(UnsafeBufferPointer(start: $0, count: length))
    }
  }
}

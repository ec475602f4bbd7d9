import CurveScopeOutput
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
    /// Whether ``path`` is a folder input that reads this file.
    package var isFolder = false
  }

  /// A folder whose files are read: those whose names end in one of `extensions` (lower-cased,
  /// with the dot), directly inside it or, when `recursive`, at any depth; hidden files are not
  /// read.
  package struct Folder: Sendable, Equatable {
    /// The path as typed.
    package var path: String
    /// The folder's absolute path with every symbolic link resolved.
    package var resolvedPath: String
    /// The name endings of the files read.
    package var extensions: [String]
    /// Whether sub-folders are read too.
    package var recursive: Bool
  }

  private struct State {
    var entries: [Entry] = []
    var folders: [Folder] = []
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

  /// Records `path` when it names an existing regular file (symbolic links followed).
  func recordExisting(path: String) {
    var status = stat()
    guard PathText.withCString(path, { stat($0, &status) }) == 0,
      status.st_mode & S_IFMT == S_IFREG
    else { return }
    record(path: path, status: status)
  }

  /// Records the folder `path` (when it is one) as read for its files ending in `extensions`.
  func recordFolder(path: String, extensions: [String], recursive: Bool) {
    guard let resolved = Self.realPath(path) else { return }
    let folder = Folder(
      path: path, resolvedPath: resolved, extensions: extensions.map { $0.lowercased() },
      recursive: recursive)
    state.withLock { $0.folders.append(folder) }
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
      if let entry = state.entries.first(where: { entry in
        (exists && entry.device == UInt64(status.st_dev) && entry.inode == UInt64(status.st_ino))
          || (resolved != nil && entry.resolvedPath == resolved)
      }) {
        return entry
      }
      // A regular file a folder input reads (its name and place are those the reader takes).
      guard exists, status.st_mode & S_IFMT == S_IFREG, let resolved,
        let folder = state.folders.first(where: { $0.reads(resolved) })
      else { return nil }
      return Entry(
        path: folder.path, device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
        resolvedPath: resolved, isFolder: true)
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

  static func realPath(_ path: String) -> String? {
    guard let pointer = PathText.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(pointer) }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      PathText.decode(UnsafeBufferPointer(start: $0, count: length))
    }
  }
}

extension InputRegistry.Folder {
  /// Whether the file at the resolved path `file` is one this folder input reads.
  func reads(_ file: String) -> Bool {
    let prefix = resolvedPath == "/" ? "/" : resolvedPath + "/"
    guard file.hasPrefix(prefix) else { return false }
    let rest = file.dropFirst(prefix.count)
    let parts = rest.split(separator: "/")
    guard let name = parts.last, recursive || parts.count == 1,
      !parts.contains(where: { $0.hasPrefix(".") })
    else { return false }
    let lowered = name.lowercased()
    return extensions.contains { lowered.hasSuffix($0) }
  }
}

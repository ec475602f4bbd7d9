import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hidden temporaries `.NAME.tmp-PID-RANDOM` this process is writing, removed when it is
/// interrupted (SIGINT, SIGTERM, SIGHUP) and, once their writer is gone, by the next run that
/// writes beside them.
///
/// Every atomic writer registers its temporary while it writes and forgets it once renamed or
/// removed. ``installSignalCleanup()`` (called once by the executable, before any other thread
/// starts) blocks the three signals in every thread and waits for them on a thread of its own:
/// there, outside any signal handler, it removes the registered temporaries, then lets the
/// signal take its default course, so the process still ends as killed by it. SIGKILL cannot be
/// caught; what it leaves, ``removeStale(in:named:)`` removes on the next write of that name.
package enum TemporaryFiles {
  private struct State {
    var next = 0
    var paths: [Int: String] = [:]
  }

  private static let state = Mutex(State())

  /// Registers `path`, a temporary being written; returns the token that forgets it.
  package static func register(_ path: String) -> Int {
    state.withLock { state in
      state.next += 1
      state.paths[state.next] = path
      return state.next
    }
  }

  /// Forgets the temporary registered under `token` (renamed into place, or removed).
  package static func forget(_ token: Int) {
    _ = state.withLock { $0.paths.removeValue(forKey: token) }
  }

  /// The temporaries registered now.
  package static var registered: [String] {
    state.withLock { Array($0.paths.values) }
  }

  /// Removes every registered temporary; returns how many were removed.
  @discardableResult
  package static func removeRegistered() -> Int {
    let paths = state.withLock { state in
      defer { state.paths.removeAll() }
      return Array(state.paths.values)
    }
    return paths.filter { path in PathText.withCString(path) { unlink($0) } == 0 }.count
  }

  /// The signals that remove the temporaries before the process ends.
  package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Blocks ``signals`` in this thread (and every thread it starts later) and starts the
  /// thread that waits for them. Call once, from the main thread, before starting any other.
  package static func installSignalCleanup() {
    var set = signalSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
    var thread = pthread_t()
    _ = pthread_create(
      &thread, nil,
      { _ in
        var set = TemporaryFiles.signalSet()
        var received: Int32 = 0
        guard sigwait(&set, &received) == 0 else { return nil }
        TemporaryFiles.removeRegistered()
        signal(received, SIG_DFL)
        var one = sigset_t()
        sigemptyset(&one)
        sigaddset(&one, received)
        pthread_sigmask(SIG_UNBLOCK, &one, nil)
        raise(received)
        // A signal whose default is not to end the process: end it as the user asked.
        exit(128 + received)
      }, nil)
  }

  private static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }

  /// Removes the temporaries `.NAME.tmp-PID-RANDOM` directly in `folder` whose writing process
  /// no longer runs (a concurrent writer's are left alone), only those of the file `name` when
  /// one is given; returns how many were removed. A folder that cannot be listed removes
  /// nothing.
  @discardableResult
  package static func removeStale(in folder: String, named name: String? = nil) -> Int {
    guard let directory = PathText.withCString(folder, { opendir($0) }) else { return 0 }
    defer { closedir(directory) }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        PathText.decode(raw.prefix { $0 != 0 })
      }
      guard let (pid, file) = writer(ofTemporary: entryName), name == nil || file == name,
        !isRunning(pid)
      else { continue }
      stale.append(entryName)
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return stale.filter { PathText.withCString(prefix + $0) { unlink($0) } == 0 }.count
  }

  /// The PID and the file's name in a temporary's name `.NAME.tmp-PID-RANDOM`, or `nil` for any
  /// other name.
  package static func writer(ofTemporary name: String) -> (pid: Int32, file: String)? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard name.hasPrefix("."), parts.count >= 3, let last = parts.last, last.hasPrefix("tmp-")
    else { return nil }
    let file = parts[1..<(parts.count - 1)].joined(separator: ".")
    let rest = last.dropFirst(4).split(separator: "-", omittingEmptySubsequences: false)
    guard !file.isEmpty, rest.count == 2, let pid = Int32(rest[0]), pid > 0,
      !rest[1].isEmpty, rest[1].allSatisfy(\.isHexDigit)
    else { return nil }
    return (pid, file)
  }

  /// Whether a process with this PID exists (signal 0: no signal sent, only checked).
  package static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// matplotlib drawing the same number of 1600 × 1000 two-panel figures as a whole process
/// (`.ci/matplotlib-figures.py`, Agg, PNG), run by the benchmark itself so that the gallery's
/// speed is compared with a real measurement rather than an estimate.
enum MatplotlibYardstick {
  /// The script, relative to the package folder.
  static let script = ".ci/matplotlib-figures.py"

  /// One run: wall seconds and the CPU seconds of the child process (user + system).
  struct Run {
    var wall: Double
    var cpu: Double
  }

  /// Runs the script for `count` figures into `folder`; `nil` when Python, matplotlib or the
  /// script is missing (the script exits non-zero).
  static func run(count: Int, folder: String) -> Run? {
    guard access(script, R_OK) == 0 else { return nil }
    let before = childCPU()
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let status = system("python3 \(script) --count \(count) \(folder) >/dev/null 2>&1")
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    guard status == 0 else { return nil }
    let wall =
      Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
    return Run(wall: wall, cpu: childCPU() - before)
  }

  /// User + system seconds of the finished children so far.
  static func childCPU() -> Double {
    var usage = rusage()
    #if os(Linux)
      let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
      let children = RUSAGE_CHILDREN
    #endif
    guard getrusage(children, &usage) == 0 else { return .nan }
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
  }
}

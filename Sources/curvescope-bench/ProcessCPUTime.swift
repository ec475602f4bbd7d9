#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CPU seconds this process has used (`CLOCK_PROCESS_CPUTIME_ID`): a measure that other
/// processes on the same cores do not inflate the way they inflate wall time.
enum ProcessCPUTime {
  /// The CPU seconds used so far.
  static func now() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .nan }
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// The least CPU seconds `body` took over `count` runs.
  static func least(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<count {
      let start = now()
      try body()
      best = min(best, now() - start)
    }
    return best
  }
}

import Dispatch

/// Runs independent pieces of work on every core and returns their results in order.
package enum ParallelMap {
  /// `body(0..<count)` in order, computed on up to the machine's cores (contiguous ranges, one
  /// per worker).
  package static func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value)
    -> [Value]
  {
    guard count > 1 else { return (0..<count).map(body) }
    let slots = ResultSlots<Value>(count: count)
    let workers = max(1, min(count, sysconfNumberOfProcessors()))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in (count * worker / workers)..<(count * (worker + 1) / workers) {
        slots.store(.success(body(index)), at: index)
      }
    }
    do {
      return try slots.collect()
    } catch {
      preconditionFailure("ParallelMap: a slot stored a failure, which body cannot throw")
    }
  }
}

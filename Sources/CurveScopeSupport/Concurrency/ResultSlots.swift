#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed number of result slots that parallel workers fill at distinct indices.
///
/// Each index must be stored exactly once, by one worker; ``collect()`` is called after all
/// workers have finished (`concurrentPerform` returns only then), which orders the writes
/// before the reads.
package final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Result<Value, any Error>?>

  package init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Stores the result for `index`.
  package func store(_ result: Result<Value, any Error>, at index: Int) {
    slots[index] = result
  }

  /// Every value in index order; rethrows the first failure.
  ///
  /// Every slot must have been stored (an invariant of the callers, checked).
  package func collect() throws -> [Value] {
    try slots.indices.map { index in
      guard let slot = slots[index] else {
        preconditionFailure("ResultSlots: slot \(index) of \(slots.count) was never stored")
      }
      return try slot.get()
    }
  }
}

/// The number of online processors, from `sysconf`.
package func sysconfNumberOfProcessors() -> Int {
  Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

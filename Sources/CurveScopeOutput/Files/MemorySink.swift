/// A sink that keeps the bytes in memory (benchmarks, tests, embedding).
public final class MemorySink: ByteSink {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty sink.
  public init() {}

  /// Appends the bytes.
  public func write(_ bytes: UnsafeRawBufferPointer) {
    self.bytes.append(contentsOf: bytes)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A sink writing to an open file descriptor through a 256 KiB buffer; failures become
/// `FigureOutputError`s naming the user's path.
final class FileSink: ByteSink {
  private let descriptor: Int32
  private let displayPath: String
  private var buffer: [UInt8] = []
  private let capacity = 256 * 1024

  init(descriptor: Int32, displayPath: String) {
    self.descriptor = descriptor
    self.displayPath = displayPath
    buffer.reserveCapacity(capacity)
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    if buffer.count + bytes.count > capacity { try flush() }
    if bytes.count >= capacity {
      try writeAll(bytes)
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes out the buffer.
  func flush() throws {
    guard !buffer.isEmpty else { return }
    try buffer.withUnsafeBytes { try writeAll($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        throw FigureOutputError(
          path: displayPath, .system(.write, object: nil, message: SystemError.text()))
      }
      if written == 0 {
        throw FigureOutputError(path: displayPath, .noProgress)
      }
      remaining -= written
      pointer += written
    }
  }
}

/// `write(2)`, outside the class whose own `write` method would shadow it.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

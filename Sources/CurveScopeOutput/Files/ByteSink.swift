/// Where encoded figure bytes go: a file being written, or memory.
public protocol ByteSink: AnyObject {
  /// Appends bytes; throws (typically `FigureOutputError`) when they cannot be stored.
  func write(_ bytes: UnsafeRawBufferPointer) throws
}

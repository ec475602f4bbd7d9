extension AtomicFileWriter {
  /// Writes `text` as UTF-8 to `path` atomically (temporary file, fsync, rename).
  /// - Throws: `FigureOutputError` when the file cannot be written.
  public static func write(text: String, to path: String) throws {
    var text = text
    try write(to: path) { sink in
      try text.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
    }
  }
}

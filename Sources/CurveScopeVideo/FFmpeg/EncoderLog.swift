import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What libx264 writes to standard error itself, caught while the encoder is opened or fed.
///
/// FFmpeg's own log is silenced (``FFmpegLog``), but libx264 reports a failed allocation with a
/// raw `x264 [error]: malloc of size … failed` line written straight to file descriptor 2,
/// before any of its callbacks is set. Around each call into the encoder, descriptor 2 points at
/// a temporary file (one writer at a time); what lands there becomes the detail of the typed
/// error, and never reaches the user's terminal as a stray line.
enum EncoderLog {
  private static let lock = Mutex(())

  /// Runs `body` with standard error caught; returns its result, or throws its error, with the
  /// text caught (empty when none, or when standard error could not be redirected).
  static func capturing<T, E: Error>(_ body: () throws(E) -> T) -> (Result<T, E>, String) {
    var result: Result<T, E>?
    let text: String = lock.withLock { _ in
      guard let file = tmpfile() else { return "" }
      defer { fclose(file) }
      fflush(nil)
      let saved = dup(2)
      guard saved >= 0, dup2(fileno(file), 2) >= 0 else {
        if saved >= 0 { close(saved) }
        return ""
      }
      result = Result(catching: body)
      fflush(nil)
      dup2(saved, 2)
      close(saved)
      return read(file)
    }
    // Standard error could not be redirected: the body runs as it is.
    return (result ?? Result(catching: body), text)
  }

  /// The text of `file`, from its start, at most 4 KiB, trimmed.
  private static func read(_ file: UnsafeMutablePointer<FILE>) -> String {
    rewind(file)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    return String(
      text.split(separator: "\n").map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        .joined(separator: "; "))
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
  }
}

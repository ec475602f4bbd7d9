/// Refuses trace bytes in another encoding than UTF-8, naming the one they look like: a UTF-16
/// or UTF-32 byte-order mark, or NUL bytes in every other (or every fourth) position of the
/// first bytes, as Windows editors and PowerShell's redirection write them.
enum TraceEncoding {
  /// Throws ``TraceError/Cause/encoding(_:)`` when `bytes` look like UTF-16 or UTF-32.
  static func check(_ bytes: some Collection<UInt8>) throws(TraceError) {
    let head = Array(bytes.prefix(64))
    if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
      throw TraceError(nil, .encoding("UTF-32"))
    }
    if head.starts(with: [0xFF, 0xFE]) { throw TraceError(nil, .encoding("UTF-16LE")) }
    if head.starts(with: [0xFE, 0xFF]) { throw TraceError(nil, .encoding("UTF-16BE")) }
    guard head.count >= 4, head.contains(0) else { return }
    let even = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
    let odd = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
    let half = head.count / 2
    if odd >= half * 3 / 4, even == 0 { throw TraceError(nil, .encoding("UTF-16LE")) }
    if even >= half * 3 / 4, odd == 0 { throw TraceError(nil, .encoding("UTF-16BE")) }
    if head.filter({ $0 == 0 }).count >= head.count * 2 / 3 {
      throw TraceError(nil, .encoding("UTF-32"))
    }
  }
}

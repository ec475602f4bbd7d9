#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of the C library's current `errno` ("No space left on device").
enum SystemError {
  static func text(_ code: Int32 = errno) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}

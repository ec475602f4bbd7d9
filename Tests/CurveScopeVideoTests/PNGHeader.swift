import Foundation

/// The width and height a PNG file's header states.
struct PNGHeader {
  var size: (Int, Int)

  init(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
    guard bytes.count == 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
      throw ToolFailure(message: "\(path) is not a PNG")
    }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    size = (word(16), word(20))
  }
}

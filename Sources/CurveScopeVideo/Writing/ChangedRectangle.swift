/// The part of a frame that differs from what is on screen.
enum ChangedRectangle {
  typealias Rect = (x: Int, y: Int, width: Int, height: Int)

  /// The bounding box of the pixels where `frame` differs from `shown`; `nil` when none does.
  static func find(_ frame: [UInt8], _ shown: [UInt8], width: Int, height: Int) -> Rect? {
    var top = -1
    var bottom = -1
    var left = width
    var right = -1
    frame.withUnsafeBufferPointer { a in
      shown.withUnsafeBufferPointer { b in
        for y in 0..<height {
          let row = y * width
          var first = -1
          for x in 0..<width where a[row + x] != b[row + x] {
            first = x
            break
          }
          guard first >= 0 else { continue }
          var last = first
          for x in stride(from: width - 1, to: first, by: -1) where a[row + x] != b[row + x] {
            last = x
            break
          }
          if top < 0 { top = y }
          bottom = y
          left = min(left, first)
          right = max(right, last)
        }
      }
    }
    guard top >= 0 else { return nil }
    return (left, top, right - left + 1, bottom - top + 1)
  }

  /// The rectangle's pixels, with pixels equal to `shown` replaced by `transparent`.
  static func extract(
    _ frame: [UInt8], _ shown: [UInt8], width: Int, rect: Rect, transparent: UInt8
  ) -> [UInt8] {
    var pixels = [UInt8](repeating: transparent, count: rect.width * rect.height)
    for y in 0..<rect.height {
      let source = (rect.y + y) * width + rect.x
      for x in 0..<rect.width where frame[source + x] != shown[source + x] {
        pixels[y * rect.width + x] = frame[source + x]
      }
    }
    return pixels
  }

  /// Copies the rectangle of `frame` onto `shown`.
  static func apply(_ frame: [UInt8], to shown: inout [UInt8], width: Int, rect: Rect) {
    for y in rect.y..<(rect.y + rect.height) {
      let start = y * width + rect.x
      shown.replaceSubrange(start..<(start + rect.width), with: frame[start..<(start + rect.width)])
    }
  }
}

/// Cheap checks on a file's bytes before lexing: UTF-8 validity, and whether it can contain a
/// keyboard handler at all (most files of an app cannot, and are not lexed).
enum SourceScreen {
  /// The offset of the first byte that is not valid UTF-8 (overlong forms, surrogates and
  /// truncated sequences included), or `nil` when the bytes are valid.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    validate(bytes).invalidOffset
  }

  /// In one pass over the bytes: the offset of the first byte that is not valid UTF-8 (as
  /// ``firstInvalidUTF8(_:)``), and, when they are valid, whether they hold a carriage return
  /// (only then does ``withLineFeeds(_:)`` need to look for one).
  static func validate(_ bytes: [UInt8]) -> (invalidOffset: Int?, hasCarriageReturn: Bool) {
    var carriageReturn = false
    let invalid = bytes.withUnsafeBufferPointer { p -> Int? in
      guard let base = p.baseAddress else { return nil }
      let n = p.count
      var i = 0
      while i < n {
        // ASCII fast path, 8 bytes at a time; a carriage return is a zero byte after `^ 0x0D`.
        while i + 8 <= n {
          let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
          if word & 0x8080_8080_8080_8080 != 0 { break }
          let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
          if (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080 != 0 {
            carriageReturn = true
          }
          i += 8
        }
        guard i < n else { break }
        let lead = p[i]
        if lead < 0x80 {
          if lead == 0x0D { carriageReturn = true }
          i += 1
          continue
        }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
          length = 3
          lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
          length = 3
          upper = 0x9F
        case 0xF0:
          length = 4
          lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
          length = 4
          upper = 0x8F
        default: return i
        }
        guard i + length <= n, p[i + 1] >= lower, p[i + 1] <= upper else { return i }
        var k = 2
        while k < length {
          guard p[i + k] & 0xC0 == 0x80 else { return i }
          k += 1
        }
        i += length
      }
      return nil
    }
    return (invalid, invalid == nil && carriageReturn)
  }

  /// The bytes with every carriage return that does not start a CRLF pair turned into a line
  /// feed (classic Mac line endings), so that lines are counted right; the length and every
  /// offset stay the same. Returns `bytes` itself when there is none.
  static func withLineFeeds(_ bytes: [UInt8]) -> [UInt8] {
    let found = bytes.withUnsafeBufferPointer { p -> Int? in
      var index = 0
      if let base = p.baseAddress {
        // Eight bytes at a time while none is a carriage return.
        while index + 8 <= p.count {
          let word =
            UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x0D0D_0D0D_0D0D_0D0D
          if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
          index += 8
        }
      }
      while index < p.count {
        if p[index] == 0x0D { return index }
        index += 1
      }
      return nil
    }
    guard let first = found else { return bytes }
    var result = bytes
    var index = first
    while index < result.count {
      if result[index] == 0x0D, index + 1 >= result.count || result[index + 1] != 0x0A {
        result[index] = 0x0A
      }
      index += 1
    }
    return result
  }

  /// Whether the file may matter to lint: it mentions the keyboard (and may register for its
  /// notifications or pin to it), or an animation curve or options type (and may convert a
  /// curve for another file's handler: `extension UIView.AnimationOptions { init(curve:) }`).
  static func mayMatter(_ bytes: [UInt8]) -> Bool {
    mayMentionKeyboard(bytes) || mentionsAnimationTypes(bytes)
  }

  /// Whether the bytes mention `nimationCurve` or `nimationOption` (`UIView.AnimationCurve`,
  /// `UIViewAnimationOptions`).
  static func mentionsAnimationTypes(_ bytes: [UInt8]) -> Bool {
    let stem = Array("nimation".utf8)
    return bytes.withUnsafeBufferPointer { p -> Bool in
      let n = p.count
      var i = 0
      while i + 14 < n {
        if p[i] == UInt8(ascii: "n"), p[i + 1] == UInt8(ascii: "i"), p[i + 7] == UInt8(ascii: "n") {
          var k = 2
          while k < 8, p[i + k] == stem[k] { k += 1 }
          if k == 8 {
            let next = p[i + 8]
            if next == UInt8(ascii: "C"), p[i + 9] == UInt8(ascii: "u"),
              p[i + 10] == UInt8(ascii: "r"), p[i + 11] == UInt8(ascii: "v")
            {
              return true
            }
            if next == UInt8(ascii: "O"), p[i + 9] == UInt8(ascii: "p"),
              p[i + 10] == UInt8(ascii: "t"), p[i + 11] == UInt8(ascii: "i")
            {
              return true
            }
          }
        }
        i += 1
      }
      return false
    }
  }

  /// Whether the bytes mention `eyboard` (keyboard, UIKeyboard…) or `nputAccessoryView`; a file
  /// that does not cannot register for keyboard notifications or pin to the keyboard.
  static func mayMentionKeyboard(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { p -> Bool in
      guard let base = p.baseAddress else { return false }
      let n = p.count
      var i = 1
      while i + 5 < n {
        // Eight bytes at a time while none is a `y` or an `A` (where a match would be found).
        if i + 8 <= n {
          let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
          let y = word ^ 0x7979_7979_7979_7979
          let a = word ^ 0x4141_4141_4141_4141
          let zero = ((y &- 0x0101_0101_0101_0101) & ~y) | ((a &- 0x0101_0101_0101_0101) & ~a)
          if zero & 0x8080_8080_8080_8080 == 0 {
            i += 8
            continue
          }
        }
        let c = p[i]
        if c == UInt8(ascii: "y"), p[i - 1] == UInt8(ascii: "e"), p[i + 1] == UInt8(ascii: "b"),
          p[i + 2] == UInt8(ascii: "o"), p[i + 3] == UInt8(ascii: "a"),
          p[i + 4] == UInt8(ascii: "r"), p[i + 5] == UInt8(ascii: "d")
        {
          return true
        }
        if c == UInt8(ascii: "A"), i + 12 < n, p[i - 1] == UInt8(ascii: "t"),
          Array(p[(i + 1)...(i + 12)]) == Array("ccessoryView".utf8)
        {
          return true
        }
        i += 1
      }
      return false
    }
  }
}

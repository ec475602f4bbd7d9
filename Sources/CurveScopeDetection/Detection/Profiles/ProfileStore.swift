/// Every frame's row profile, kept in one block of bytes whose size is bounded: when the next
/// frame would pass ``maximumBytes``, neighbouring strips are merged (16 → 8 → 4 …), halving what
/// every stored frame takes. A 10-minute 120 fps recording keeps one strip a row at worst.
struct ProfileStore: Sendable {
  /// Rows per frame.
  let rows: Int
  /// Strips per row (halved when memory runs short).
  private(set) var strips: Int
  /// Frames stored.
  private(set) var count = 0
  /// The bytes: frame by frame, row by row, strip by strip.
  private(set) var values: [UInt8] = []
  /// The most bytes kept.
  let maximumBytes: Int

  /// The default bound, 256 MiB.
  static let standardMaximumBytes = 256 << 20

  /// Creates an empty store.
  init(rows: Int, strips: Int, maximumBytes: Int = standardMaximumBytes) {
    self.rows = rows
    self.strips = strips
    self.maximumBytes = maximumBytes
  }

  /// Bytes one frame takes.
  var frameSize: Int { rows * strips }

  /// Appends a profile of `rows × incomingStrips` values (`incomingStrips` a power-of-two
  /// multiple of ``strips``).
  mutating func append(_ profile: [UInt8], strips incomingStrips: Int) {
    var profile = profile
    var width = incomingStrips
    while width > strips {
      profile = Self.merged(profile, rows: rows, strips: width)
      width /= 2
    }
    while strips > 1, (count + 1) * frameSize > maximumBytes {
      values = Self.merged(values, rows: rows * count, strips: strips)
      profile = Self.merged(profile, rows: rows, strips: strips)
      strips /= 2
    }
    values.append(contentsOf: profile)
    count += 1
  }

  /// Neighbouring strips averaged (an odd last strip is kept with the one before it).
  static func merged(_ values: [UInt8], rows: Int, strips: Int) -> [UInt8] {
    let half = max(1, strips / 2)
    var out = [UInt8](repeating: 0, count: rows * half)
    for row in 0..<rows {
      for strip in 0..<half {
        let left = Int(values[row * strips + 2 * strip])
        let right = Int(values[row * strips + min(strips - 1, 2 * strip + 1)])
        out[row * half + strip] = UInt8((left + right + 1) / 2)
      }
    }
    return out
  }

  /// The value of one cell.
  func value(frame: Int, row: Int, strip: Int) -> UInt8 {
    values[(frame * rows + row) * strips + strip]
  }

  /// One frame's profile as floating-point levels (`rows × strips`).
  func frame(_ index: Int) -> ProfileImage {
    let start = index * frameSize
    return ProfileImage(
      rows: rows, strips: strips,
      values: values[start..<start + frameSize].map { Float($0) })
  }
}

extension ProfileStore {
  /// Replaces a stored frame's profile with `profile` (of ``frameSize`` values).
  mutating func replace(frame: Int, with profile: [UInt8]) {
    guard frame >= 0, frame < count, profile.count == frameSize else { return }
    values.replaceSubrange(frame * frameSize..<(frame + 1) * frameSize, with: profile)
  }

  /// Every frame with `factor` rows averaged into one (a coarse copy for searches over large
  /// shifts; the last rows that do not fill a group are dropped).
  func coarse(factor: Int) -> ProfileStore {
    precondition(factor >= 1, "coarse factor \(factor)")
    let coarseRows = rows / factor
    var out = ProfileStore(rows: coarseRows, strips: strips, maximumBytes: Int.max)
    out.values.reserveCapacity(count * coarseRows * strips)
    values.withUnsafeBufferPointer { stored in
      for frame in 0..<count {
        var profile = [UInt8](repeating: 0, count: coarseRows * strips)
        for row in 0..<coarseRows {
          for strip in 0..<strips {
            var sum = 0
            for inner in 0..<factor {
              sum += Int(stored[(frame * rows + row * factor + inner) * strips + strip])
            }
            profile[row * strips + strip] = UInt8((sum + factor / 2) / factor)
          }
        }
        out.append(profile, strips: strips)
      }
    }
    return out
  }
}

import Testing

@testable import CurveScopeDetection

/// The keyboard's top search gives up a position as soon as it cannot beat the best so far: the
/// best match it returns is the one an exhaustive comparison finds, with and without strips left
/// out of some rows.
struct BoundedBlockMatchTests {
  /// A fixed pseudo-random image: levels 0–255 from a linear congruential sequence seeded with
  /// `seed`, with a smooth ramp added so that some blocks are near one another.
  static func image(rows: Int, strips: Int, seed: UInt64) -> ProfileImage {
    var state = seed
    var values: [Float] = []
    for row in 0..<rows {
      for _ in 0..<strips {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let noise = Float((state >> 33) % 64)
        values.append(Float(row % 97) * 2 + noise)
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: values)
  }

  /// The same search written out in full: every second position's mean difference, then the
  /// best one's two neighbours; each row on its usable strips, a row with none left out.
  static func exhaustive(
    _ image: ProfileImage, row: Int, block: Int, in other: ProfileImage, usable: [[Int]?]
  ) -> Float {
    func difference(_ at: Int) -> Float {
      var sum: Float = 0
      var counted = 0
      for offset in 0..<block {
        let strips =
          usable.indices.contains(at + offset)
          ? (usable[at + offset] ?? Array(0..<other.strips)) : Array(0..<other.strips)
        guard !strips.isEmpty else { continue }
        var rowSum: Float = 0
        for strip in strips {
          rowSum += abs(image[row + offset, strip] - other[at + offset, strip])
        }
        sum += rowSum / Float(strips.count)
        counted += 1
      }
      return counted > 0 ? sum / Float(counted) : .infinity
    }
    var best = (Float.infinity, 0)
    for at in stride(from: 0, through: other.rows - block, by: 2) where difference(at) < best.0 {
      best = (difference(at), at)
    }
    var least = best.0
    for at in [best.1 - 1, best.1 + 1] where at >= 0 && at <= other.rows - block {
      least = min(least, difference(at))
    }
    return least
  }

  @Test(arguments: [1, 2, 3, 4])
  func boundedSearchFindsTheExhaustiveBest(seed: UInt64) {
    let reference = Self.image(rows: 120, strips: 16, seed: seed)
    let hidden = Self.image(rows: 300, strips: 16, seed: seed + 100)
    // Every third row of the hidden image compares strips 2–13 only; every seventh none.
    let usable: [[Int]?] = (0..<300).map { row in
      row % 7 == 0 ? [] : row % 3 == 0 ? Array(2...13) : nil
    }
    for row in stride(from: 0, through: 96, by: 8) {
      for list in [[], usable] {
        let found = KeyboardTopFinder.bestMatch(
          reference, row: row, block: 24, in: hidden, usable: list)
        let expected = Self.exhaustive(reference, row: row, block: 24, in: hidden, usable: list)
        #expect(
          abs(found - expected) <= 1e-4 * max(1, expected), "row \(row): \(found) for \(expected)")
      }
    }
  }

  @Test func boundGivesTheExactMeanUnderItAndInfinityAtOrOverIt() {
    let a = Self.image(rows: 40, strips: 16, seed: 9)
    let b = Self.image(rows: 40, strips: 16, seed: 10)
    let exact = KeyboardTopFinder.blockDifference(a, 3, b, 5, block: 24)
    #expect(exact.isFinite && exact > 0)
    #expect(KeyboardTopFinder.blockDifference(a, 3, b, 5, block: 24, bound: exact * 1.01) == exact)
    #expect(
      KeyboardTopFinder.blockDifference(a, 3, b, 5, block: 24, bound: exact * 0.9) == .infinity)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The evidence one template row gives about a match, as a log-likelihood ratio: a row that
/// matches (within ``tolerance`` levels) adds log(q/p), one that does not adds
/// log((1−q)/(1−p)), where q is how often the row matches when the template is truly there and
/// p how often it matches an arbitrary row of the recording (a plain grey row matches many, a
/// row of key caps few). Rows within a point of each other are not independent: each counts
/// 1/(rows per point).
struct RowEvidence: Sendable {
  /// Levels within which a row matches, 6 (compression and dithering stay under it).
  static let tolerance: Float = 6
  /// q before it is learned from the recording.
  static let priorMatch = 0.7

  /// Per template row, what a match adds.
  var match: [Float]
  /// Per template row, what a mismatch adds (negative).
  var mismatch: [Float]

  /// Evidence from chance rates `chance` (p) and match rates `hit` (q), `rowsPerPoint` rows to
  /// a point.
  init(chance: [Double], hit: [Double], rowsPerPoint: Double) {
    let weight = 1 / max(1, rowsPerPoint)
    var match = [Float](repeating: 0, count: chance.count)
    var mismatch = [Float](repeating: 0, count: chance.count)
    for index in chance.indices {
      let p = chance[index]
      let q = hit[index]
      let found: Double = log(q / p) * weight
      let missed: Double = log((1 - q) / (1 - p)) * weight
      match[index] = Float(found)
      mismatch[index] = Float(missed)
    }
    self.match = match
    self.mismatch = mismatch
  }

  /// How often each template row matches rows of `frames` of the store (every `rowStep`th row):
  /// the chance rate p, kept within 0.005…0.95.
  static func chance(
    template: ProfileImage, store: ProfileStore, frames: [Int], rowStep: Int
  ) -> [Double] {
    let strips = store.strips
    var hits = [Int](repeating: 0, count: template.rows)
    var total = 0
    store.values.withUnsafeBufferPointer { values in
      template.values.withUnsafeBufferPointer { cells in
        for frame in frames {
          for row in stride(from: 0, to: store.rows, by: rowStep) {
            total += 1
            let start = (frame * store.rows + row) * strips
            for templateRow in 0..<template.rows {
              var sum: Float = 0
              for strip in 0..<strips {
                sum += abs(Float(values[start + strip]) - cells[templateRow * strips + strip])
              }
              if sum < tolerance * Float(strips) { hits[templateRow] += 1 }
            }
          }
        }
      }
    }
    return hits.map { min(0.95, max(0.005, Double($0) / Double(max(1, total)))) }
  }
}

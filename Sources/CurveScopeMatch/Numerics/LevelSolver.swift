/// Least squares for the levels of a sum of weighted basis curves: the values y_i ≈ Σ_j L_j·w_ij
/// with some levels known, solved for the others through the normal equations (Gaussian
/// elimination with partial pivoting; a handful of unknowns).
///
/// The storage is flat and reused: a solver kept across many solves (the keyboard fit's start
/// search evaluates thousands of trial times) allocates only when it is created or copied.
struct LevelSolver {
  /// The number of levels.
  let count: Int
  /// Σ_i w_ij w_ik over the frames, row-major, count × count (upper triangle).
  private var gram: [Double]
  /// Σ_i w_ij y_i.
  private var moments: [Double]
  /// Σ_i y_i².
  private var squares = 0.0
  /// Scratch for ``solve(known:fallback:)``: the reduced system, row-major, and its right side.
  private var matrix: [Double]
  private var vector: [Double]
  /// The indices of the levels solved for (scratch).
  private var free: [Int]
  /// The levels of the last ``solveInPlace(known:fallback:)``.
  private(set) var levels: [Double]

  /// A solver for `levels` levels.
  init(levels: Int) {
    count = levels
    gram = Array(repeating: 0, count: levels * levels)
    moments = Array(repeating: 0, count: levels)
    matrix = Array(repeating: 0, count: levels * levels)
    vector = Array(repeating: 0, count: levels)
    free = []
    free.reserveCapacity(levels)
    self.levels = Array(repeating: 0, count: levels)
  }

  /// Takes the sums of `other` (a solver of as many levels), reusing this solver's storage.
  mutating func setSums(from other: LevelSolver) {
    precondition(other.count == count, "level count \(other.count) is not \(count)")
    gram.withUnsafeMutableBufferPointer { gram in
      other.gram.withUnsafeBufferPointer { source in
        for index in source.indices { gram[index] = source[index] }
      }
    }
    moments.withUnsafeMutableBufferPointer { moments in
      other.moments.withUnsafeBufferPointer { source in
        for index in source.indices { moments[index] = source[index] }
      }
    }
    squares = other.squares
  }

  /// Clears the sums, as a new solver has them.
  mutating func reset() {
    gram.withUnsafeMutableBufferPointer { gram in
      for index in gram.indices { gram[index] = 0 }
    }
    moments.withUnsafeMutableBufferPointer { moments in
      for index in moments.indices { moments[index] = 0 }
    }
    squares = 0
  }

  /// Adds a frame with value `y` and basis weights `w` (`count` of them).
  @inline(__always)
  mutating func add(_ y: Double, weights w: UnsafeBufferPointer<Double>) {
    let n = count
    gram.withUnsafeMutableBufferPointer { gram in
      moments.withUnsafeMutableBufferPointer { moments in
        Self.add(y, weights: w, count: n, gram: gram, moments: moments)
      }
    }
    squares += y * y
  }

  /// Adds `frames` of `values` whose weights are the steps of consecutive progress columns:
  /// w_0 = 1 − p_0, w_j = p_{j−1} − p_j, w_K = p_{K−1} (the additive model of
  /// ``ClusterKeyboardFitter``), with `columns` the K = count − 1 columns one after the other,
  /// `values.count` values each, and `weights` scratch of `count` values. The same sums, in the
  /// same order, as ``add(_:weights:)`` frame by frame.
  mutating func add(
    _ values: UnsafeBufferPointer<Double>, columns: UnsafeBufferPointer<Double>,
    frames: Range<Int>, weights w: UnsafeMutableBufferPointer<Double>
  ) {
    guard !frames.isEmpty else { return }
    let n = count
    let animations = n - 1
    let stride = values.count
    precondition(columns.count == animations * stride && w.count == n, "column storage")
    var squares = self.squares
    gram.withUnsafeMutableBufferPointer { gram in
      moments.withUnsafeMutableBufferPointer { moments in
        let weights = UnsafeBufferPointer(w)
        for frame in frames {
          w[0] = 1 - columns[frame]
          for j in 1..<animations {
            w[j] = columns[(j - 1) * stride + frame] - columns[j * stride + frame]
          }
          w[animations] = columns[(animations - 1) * stride + frame]
          let y = values[frame]
          Self.add(y, weights: weights, count: n, gram: gram, moments: moments)
          squares += y * y
        }
      }
    }
    self.squares = squares
  }

  @inline(__always)
  private static func add(
    _ y: Double, weights w: UnsafeBufferPointer<Double>, count n: Int,
    gram: UnsafeMutableBufferPointer<Double>, moments: UnsafeMutableBufferPointer<Double>
  ) {
    for j in 0..<n {
      let wj = w[j]
      if wj == 0 { continue }
      moments[j] += wj * y
      let row = j * n
      for k in j..<n { gram[row + k] += wj * w[k] }
    }
  }

  /// The symmetric entry (j, k) of the Gram matrix (only the upper triangle is accumulated).
  @inline(__always)
  private static func entry(
    _ gram: UnsafeMutableBufferPointer<Double>, _ n: Int, _ j: Int, _ k: Int
  )
    -> Double
  {
    j <= k ? gram[j * n + k] : gram[k * n + j]
  }

  /// The levels minimising the squared error, `known` levels kept (`nil`: solved), and that
  /// error. A faint pull towards `fallback` (a ridge of 1e-6 of the largest frame weight sum)
  /// keeps a level the frames hardly determine (an animation starting after the last frame) at
  /// its guess instead of letting it run to ±10¹²; a singular system keeps `fallback`.
  func solve(known: [Double?], fallback: [Double]) -> (levels: [Double], squaredError: Double) {
    var solver = self
    let error = solver.solveInPlace(known: known, fallback: fallback)
    return (solver.levels, error)
  }

  /// ``solve(known:fallback:)`` into ``levels`` and this solver's scratch: the squared error.
  mutating func solveInPlace(known: [Double?], fallback: [Double]) -> Double {
    let n = count
    precondition(known.count == n && fallback.count == n, "\(known.count) levels, not \(n)")
    free.removeAll(keepingCapacity: true)
    for index in known.indices where known[index] == nil { free.append(index) }
    let solvedCount = free.count
    return gram.withUnsafeMutableBufferPointer { gram in
      levels.withUnsafeMutableBufferPointer { levels in
        for index in 0..<n { levels[index] = known[index] ?? fallback[index] }
        if solvedCount > 0 {
          matrix.withUnsafeMutableBufferPointer { matrix in
            vector.withUnsafeMutableBufferPointer { vector in
              free.withUnsafeBufferPointer { free in
                // The largest diagonal entry, as `Sequence.max()` finds it.
                var largest = gram[0]
                for j in 1..<n where largest < gram[j * n + j] { largest = gram[j * n + j] }
                let ridge = 1e-6 * max(1, largest)
                for (a, j) in free.enumerated() {
                  for (b, k) in free.enumerated() {
                    matrix[a * solvedCount + b] = Self.entry(gram, n, j, k) + (j == k ? ridge : 0)
                  }
                  var value = moments[j] + ridge * fallback[j]
                  for k in known.indices {
                    if let level = known[k] { value -= Self.entry(gram, n, j, k) * level }
                  }
                  vector[a] = value
                }
                if Self.eliminate(matrix, vector, size: solvedCount) {
                  for (slot, index) in free.enumerated() { levels[index] = vector[slot] }
                }
              }
            }
          }
        }
        // Σ (y − Σ L w)² = Σ y² − 2 Σ L_j m_j + Σ L_j L_k G_jk
        var error = squares
        for j in 0..<n {
          error -= 2 * levels[j] * moments[j]
          for k in 0..<n { error += levels[j] * levels[k] * Self.entry(gram, n, j, k) }
        }
        return max(0, error)
      }
    }
  }
}

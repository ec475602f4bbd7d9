/// Least squares for the levels of a sum of weighted basis curves: the values y_i ≈ Σ_j L_j·w_ij
/// with some levels known, solved for the others through the normal equations (Gaussian
/// elimination with partial pivoting; a handful of unknowns).
struct LevelSolver {
  /// The number of levels.
  let count: Int
  /// Σ_i w_ij w_ik over the frames, row-major, count × count.
  private var gram: [Double]
  /// Σ_i w_ij y_i.
  private var moments: [Double]
  /// Σ_i y_i².
  private var squares = 0.0

  /// A solver for `levels` levels.
  init(levels: Int) {
    count = levels
    gram = Array(repeating: 0, count: levels * levels)
    moments = Array(repeating: 0, count: levels)
  }

  /// Adds a frame with value `y` and basis weights `w` (`count` of them).
  @inline(__always)
  mutating func add(_ y: Double, weights w: UnsafeBufferPointer<Double>) {
    let n = count
    gram.withUnsafeMutableBufferPointer { gram in
      moments.withUnsafeMutableBufferPointer { moments in
        for j in 0..<n {
          let wj = w[j]
          if wj == 0 { continue }
          moments[j] += wj * y
          let row = j * n
          for k in j..<n { gram[row + k] += wj * w[k] }
        }
      }
    }
    squares += y * y
  }

  /// The symmetric entry (j, k) of the Gram matrix (only the upper triangle is accumulated).
  private func entry(_ j: Int, _ k: Int) -> Double {
    j <= k ? gram[j * count + k] : gram[k * count + j]
  }

  /// The levels minimising the squared error, `known` levels kept (`nil`: solved), and that
  /// error. A faint pull towards `fallback` (a ridge of 1e-6 of the largest frame weight sum)
  /// keeps a level the frames hardly determine (an animation starting after the last frame) at
  /// its guess instead of letting it run to ±10¹²; a singular system keeps `fallback`.
  func solve(known: [Double?], fallback: [Double]) -> (levels: [Double], squaredError: Double) {
    let free = known.indices.filter { known[$0] == nil }
    var levels = known.enumerated().map { $1 ?? fallback[$0] }
    if !free.isEmpty {
      let ridge = 1e-6 * max(1, (0..<count).map { entry($0, $0) }.max() ?? 1)
      var matrix = free.map { j in free.map { k in entry(j, k) + (j == k ? ridge : 0) } }
      var vector = free.map { j -> Double in
        var value = moments[j] + ridge * fallback[j]
        for k in known.indices { if let level = known[k] { value -= entry(j, k) * level } }
        return value
      }
      if let solution = Self.eliminate(&matrix, &vector) {
        for (slot, index) in free.enumerated() { levels[index] = solution[slot] }
      }
    }
    // Σ (y − Σ L w)² = Σ y² − 2 Σ L_j m_j + Σ L_j L_k G_jk
    var error = squares
    for j in levels.indices {
      error -= 2 * levels[j] * moments[j]
      for k in levels.indices { error += levels[j] * levels[k] * entry(j, k) }
    }
    return (levels, max(0, error))
  }

  /// Solves `matrix · x = vector` in place; `nil` when singular.
  private static func eliminate(_ matrix: inout [[Double]], _ vector: inout [Double]) -> [Double]? {
    let n = vector.count
    let scale = matrix.flatMap { $0 }.map(abs).max() ?? 0
    guard scale > 0 else { return nil }
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(matrix[row][column]) > abs(matrix[pivot][column]) {
        pivot = row
      }
      guard abs(matrix[pivot][column]) > scale * 1e-12 else { return nil }
      matrix.swapAt(column, pivot)
      vector.swapAt(column, pivot)
      for row in (column + 1)..<n {
        let factor = matrix[row][column] / matrix[column][column]
        for k in column..<n { matrix[row][k] -= factor * matrix[column][k] }
        vector[row] -= factor * vector[column]
      }
    }
    var solution = Array(repeating: 0.0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var value = vector[row]
      for k in (row + 1)..<n { value -= matrix[row][k] * solution[k] }
      solution[row] = value / matrix[row][row]
    }
    return solution.allSatisfy(\.isFinite) ? solution : nil
  }
}

/// Least squares for the levels of a sum of weighted basis curves: the values y_i ≈ Σ_j L_j·w_ij
/// with some levels known, solved for the others through the normal equations (Gaussian
/// elimination with partial pivoting; a handful of unknowns).
struct LevelSolver {
  /// Σ_i w_ij w_ik over the frames, for every pair of levels.
  private var gram: [[Double]]
  /// Σ_i w_ij y_i.
  private var moments: [Double]
  /// Σ_i y_i².
  private var squares = 0.0
  /// Frames added.
  private(set) var count = 0

  /// A solver for `levels` levels.
  init(levels: Int) {
    gram = Array(repeating: Array(repeating: 0, count: levels), count: levels)
    moments = Array(repeating: 0, count: levels)
  }

  /// Adds a frame with value `y` and basis weights `w`.
  mutating func add(_ y: Double, weights w: [Double]) {
    for j in w.indices where w[j] != 0 {
      moments[j] += w[j] * y
      for k in w.indices where w[k] != 0 { gram[j][k] += w[j] * w[k] }
    }
    squares += y * y
    count += 1
  }

  /// The levels minimising the squared error, `known` levels kept (`nil`: solved), and that
  /// error. A faint pull towards `fallback` (a ridge of 1e-6 of the largest frame weight sum)
  /// keeps a level the frames hardly determine (an animation starting after the last frame) at
  /// its guess instead of letting it run to ±10¹²; a singular system keeps `fallback`.
  func solve(known: [Double?], fallback: [Double]) -> (levels: [Double], squaredError: Double) {
    let free = known.indices.filter { known[$0] == nil }
    var levels = known.enumerated().map { $1 ?? fallback[$0] }
    if !free.isEmpty {
      let ridge = 1e-6 * max(1, gram.indices.map { gram[$0][$0] }.max() ?? 1)
      var matrix = free.map { j in free.map { k in gram[j][k] + (j == k ? ridge : 0) } }
      var vector = free.map { j -> Double in
        var value = moments[j] + ridge * fallback[j]
        for k in known.indices { if let level = known[k] { value -= gram[j][k] * level } }
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
      for k in levels.indices { error += levels[j] * levels[k] * gram[j][k] }
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

extension LevelSolver {
  /// Solves `matrix · x = vector` (`size` × `size`, row-major) in place, x left in `vector`;
  /// `false` when singular or not finite.
  static func eliminate(
    _ matrix: UnsafeMutableBufferPointer<Double>, _ vector: UnsafeMutableBufferPointer<Double>,
    size n: Int
  ) -> Bool {
    // The largest magnitude, as `Sequence.max()` finds it.
    var scale = abs(matrix[0])
    for index in 1..<(n * n) where scale < abs(matrix[index]) { scale = abs(matrix[index]) }
    guard scale > 0 else { return false }
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(matrix[row * n + column]) > abs(matrix[pivot * n + column]) {
        pivot = row
      }
      guard abs(matrix[pivot * n + column]) > scale * 1e-12 else { return false }
      if pivot != column {
        for k in 0..<n { matrix.swapAt(column * n + k, pivot * n + k) }
        vector.swapAt(column, pivot)
      }
      for row in (column + 1)..<n {
        let factor = matrix[row * n + column] / matrix[column * n + column]
        for k in column..<n { matrix[row * n + k] -= factor * matrix[column * n + k] }
        vector[row] -= factor * vector[column]
      }
    }
    for row in stride(from: n - 1, through: 0, by: -1) {
      var value = vector[row]
      for k in (row + 1)..<n { value -= matrix[row * n + k] * vector[k] }
      vector[row] = value / matrix[row * n + row]
    }
    for row in 0..<n where !vector[row].isFinite { return false }
    return true
  }
}

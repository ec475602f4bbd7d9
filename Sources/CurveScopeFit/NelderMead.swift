/// The Nelder–Mead downhill simplex method: minimises a function of n variables without
/// derivatives, which suits the non-smooth maximum error a fit ends on.
///
/// The simplex has n + 1 vertices. Each iteration orders them by value and replaces the worst
/// by a reflection through the centroid of the others, an expansion, or an outside / inside
/// contraction; when none improves, every vertex shrinks towards the best. Coefficients are the
/// adaptive ones of Gao & Han for dimension n: reflection 1, expansion 1 + 2/n, contraction
/// 0.75 − 1/(2n), shrink 1 − 1/n (for n = 2 the classic 1, 2, ½, ½), which keep the method
/// from stalling in 4 to 5 dimensions. The iteration follows Lagarias, Reeds, Wright & Wright
/// (1998), §2. Deterministic: the same start and steps give the same evaluations.
///
/// Sources: J. A. Nelder, R. Mead, "A simplex method for function minimization", The Computer
/// Journal 7 (1965); J. C. Lagarias et al., "Convergence properties of the Nelder–Mead simplex
/// method in low dimensions", SIAM J. Optim. 9 (1998); F. Gao, L. Han, "Implementing the
/// Nelder–Mead simplex algorithm with adaptive parameters", Comput. Optim. Appl. 51 (2012).
///
/// Complexity: O(n) evaluations per shrink, one or two otherwise; O(n²) arithmetic per
/// iteration besides the evaluations.
struct NelderMead: Sendable {
  /// The best point found, its value and how many evaluations it took.
  struct Minimum: Sendable {
    /// The best vertex.
    var point: [Double]
    /// The function's value there.
    var value: Double
    /// Function evaluations spent.
    var evaluations: Int
  }

  /// The most function evaluations one run may spend.
  var maximumEvaluations: Int
  /// Stop when the values at the vertices differ by at most this (absolute).
  var valueTolerance: Double
  /// … and every vertex lies within this distance (per coordinate) of the best.
  var pointTolerance: Double

  /// Minimises `function` from `start`, with the initial simplex `start` and `start + steps[i]·eᵢ`.
  /// - Precondition: `steps.count == start.count`, at least one variable.
  func minimize(
    _ function: ([Double]) -> Double, from start: [Double], steps: [Double]
  ) -> Minimum {
    let n = start.count
    precondition(n > 0 && steps.count == n, "Nelder–Mead needs one step per variable, got \(n)")
    let dimension = Double(n)
    let reflection = 1.0
    let expansion = 1 + 2 / dimension
    let contraction = 0.75 - 1 / (2 * dimension)
    let shrink = n == 1 ? 0.5 : 1 - 1 / dimension

    var evaluations = 0
    func evaluate(_ point: [Double]) -> Double {
      evaluations += 1
      let value = function(point)
      return value.isNaN ? .infinity : value
    }

    var vertices = [start]
    for index in 0..<n {
      var vertex = start
      vertex[index] += steps[index]
      vertices.append(vertex)
    }
    var values = vertices.map(evaluate)
    var centroid = [Double](repeating: 0, count: n)

    func along(_ factor: Double) -> [Double] {
      // centroid + factor · (centroid − worst)
      var point = centroid
      let worst = vertices[n]
      for index in 0..<n { point[index] += factor * (centroid[index] - worst[index]) }
      return point
    }

    while evaluations < maximumEvaluations {
      // Order best first; a stable sort keeps ties in their previous order.
      let order = values.indices.sorted { values[$0] < values[$1] }
      vertices = order.map { vertices[$0] }
      values = order.map { values[$0] }
      if converged(vertices, values) { break }

      for index in 0..<n {
        var sum = 0.0
        for vertex in 0..<n { sum += vertices[vertex][index] }
        centroid[index] = sum / dimension
      }
      let reflected = along(reflection)
      let reflectedValue = evaluate(reflected)
      if reflectedValue < values[0] {
        let expanded = along(reflection * expansion)
        let expandedValue = evaluate(expanded)
        if expandedValue < reflectedValue {
          (vertices[n], values[n]) = (expanded, expandedValue)
        } else {
          (vertices[n], values[n]) = (reflected, reflectedValue)
        }
        continue
      }
      if reflectedValue < values[n - 1] {
        (vertices[n], values[n]) = (reflected, reflectedValue)
        continue
      }
      if reflectedValue < values[n] {
        let outside = along(reflection * contraction)
        let outsideValue = evaluate(outside)
        if outsideValue <= reflectedValue {
          (vertices[n], values[n]) = (outside, outsideValue)
          continue
        }
      } else {
        let inside = along(-contraction)
        let insideValue = evaluate(inside)
        if insideValue < values[n] {
          (vertices[n], values[n]) = (inside, insideValue)
          continue
        }
      }
      // Shrink every vertex towards the best.
      let best = vertices[0]
      for vertex in 1...n {
        for index in 0..<n {
          vertices[vertex][index] = best[index] + shrink * (vertices[vertex][index] - best[index])
        }
        values[vertex] = evaluate(vertices[vertex])
      }
    }
    var bestIndex = 0
    for index in values.indices where values[index] < values[bestIndex] { bestIndex = index }
    return Minimum(point: vertices[bestIndex], value: values[bestIndex], evaluations: evaluations)
  }

  /// Whether the simplex (sorted best first) has collapsed within both tolerances.
  private func converged(_ vertices: [[Double]], _ values: [Double]) -> Bool {
    guard let worst = values.last, worst - values[0] <= valueTolerance else { return false }
    let best = vertices[0]
    for vertex in vertices.dropFirst() {
      for index in best.indices where abs(vertex[index] - best[index]) > pointTolerance {
        return false
      }
    }
    return true
  }
}

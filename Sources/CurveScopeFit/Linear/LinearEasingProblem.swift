import CurveScopeTiming

/// The samples of one `linear()` fit and the steps of ``LinearEasingFitter`` on them.
struct LinearEasingProblem {
  let target: Timing
  let duration: Double
  let grid: FitGrid
  let solver: LinearSplineMinimax
  /// Knot density ∝ √|f″| + floor, cumulated over the samples (for the initial placement).
  let cumulativeDensity: [Double]

  init(target: Timing, duration: Double, grid: FitGrid) {
    self.target = target
    self.duration = duration
    self.grid = grid
    var positions: [Double] = []
    var values: [Double] = []
    for index in 0..<grid.count {
      let time = grid.time(at: index)
      guard time < duration else { break }
      positions.append(time / duration)
      values.append(target.progress(at: time))
    }
    // The end of the motion, just before the cut, pins the last interval.
    let last = duration * (1 - 1e-9)
    positions.append(last / duration)
    values.append(target.progress(at: last))
    solver = LinearSplineMinimax(positions: positions, values: values, startValue: 0, endValue: 1)
    // Density from the target's second differences on a fine uniform grid of input progress.
    let fine = 2000
    var density = [Double](repeating: 0, count: fine + 1)
    let h = 1.0 / Double(fine)
    for i in 1..<fine {
      let f0 = target.progress(at: Double(i - 1) * h * duration)
      let f1 = target.progress(at: Double(i) * h * duration)
      let f2 = target.progress(at: Double(i + 1) * h * duration)
      density[i] = (abs(f2 - 2 * f1 + f0) / (h * h)).squareRoot()
    }
    density[0] = density[1]
    density[fine] = density[fine - 1]
    let mean = density.reduce(0, +) / Double(density.count)
    var cumulative = [0.0]
    for i in 1...fine {
      cumulative.append(cumulative[i - 1] + 0.5 * (density[i - 1] + density[i]) + 0.05 * mean)
    }
    cumulativeDensity = cumulative
  }

  /// Knots 0 = u0 < … < u(n−1) = 1 equidistributing the density.
  func equalErrorKnots(_ n: Int) -> [Double] {
    let total = cumulativeDensity[cumulativeDensity.count - 1]
    let fine = cumulativeDensity.count - 1
    var knots = [0.0]
    var cursor = 0
    for i in 1..<(n - 1) {
      let goal = total * Double(i) / Double(n - 1)
      while cursor < fine - 1 && cumulativeDensity[cursor + 1] < goal { cursor += 1 }
      let span = cumulativeDensity[cursor + 1] - cumulativeDensity[cursor]
      let t = span > 0 ? (goal - cumulativeDensity[cursor]) / span : 0
      knots.append((Double(cursor) + t) / Double(fine))
    }
    knots.append(1)
    return knots
  }

  /// The refined knots and their minimax error, from `start`.
  func refine(_ start: [Double]) -> (knots: [Double], error: Double) {
    var knots = start
    var best = (knots: knots, error: solver.solve(knots: knots, iterations: 20).maxError)
    guard knots.count > 2 else { return best }
    for _ in 0..<5 {
      let solved = solver.solve(knots: knots, iterations: 20)
      let errors = solver.segmentErrors(knots: knots, knotValues: solved.values)
      let mean = errors.reduce(0, +) / Double(errors.count)
      var widths = (0..<(knots.count - 1)).map { knots[$0 + 1] - knots[$0] }
      for i in widths.indices {
        let ratio = errors[i] > 0 ? (mean / errors[i]).squareRoot() : 2
        widths[i] *= 0.5 + 0.5 * min(max(ratio, 0.5), 2)
      }
      knots = Self.knots(fromWidths: widths)
      let error = solver.solve(knots: knots, iterations: 20).maxError
      if error < best.error { best = (knots, error) }
    }
    // Pattern search on each interior knot.
    knots = best.knots
    var step = 0.25
    for _ in 0..<2 {
      var improved = false
      for i in 1..<(knots.count - 1) {
        let gap = min(knots[i] - knots[i - 1], knots[i + 1] - knots[i])
        for direction in [-1.0, 1.0] {
          var trial = knots
          trial[i] += direction * step * gap
          let error = solver.solve(knots: trial, iterations: 20).maxError
          if error < best.error {
            best = (trial, error)
            knots = trial
            improved = true
            break
          }
        }
      }
      if !improved { step *= 0.5 }
    }
    return best
  }

  /// `knots` with the widest intervals halved until there are `count` (the sweep may need fewer).
  static func padded(_ knots: [Double], to count: Int) -> [Double] {
    var knots = knots
    while knots.count < count {
      var widest = 0
      for i in 0..<(knots.count - 1)
      where knots[i + 1] - knots[i] > knots[widest + 1] - knots[widest] {
        widest = i
      }
      knots.insert(0.5 * (knots[widest] + knots[widest + 1]), at: widest + 1)
    }
    return knots
  }

  /// Knots from interval widths, normalised to [0, 1].
  static func knots(fromWidths widths: [Double]) -> [Double] {
    let total = widths.reduce(0, +)
    var knots = [0.0]
    var sum = 0.0
    for width in widths.dropLast() {
      sum += width
      knots.append(sum / total)
    }
    knots.append(1)
    return knots
  }

  /// The rounded, measured fit for `knots`.
  func rounded(_ knots: [Double]) throws -> LinearEasingFit {
    var positions = knots.map { ($0 * 10_000).rounded() / 10_000 }
    for i in 1..<positions.count where positions[i] <= positions[i - 1] {
      positions[i] = positions[i - 1] + 0.0001
    }
    positions[positions.count - 1] = 1
    let solved = solver.solve(knots: positions, iterations: 100)
    let stops = positions.indices.map { i in
      LinearEasingStop((solved.values[i] * 10_000).rounded() / 10_000, at: positions[i])
    }
    return try measured(stops)
  }

  /// The fit for `stops`, measured on the grid.
  func measured(_ stops: [LinearEasingStop]) throws -> LinearEasingFit {
    let easing = try LinearEasing(stops: stops)
    let timing = try LinearEasingTiming(easing: easing, duration: duration)
    return LinearEasingFit(
      easing: easing, duration: duration,
      accuracy: FitAccuracy.measure(timing, against: target, on: grid))
  }

  /// The best fit with `stops` stops, never worse than `previous` (see ``LinearEasingFitter``).
  func fit(stops: Int, warmStart: [Double]?, previous: LinearEasingFit?) throws
    -> (LinearEasingFit, [Double])
  {
    let tube = LinearEasingTube(positions: solver.positions, values: solver.values)
    let greedy = Self.padded(tube.minimalTolerance(segments: stops - 1).knots, to: stops)
    var candidates = [(knots: greedy, error: 0.0), refine(greedy)]
    candidates.append((equalErrorKnots(stops), 0))
    if let warmStart, warmStart.count == stops - 1 {
      let solved = solver.solve(knots: warmStart, iterations: 20)
      let errors = solver.segmentErrors(knots: warmStart, knotValues: solved.values)
      var worst = 0
      for i in errors.indices where errors[i] > errors[worst] { worst = i }
      var inserted = warmStart
      inserted.insert(0.5 * (warmStart[worst] + warmStart[worst + 1]), at: worst + 1)
      candidates.append((inserted, 0))
    }
    var best: (LinearEasingFit, [Double])?
    for candidate in candidates {
      let fit = try rounded(candidate.knots)
      if best.map({ fit.accuracy.maxError < $0.0.accuracy.maxError }) ?? true {
        best = (fit, candidate.knots)
      }
    }
    // Three candidates at least are measured (greedy, refined, equal error).
    guard var result = best else {
      preconditionFailure("LinearEasingProblem: no candidate for \(stops) stops")
    }
    if let previous, !(result.0.accuracy.maxError <= previous.accuracy.maxError) {
      // Repeat an interior stop of the previous easing: the same function with one more stop.
      var repeated = previous.easing.stops
      let middle = repeated.count / 2
      repeated.insert(repeated[middle], at: middle)
      let knots = repeated.map { $0.input ?? 0 }
      result = (try measured(repeated), knots)
    }
    return result
  }
}

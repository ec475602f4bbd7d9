package import CurveScopeChart

/// Splits the region between two boundaries into polygons where the first is above or below the
/// second, cutting at the exact crossing points.
///
/// Both boundaries are evaluated on the union of their x values inside the x range they share,
/// in one sweep (series points must be in ascending x): a series linearly interpolated, a step
/// boundary holding each value until the next point. Where a step boundary jumps, the sweep
/// takes two samples at the same x (the value just before and at the jump), so the polygon gets
/// a vertical edge. Where the difference d = first − second changes sign between two samples,
/// the crossing x = x₀ + (x₁ − x₀) · d₀ / (d₀ − d₁) starts a new polygon (at a jump, x₀ = x₁
/// and the cut lies on the vertical edge). A boundary that is a constant covers the other's x
/// range. A non-finite point breaks its boundary: the region is filled over each stretch where
/// both boundaries are unbroken and never across a break, so a frame where an edge was not seen
/// fills nothing (a recording's missing frame invents no overlap).
package enum FillGeometry {
  /// One evaluation of both boundaries.
  private struct Sample {
    var x: Double
    var a: Double
    var b: Double
  }

  /// The polygons of a region, in x order.
  package static func polygons(
    between first: FillRegion.Boundary, and second: FillRegion.Boundary
  ) -> [FillPolygon] {
    let firstRuns = runs(first)
    let secondRuns = runs(second)
    // Both lists are in ascending x: walk them together, filling where two stretches overlap.
    var result: [FillPolygon] = []
    var i = 0
    var j = 0
    while i < firstRuns.count, j < secondRuns.count {
      let a = firstRuns[i]
      let b = secondRuns[j]
      if a.upper >= b.lower, b.upper >= a.lower {
        result += unbrokenPolygons(between: a.boundary, and: b.boundary)
      }
      if a.upper <= b.upper { i += 1 } else { j += 1 }
    }
    return result
  }

  /// A boundary's unbroken stretches, in x order, with the x range each covers (a constant
  /// covers every x).
  private static func runs(_ boundary: FillRegion.Boundary) -> [(
    boundary: FillRegion.Boundary, lower: Double, upper: Double
  )] {
    let points: [DataPoint]
    let make: ([DataPoint]) -> FillRegion.Boundary
    switch boundary {
    case .constant(let value):
      return value.isFinite ? [(boundary, -.infinity, .infinity)] : []
    case .series(let values):
      points = values
      make = { .series($0) }
    case .steps(let values):
      points = values
      make = { .steps($0) }
    }
    if points.allSatisfy(\.isFinite) {
      guard let first = points.first?.x, let last = points.last?.x else { return [] }
      return [(boundary, min(first, last), max(first, last))]
    }
    var result: [(boundary: FillRegion.Boundary, lower: Double, upper: Double)] = []
    var start = 0
    for index in 0...points.count where index == points.count || !points[index].isFinite {
      if index > start {
        let run = Array(points[start..<index])
        result.append((make(run), run[0].x, run[run.count - 1].x))
      }
      start = index + 1
    }
    return result
  }

  /// The polygons between two boundaries without breaks.
  private static func unbrokenPolygons(
    between first: FillRegion.Boundary, and second: FillRegion.Boundary
  ) -> [FillPolygon] {
    let samples = sweep(first, second)
    guard samples.count >= 2 else { return [] }

    var result: [FillPolygon] = []
    var upper: [DataPoint] = []
    var lower: [DataPoint] = []
    var isAbove = samples[0].a >= samples[0].b

    func flush() {
      if upper.count >= 2 {
        result.append(FillPolygon(isAbove: isAbove, points: upper + lower.reversed()))
      }
      upper.removeAll(keepingCapacity: true)
      lower.removeAll(keepingCapacity: true)
    }

    for (index, sample) in samples.enumerated() {
      let difference = sample.a - sample.b
      if index > 0 {
        let previous = samples[index - 1]
        let previousDifference = previous.a - previous.b
        let crosses =
          (previousDifference > 0 && difference < 0) || (previousDifference < 0 && difference > 0)
        if crosses {
          let fraction = previousDifference / (previousDifference - difference)
          let x = previous.x + (sample.x - previous.x) * fraction
          let y = previous.a + (sample.a - previous.a) * fraction
          upper.append(DataPoint(x: x, y: y))
          lower.append(DataPoint(x: x, y: y))
          flush()
          isAbove = difference > 0
          upper.append(DataPoint(x: x, y: y))
          lower.append(DataPoint(x: x, y: y))
        } else if upper.isEmpty == false, difference != 0, (difference > 0) != isAbove {
          // Leaving a run of touching points (d = 0) on the other side: split at the touch.
          flush()
          isAbove = difference > 0
          upper.append(DataPoint(x: previous.x, y: previous.a))
          lower.append(DataPoint(x: previous.x, y: previous.b))
        }
      }
      upper.append(DataPoint(x: sample.x, y: sample.a))
      lower.append(DataPoint(x: sample.x, y: sample.b))
    }
    flush()
    return result
  }

  /// Both boundaries at every shared x; two samples where either jumps.
  private static func sweep(_ first: FillRegion.Boundary, _ second: FillRegion.Boundary)
    -> [Sample]
  {
    let xs = sampleXs(first, second)
    guard xs.count >= 2 else { return [] }
    var samples: [Sample] = []
    samples.reserveCapacity(xs.count)
    var firstCursor = Cursor(first)
    var secondCursor = Cursor(second)
    for x in xs {
      guard let a = firstCursor.limits(at: x), let b = secondCursor.limits(at: x) else { continue }
      if a.left != a.right || b.left != b.right {
        samples.append(Sample(x: x, a: a.left, b: b.left))
      }
      samples.append(Sample(x: x, a: a.right, b: b.right))
    }
    return samples
  }

  /// The sorted, de-duplicated x values at which both boundaries are evaluated.
  static func sampleXs(_ first: FillRegion.Boundary, _ second: FillRegion.Boundary) -> [Double] {
    switch (first.points?.filter(\.isFinite), second.points?.filter(\.isFinite)) {
    case (nil, nil):
      return []
    case (let points?, nil), (nil, let points?):
      return unique(points.map(\.x))
    case (let a?, let b?):
      guard let aFirst = a.first?.x, let aLast = a.last?.x,
        let bFirst = b.first?.x, let bLast = b.last?.x
      else { return [] }
      let low = max(min(aFirst, aLast), min(bFirst, bLast))
      let high = min(max(aFirst, aLast), max(bFirst, bLast))
      guard low <= high else { return [] }
      let all = (a + b).map(\.x).filter { $0 >= low && $0 <= high }
      return unique(all)
    }
  }

  private static func unique(_ values: [Double]) -> [Double] {
    let sorted = values.sorted()
    var result: [Double] = []
    result.reserveCapacity(sorted.count)
    for value in sorted where result.last != value {
      result.append(value)
    }
    return result
  }

  /// Evaluates a boundary at ascending x values, walking its points once (O(n) for a sweep).
  private struct Cursor {
    var boundary: FillRegion.Boundary
    var index = 0

    init(_ boundary: FillRegion.Boundary) {
      self.boundary = boundary
    }

    /// The value just before `x` and at `x`; they differ only where a step boundary jumps.
    mutating func limits(at x: Double) -> (left: Double, right: Double)? {
      switch boundary {
      case .constant(let value):
        return value.isFinite ? (value, value) : nil
      case .series(let points):
        return linearValue(points, at: x).map { ($0, $0) }
      case .steps(let points):
        guard let first = points.first, let last = points.last, x >= first.x, x <= last.x else {
          return nil
        }
        while index + 1 < points.count, points[index + 1].x <= x { index += 1 }
        let right = points[index].y
        let left = index > 0 && points[index].x == x ? points[index - 1].y : right
        return (left, right)
      }
    }

    private mutating func linearValue(_ points: [DataPoint], at x: Double) -> Double? {
      guard let first = points.first, let last = points.last, x >= first.x, x <= last.x else {
        return nil
      }
      while index + 1 < points.count, points[index + 1].x < x { index += 1 }
      let p0 = points[index]
      if p0.x == x { return p0.y }
      guard index + 1 < points.count else { return nil }
      let p1 = points[index + 1]
      if p1.x == x { return p1.y }
      guard p1.x > p0.x else { return nil }
      return p0.y + (p1.y - p0.y) * (x - p0.x) / (p1.x - p0.x)
    }
  }
}

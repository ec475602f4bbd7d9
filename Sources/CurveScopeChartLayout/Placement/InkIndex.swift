package import CurveScopeSupport

/// The drawn lines and filled areas of a plot in points, indexed for "how much data would this
/// box cover" questions asked by legend and label placement.
///
/// Lines are kept in chunks of up to 32 segments with their bounding boxes, so a query skips
/// whole chunks that miss the box; each remaining segment is clipped to the box (Liang–Barsky:
/// Y.-D. Liang and B. A. Barsky, "A new concept and method for line clipping", ACM TOG 3(1),
/// 1984) and its length inside summed.
package struct InkIndex: Sendable {
  private struct Chunk: Sendable {
    var bounds: Rect
    var points: [Point]
  }

  /// A polygon with its edges in runs of up to 32, each with its bounding box, so that a ray
  /// cast only visits the runs it can cross.
  private struct Area: Sendable {
    var bounds: Rect
    var polygon: [Point]
    var runs: [(bounds: Rect, start: Int, end: Int)]
  }

  private var chunks: [Chunk] = []
  private var areas: [Area] = []
  /// Points that must stay visible (annotation targets).
  package private(set) var keyPoints: [Point] = []

  /// Creates an empty index.
  package init() {}

  /// Adds a polyline; non-finite points break it.
  package mutating func addLine(_ points: [Point]) {
    var run: [Point] = []
    func flush() {
      if run.count >= 2 {
        var start = 0
        while start < run.count - 1 {
          let end = min(run.count, start + 33)
          let slice = Array(run[start..<end])
          chunks.append(Chunk(bounds: InkIndex.bounds(of: slice), points: slice))
          start = end - 1
        }
      }
      run.removeAll(keepingCapacity: true)
    }
    for point in points {
      if point.x.isFinite, point.y.isFinite { run.append(point) } else { flush() }
    }
    flush()
  }

  /// Adds a filled polygon.
  package mutating func addArea(_ polygon: [Point]) {
    let finite = polygon.filter { $0.x.isFinite && $0.y.isFinite }
    guard finite.count >= 3 else { return }
    var runs: [(bounds: Rect, start: Int, end: Int)] = []
    var start = 0
    while start < finite.count {
      let end = min(finite.count, start + 32)
      // Edges start..<end, each from vertex i to i + 1 (the last wraps to vertex 0).
      var vertices = Array(finite[start..<end])
      vertices.append(finite[end % finite.count])
      runs.append((InkIndex.bounds(of: vertices), start, end))
      start = end
    }
    areas.append(Area(bounds: InkIndex.bounds(of: finite), polygon: finite, runs: runs))
  }

  /// Adds a point that labels and legends should not hide.
  package mutating func addKeyPoint(_ point: Point) {
    keyPoints.append(point)
  }

  /// The total length of lines inside `rect`, in points.
  package func lineLength(in rect: Rect) -> Double {
    var total = 0.0
    for chunk in chunks where chunk.bounds.insetBy(-0.5).intersects(rect.insetBy(-0.5)) {
      for index in 1..<chunk.points.count {
        total += InkIndex.clippedLength(chunk.points[index - 1], chunk.points[index], to: rect)
      }
    }
    return total
  }

  /// The fraction (0...1) of `rect` covered by filled areas, sampled on a 6 × 6 grid of cell
  /// centres (even-odd rule).
  package func areaFraction(in rect: Rect) -> Double {
    let candidates = areas.filter { $0.bounds.intersects(rect) }
    guard !candidates.isEmpty, rect.width > 0, rect.height > 0 else { return 0 }
    let side = 6
    var covered = 0
    for row in 0..<side {
      for column in 0..<side {
        let point = Point(
          x: rect.x + (Double(column) + 0.5) / Double(side) * rect.width,
          y: rect.y + (Double(row) + 0.5) / Double(side) * rect.height)
        if candidates.contains(where: { InkIndex.contains($0, point) }) {
          covered += 1
        }
      }
    }
    return Double(covered) / Double(side * side)
  }

  /// How many line segments the segment from `a` to `b` crosses (proper crossings: touching at
  /// an end point does not count).
  package func crossingCount(from a: Point, to b: Point) -> Int {
    let bounds = Rect(
      x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    var count = 0
    for chunk in chunks where chunk.bounds.insetBy(-0.5).intersects(bounds.insetBy(-0.5)) {
      for index in 1..<chunk.points.count
      where InkIndex.segmentsCross(a, b, chunk.points[index - 1], chunk.points[index]) {
        count += 1
      }
    }
    return count
  }

  /// Whether segments p1p2 and q1q2 cross: each one's ends lie strictly on opposite sides of the
  /// other's line (orientation signs by cross products).
  static func segmentsCross(_ p1: Point, _ p2: Point, _ q1: Point, _ q2: Point) -> Bool {
    func side(_ a: Point, _ b: Point, _ c: Point) -> Double {
      (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }
    let d1 = side(q1, q2, p1)
    let d2 = side(q1, q2, p2)
    let d3 = side(p1, p2, q1)
    let d4 = side(p1, p2, q2)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }

  /// How many key points lie inside `rect`.
  package func keyPointCount(in rect: Rect) -> Int {
    keyPoints.reduce(0) { $0 + (rect.contains($1) ? 1 : 0) }
  }

  private static func bounds(of points: [Point]) -> Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Length of segment a→b inside `rect` (Liang–Barsky parametric clipping).
  static func clippedLength(_ a: Point, _ b: Point, to rect: Rect) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    var t0 = 0.0
    var t1 = 1.0
    func clip(_ p: Double, _ q: Double) -> Bool {
      if p == 0 { return q >= 0 }
      let t = q / p
      if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
      return t0 <= t1
    }
    guard clip(-dx, a.x - rect.x), clip(dx, rect.maxX - a.x), clip(-dy, a.y - rect.y),
      clip(dy, rect.maxY - a.y)
    else { return 0 }
    return (t1 - t0) * (dx * dx + dy * dy).squareRoot()
  }

  /// Even-odd test of an indexed area: casts the ray through the runs whose boxes it can cross
  /// (those spanning the point's y and reaching right of it).
  private static func contains(_ area: Area, _ point: Point) -> Bool {
    var inside = false
    let polygon = area.polygon
    for run in area.runs
    where run.bounds.y <= point.y && run.bounds.maxY >= point.y && run.bounds.maxX > point.x {
      for i in run.start..<run.end {
        let pi = polygon[i]
        let pj = polygon[(i + 1) % polygon.count]
        if (pi.y > point.y) != (pj.y > point.y) {
          let x = pj.x + (point.y - pj.y) / (pi.y - pj.y) * (pi.x - pj.x)
          if point.x < x { inside.toggle() }
        }
      }
    }
    return inside
  }

  /// Even-odd point-in-polygon test (ray casting).
  static func contains(_ polygon: [Point], _ point: Point) -> Bool {
    var inside = false
    var j = polygon.count - 1
    for i in 0..<polygon.count {
      let pi = polygon[i]
      let pj = polygon[j]
      if (pi.y > point.y) != (pj.y > point.y) {
        let x = pj.x + (point.y - pj.y) / (pi.y - pj.y) * (pi.x - pj.x)
        if point.x < x { inside.toggle() }
      }
      j = i
    }
    return inside
  }
}

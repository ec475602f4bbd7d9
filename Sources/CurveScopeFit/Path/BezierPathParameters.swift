#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The unconstrained parameters of a smooth (C1) n-segment path and its duration, for the
/// optimiser: interior knot positions from positive gaps (eᶿ, normalised), knot heights and
/// tangent slopes as they are, handle lengths as fractions of each segment's width in [0, 1]
/// (sin²θ, so every parameter vector gives a path monotone in x), the duration in its range
/// (sin²θ).
struct BezierPathParameters {
  let segments: Int
  let durationRange: ClosedRange<Double>

  /// Variables: n gaps, n − 1 heights, n + 1 slopes, 2n handles, 1 duration.
  var dimension: Int { segments + (segments - 1) + (segments + 1) + 2 * segments + 1 }

  /// The path and duration for a vector.
  func path(_ p: [Double]) -> (segments: [BezierPathSegment], duration: Double) {
    let n = segments
    var index = 0
    func next() -> Double {
      defer { index += 1 }
      return p[index]
    }
    let gaps = (0..<n).map { _ in exp(min(max(next(), -30), 30)) }
    let total = gaps.reduce(0, +)
    var xs = [0.0]
    var sum = 0.0
    for gap in gaps.dropLast() {
      sum += gap
      xs.append(sum / total)
    }
    xs.append(1)
    var ys = [0.0]
    for _ in 0..<(n - 1) { ys.append(next()) }
    ys.append(1)
    let slopes = (0...n).map { _ in next() }
    func fraction(_ theta: Double) -> Double {
      let s = sin(theta)
      return s * s
    }
    var parts: [BezierPathSegment] = []
    for i in 0..<n {
      let a = fraction(next())
      let b = fraction(next())
      let width = xs[i + 1] - xs[i]
      parts.append(
        BezierPathSegment(
          x0: xs[i], y0: ys[i], x1: xs[i] + a * width, y1: ys[i] + a * width * slopes[i],
          x2: xs[i + 1] - b * width, y2: ys[i + 1] - b * width * slopes[i + 1], x3: xs[i + 1],
          y3: ys[i + 1]))
    }
    let s = sin(next())
    let duration =
      durationRange.lowerBound + (durationRange.upperBound - durationRange.lowerBound) * s * s
    return (parts, duration)
  }

  /// The vector for `path` (C1 assumed; tangents from the handles, clamped to the domain).
  func vector(_ path: [BezierPathSegment], duration: Double) -> [Double] {
    var p: [Double] = []
    for segment in path { p.append(log(max(segment.x3 - segment.x0, 1e-9))) }
    for segment in path.dropLast() { p.append(segment.y3) }
    func slope(_ dx: Double, _ dy: Double, fallback: Double) -> Double {
      dx > 1e-12 ? dy / dx : fallback
    }
    let chord = { (s: BezierPathSegment) in (s.y3 - s.y0) / max(s.x3 - s.x0, 1e-12) }
    p.append(slope(path[0].x1 - path[0].x0, path[0].y1 - path[0].y0, fallback: chord(path[0])))
    for segment in path {
      p.append(slope(segment.x3 - segment.x2, segment.y3 - segment.y2, fallback: chord(segment)))
    }
    func angle(_ fraction: Double) -> Double { asin(min(max(fraction, 0), 1).squareRoot()) }
    for segment in path {
      let width = segment.x3 - segment.x0
      p.append(angle((segment.x1 - segment.x0) / width))
      p.append(angle((segment.x3 - segment.x2) / width))
    }
    let range = durationRange.upperBound - durationRange.lowerBound
    p.append(angle(range > 0 ? (duration - durationRange.lowerBound) / range : 0))
    return p
  }
}

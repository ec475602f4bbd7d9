/// A timing curve made of cubic Bézier segments joined end to end from (0, 0) to (1, 1), as
/// Android's `PathInterpolator(Path)` takes it: y as a function of x, each segment monotone in x.
///
/// Android requires the path to start at (0, 0), end at (1, 1) and never go back in x
/// (`PathInterpolator` throws otherwise). [Android `PathInterpolator(Path)` documentation]
public struct BezierPath: Hashable, Sendable {
  /// The segments, in order.
  public let segments: [BezierPathSegment]

  /// A path from its segments.
  /// - Throws: ``FitError`` when there are no segments, the path does not start at (0, 0) or end
  ///   at (1, 1), two segments do not meet, or a segment is not monotone in x.
  public init(segments: [BezierPathSegment]) throws(FitError) {
    guard let first = segments.first, let last = segments.last else {
      throw FitError.path(.empty, segment: nil)
    }
    guard first.x0 == 0, first.y0 == 0, last.x3 == 1, last.y3 == 1 else {
      throw FitError.path(.ends, segment: nil)
    }
    for (index, segment) in segments.enumerated() {
      guard segment.isMonotoneInX else {
        throw FitError.path(.notMonotone, segment: index + 1)
      }
      if index > 0 {
        let previous = segments[index - 1]
        guard previous.x3 == segment.x0, previous.y3 == segment.y0 else {
          throw FitError.path(.discontinuous, segment: index + 1)
        }
      }
    }
    self.segments = segments
  }

  /// y at `x` ∈ [0, 1] (0 before, 1 after).
  public func y(atX x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high) / 2
      if segments[middle].x3 < x { low = middle + 1 } else { high = middle }
    }
    return segments[low].y(atX: x)
  }

  /// The same curve with the segment at `index` split in two at parameter `u`.
  func splitting(_ index: Int, at u: Double) throws -> BezierPath {
    var parts = segments
    let (left, right) = parts[index].split(at: u)
    parts.replaceSubrange(index...index, with: [left, right])
    return try BezierPath(segments: parts)
  }

  /// `Path().apply { moveTo(0f, 0f); cubicTo(…); … }` with `decimals` places.
  public func androidPath(decimals: Int = 4) -> String {
    func f(_ value: Double) -> String { LinearEasing.decimal(value, places: decimals) + "f" }
    let cubics = segments.map { s in
      "cubicTo(\(f(s.x1)), \(f(s.y1)), \(f(s.x2)), \(f(s.y2)), \(f(s.x3)), \(f(s.y3)))"
    }
    return "Path().apply { moveTo(0f, 0f); \(cubics.joined(separator: "; ")) }"
  }
}

/// A data series drawn as a line, a step line and/or markers.
public struct Series: Sendable {
  /// How consecutive points are joined.
  public enum Interpolation: String, Hashable, Sendable {
    /// Straight segments between points.
    case linear
    /// A step: the value holds until the next point's x, then jumps (matplotlib `steps-post`),
    /// the way a value latched once per frame is seen on screen.
    case stepAfter
    /// A step that jumps at the previous point's x and holds up to this point (`steps-pre`).
    case stepBefore
  }

  /// The legend label; `nil` keeps the series out of the legend.
  public var label: String?
  /// The points in x order; non-finite points break the line.
  public var points: [DataPoint]
  /// The line; `nil` draws markers only.
  public var line: LineStyle?
  /// How points are joined.
  public var interpolation: Interpolation
  /// The marker drawn at `markerPoints` (or every point); `nil` draws none.
  public var marker: MarkerStyle?
  /// Where markers go; `nil` puts one on every point of `points`.
  public var markerPoints: [DataPoint]?

  /// Creates a series.
  public init(
    label: String? = nil, points: [DataPoint], line: LineStyle? = nil,
    interpolation: Interpolation = .linear, marker: MarkerStyle? = nil,
    markerPoints: [DataPoint]? = nil
  ) {
    self.label = label
    self.points = points
    self.line = line
    self.interpolation = interpolation
    self.marker = marker
    self.markerPoints = markerPoints
  }

  /// The vertices of the drawn line: `points` with the corners of the step style inserted.
  public var drawnPoints: [DataPoint] {
    guard interpolation != .linear, points.count > 1 else { return points }
    var result: [DataPoint] = []
    result.reserveCapacity(points.count * 2)
    result.append(points[0])
    for index in 1..<points.count {
      let previous = points[index - 1]
      let current = points[index]
      switch interpolation {
      case .stepAfter: result.append(DataPoint(x: current.x, y: previous.y))
      case .stepBefore: result.append(DataPoint(x: previous.x, y: current.y))
      case .linear: break
      }
      result.append(current)
    }
    return result
  }

  /// The points that carry markers.
  public var resolvedMarkerPoints: [DataPoint] { markerPoints ?? points }
}

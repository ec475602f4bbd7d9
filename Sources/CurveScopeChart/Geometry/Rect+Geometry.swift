package import CurveScopeSupport

extension Rect {
  /// The right edge, `x + width`.
  package var maxX: Double { x + width }
  /// The left edge, `x`.
  package var minX: Double { x }
  /// The horizontal centre.
  package var midX: Double { x + width / 2 }
  /// The vertical centre.
  package var midY: Double { y + height / 2 }
  /// Width × height (0 for negative sizes).
  package var area: Double { max(0, width) * max(0, height) }

  /// The rectangle grown by `amount` on every side (shrunk for negative amounts).
  package func insetBy(_ amount: Double) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Whether a point lies inside or on the edge.
  package func contains(_ point: Point) -> Bool {
    point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
  }

  /// The area shared with another rectangle (0 when they do not overlap).
  package func overlapArea(with other: Rect) -> Double {
    let width = min(maxX, other.maxX) - max(x, other.x)
    let height = min(maxY, other.maxY) - max(y, other.y)
    return width > 0 && height > 0 ? width * height : 0
  }

  /// Whether the two rectangles share some area.
  package func intersects(_ other: Rect) -> Bool { overlapArea(with: other) > 0 }

  /// The area of this rectangle outside `container`.
  package func areaOutside(_ container: Rect) -> Double { area - overlapArea(with: container) }
}

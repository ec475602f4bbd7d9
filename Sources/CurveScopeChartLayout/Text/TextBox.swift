public import CurveScopeChart
public import CurveScopeSupport

/// A laid-out line of text: what to draw, where, how, and the box it covers.
public struct TextBox: Sendable, Equatable {
  /// The text.
  public var text: String
  /// The anchor point the renderer draws at.
  public var position: Point
  /// Size, weight, colour, anchors and rotation.
  public var style: TextStyle
  /// The box the text covers (font ascent to descent, advance width), axis-aligned after
  /// rotation by a multiple of 90°.
  public var frame: Rect

  /// Creates a text box.
  public init(text: String, position: Point, style: TextStyle, frame: Rect) {
    self.text = text
    self.position = position
    self.style = style
    self.frame = frame
  }

  /// Lays out text anchored at `position`, measuring it; only 0° and ±90° rotations get exact
  /// frames (other angles get the unrotated frame).
  public static func make(
    _ text: String, at position: Point, style: TextStyle, measurer: any TextMeasurer
  ) -> TextBox {
    let extent = measurer.measure(text, size: style.size, weight: style.weight)
    let left: Double
    switch style.horizontalAnchor {
    case .leading: left = 0
    case .center: left = -extent.width / 2
    case .trailing: left = -extent.width
    }
    let top: Double
    switch style.verticalAnchor {
    case .top: top = 0
    case .middle: top = -extent.height / 2
    case .baseline: top = -extent.ascent
    case .bottom: top = -extent.height
    }
    // The box relative to the anchor, before rotation: (left, top, width, height).
    var frame = Rect(
      x: position.x + left, y: position.y + top, width: extent.width, height: extent.height)
    let quarterTurns = (style.rotationDegrees / 90).rounded()
    if abs(style.rotationDegrees - quarterTurns * 90) < 1e-9 {
      let turns = ((Int(quarterTurns) % 4) + 4) % 4
      switch turns {
      case 1:  // 90° counter-clockwise on screen: (dx, dy) → (dy, −dx)
        frame = Rect(
          x: position.x + top, y: position.y - (left + extent.width),
          width: extent.height, height: extent.width)
      case 2:
        frame = Rect(
          x: position.x - (left + extent.width), y: position.y - (top + extent.height),
          width: extent.width, height: extent.height)
      case 3:  // 90° clockwise: (dx, dy) → (−dy, dx)
        frame = Rect(
          x: position.x - (top + extent.height), y: position.y + left,
          width: extent.height, height: extent.width)
      default: break
      }
    }
    return TextBox(text: text, position: position, style: style, frame: frame)
  }
}

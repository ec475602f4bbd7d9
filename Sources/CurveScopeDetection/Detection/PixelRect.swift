/// A rectangle of pixels: the region of interest the detector looks at.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// Left edge, in pixels.
  public var x: Int
  /// Top edge, in pixels.
  public var y: Int
  /// Width, in pixels.
  public var width: Int
  /// Height, in pixels.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Parses `X,Y,WIDTH,HEIGHT` in pixels (`0,1200,1170,1332`); `nil` for anything else,
  /// including negative or zero sizes.
  public init?(parsing text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    let values = parts.compactMap { Int($0) }
    guard values.count == 4, values[0] >= 0, values[1] >= 0, values[2] > 0, values[3] > 0 else {
      return nil
    }
    self.init(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `x,y,width,height`.
  public var description: String { "\(x),\(y),\(width),\(height)" }

  /// The part of the rectangle inside an image of `width` × `height`; `nil` when none is.
  public func clipped(toWidth imageWidth: Int, height imageHeight: Int) -> PixelRect? {
    let left = max(0, x)
    let top = max(0, y)
    let right = min(imageWidth, x.addingReportingOverflow(width).overflow ? Int.max : x + width)
    let bottom = min(imageHeight, y.addingReportingOverflow(height).overflow ? Int.max : y + height)
    guard right > left, bottom > top else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double

  /// Creates a colour; components outside 0...1 (or NaN) are clamped to 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.alpha = Color.clamp(alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value, as design tools write it.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour mixed with `other`: `fraction` 0 gives `self`, 1 gives `other` (per component).
  public func mixed(with other: Color, fraction: Double) -> Color {
    let t = Color.clamp(fraction)
    return Color(
      red: red + (other.red - red) * t, green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
  }

  /// Relative luminance, WCAG 2.x: 0.2126 R + 0.7152 G + 0.0722 B on linearised sRGB.
  ///
  /// Used to pick black or white text on a coloured cell. Source: WCAG 2.1, "relative luminance".
  public var luminance: Double {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
